import { planCatalog } from "@/lib/admin/plan-catalog";
import type { TenantCtx } from "@/lib/db";
import { entitlementFor } from "@/lib/entitlements";
import { usageLimits } from "@/lib/usage/allowances";
import { packageById } from "./package-admin";
import { onTrial, packageInForce } from "./plan-in-force";
import { shownStatus, subscriptionLive, type BillingStatus } from "./status";

/** GET /api/billing/subscription: the plan in force, its dates, and usage against its limits. */
export async function getSubscription(ctx: TenantCtx) {
  const [catalog, company, subscription, members, accounts, team, social, ai] = await Promise.all([
    planCatalog(),
    ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { packageId: true, trialEndsAt: true } }),
    ctx.db.subscription.findFirst(),
    ctx.db.user.count(),
    ctx.db.socialAccount.count({ where: { status: { not: "disconnected" } } }),
    entitlementFor(ctx, "team_members"),
    entitlementFor(ctx, "social_accounts"),
    usageLimits(ctx),
  ]);
  const inForce = packageInForce(company, catalog.freePackageId);
  const pkg = inForce ? await packageById(inForce) : null;
  const trial = !subscription && onTrial(company);
  const status: BillingStatus = subscription
    ? shownStatus(subscription, company.packageId)
    : trial
      ? "trialing"
      : "none";
  const limit = (g: { enabled: boolean; value: number }) => (g.enabled ? g.value : 0);
  return {
    status,
    package: pkg ? { id: pkg.id, name: pkg.name } : null,
    interval: subscription?.interval ?? pkg?.interval ?? null,
    renewsAt: subscription?.renewsAt ?? null,
    endsAt: subscription?.endsAt ?? null,
    trialEndsAt: subscription?.trialEndsAt ?? (trial ? company.trialEndsAt : null),
    limits: { users: limit(team), socialAccounts: limit(social), aiPosts: ai.aiPosts.limit },
    usage: { users: members, socialAccounts: accounts, aiPosts: ai.aiPosts.used },
  };
}

/** The company's Lemon Squeezy subscription while it still runs (subscriptionLive), else null. */
export async function liveSubscription(ctx: TenantCtx) {
  const [company, subscription] = await Promise.all([
    ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { packageId: true } }),
    ctx.db.subscription.findFirst({ select: { status: true, packageId: true, endsAt: true } }),
  ]);
  if (!subscription || !subscriptionLive(subscription, company.packageId)) return null;
  return { ...subscription, status: shownStatus(subscription, company.packageId) };
}
