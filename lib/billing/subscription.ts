import type { TenantCtx } from "@/lib/db";
import { entitlementFor } from "@/lib/entitlements";
import { usageLimits } from "@/lib/usage/allowances";
import { billingStatus, type BillingStatus } from "./status";

/** GET /api/billing/subscription: the plan in force, its dates, and usage against its limits. */
export async function getSubscription(ctx: TenantCtx) {
  const [company, subscription, members, accounts, team, social, ai] = await Promise.all([
    ctx.db.company.findUniqueOrThrow({
      where: { id: ctx.companyId },
      select: { trialEndsAt: true, package: { select: { id: true, name: true, interval: true } } },
    }),
    ctx.db.subscription.findFirst(),
    ctx.db.user.count(),
    ctx.db.socialAccount.count({ where: { status: { not: "disconnected" } } }),
    entitlementFor(ctx, "team_members"),
    entitlementFor(ctx, "social_accounts"),
    usageLimits(ctx),
  ]);
  const onTrial = !subscription && company.trialEndsAt !== null && company.trialEndsAt > new Date();
  const status: BillingStatus = subscription ? billingStatus(subscription.status) : onTrial ? "trialing" : "none";
  const limit = (g: { enabled: boolean; value: number }) => (g.enabled ? g.value : 0);
  return {
    status,
    package: company.package ? { id: company.package.id, name: company.package.name } : null,
    interval: subscription?.interval ?? company.package?.interval ?? null,
    renewsAt: subscription?.renewsAt ?? null,
    endsAt: subscription?.endsAt ?? null,
    trialEndsAt: subscription?.trialEndsAt ?? (onTrial ? company.trialEndsAt : null),
    limits: { users: limit(team), socialAccounts: limit(social), aiPosts: ai.aiPosts.limit },
    usage: { users: members, socialAccounts: accounts, aiPosts: ai.aiPosts.used },
  };
}
