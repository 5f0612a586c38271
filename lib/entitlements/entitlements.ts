import type { TenantCtx } from "@/lib/db";
import { planCatalog } from "@/lib/admin/plan-catalog";
import { systemSettings } from "@/lib/admin/settings";
import { packageInForce } from "@/lib/billing/plan-in-force";
import { limitReached } from "./limit-reached";
import { checkLimit, hasAccess, type Grant, type LimitCheck } from "./value";

/**
 * "May this company do X, and how much is left": the one answer every limit in the app reads.
 * The package in force (plan-in-force.ts: a new company's is free) gives its plan matrix (or the
 * feature's default where the matrix has no cell); only when there is no free package do the
 * system settings' defaults for team members and social accounts and each feature's default apply.
 * Everything read here is cached and emptied by cache/clear.
 *
 * Keys: any entitlement feature id (ai_generation, ai_posts_limit, ...), plus `team_members`
 * (the package's maxUsers) and `social_accounts` (the social_accounts_limit feature).
 */
export type EntitlementKey = "team_members" | "social_accounts" | (string & {});

export interface Entitlement extends Grant {
  key: string;
  source: "plan" | "feature_default" | "system_settings";
}

const LABELS: Record<string, { what: string; orElse?: string }> = {
  team_members: {
    what: "team members (members and pending invitations)",
    orElse: "remove a member or revoke a pending invitation first",
  },
  social_accounts: { what: "connected social accounts", orElse: "disconnect one first" },
};

async function companyPlan(ctx: TenantCtx) {
  return ctx.db.company.findUnique({ where: { id: ctx.companyId }, select: { packageId: true, trialEndsAt: true } });
}

export async function entitlementFor(ctx: TenantCtx, key: EntitlementKey): Promise<Entitlement> {
  const [catalog, company] = await Promise.all([planCatalog(), companyPlan(ctx)]);
  const packageId = company ? packageInForce(company, catalog.freePackageId) : null;
  const pkg = packageId ? catalog.packages.get(packageId) : undefined;
  if (key === "team_members") {
    if (pkg) return { key, enabled: true, value: pkg.maxUsers, source: "plan" };
    return { key, enabled: true, value: (await systemSettings()).maxTeamMembersDefault, source: "system_settings" };
  }
  const featureId = key === "social_accounts" ? "social_accounts_limit" : key;
  const feature = catalog.features.get(featureId);
  if (!feature) throw new Error(`Unknown entitlement "${key}": add it as an entitlement feature first`);
  const cell = pkg ? catalog.plans.get(packageId!)?.get(featureId) : undefined;
  if (cell) return { key, ...cell, source: "plan" };
  if (!pkg && key === "social_accounts") {
    return { key, enabled: true, value: (await systemSettings()).maxSocialAccountsDefault, source: "system_settings" };
  }
  const value = feature.defaultValue ?? (feature.defaultEnabled ? 1 : 0);
  return { key, enabled: feature.defaultEnabled, value, source: "feature_default" };
}

/** Whether the company has a feature at all (boolean features, or any access to a numeric one). */
export async function isEntitled(ctx: TenantCtx, key: EntitlementKey): Promise<boolean> {
  return hasAccess(await entitlementFor(ctx, key));
}

/** The limit, how much of it `used` takes, and whether one more is allowed. */
export async function checkEntitlement(ctx: TenantCtx, key: EntitlementKey, used: number): Promise<LimitCheck> {
  return checkLimit(await entitlementFor(ctx, key), used);
}

/**
 * "May this company do one more": throws 403 LIMIT_REACHED (limit-reached.ts) naming the limit and
 * how to upgrade when not; `used` is what the company has now (e.g. connected accounts before
 * connecting another). Team invitations and social account connects call it; the AI gateway reads
 * the same grants (entitlementFor) and refuses with the same body.
 */
export async function assertWithinLimit(ctx: TenantCtx, key: EntitlementKey, used: number): Promise<LimitCheck> {
  const check = await checkEntitlement(ctx, key, used);
  if (!check.allowed) {
    const label = LABELS[key] ?? { what: key };
    throw limitReached({ action: key, what: label.what, limit: check.limit, used, orElse: label.orElse });
  }
  return check;
}
