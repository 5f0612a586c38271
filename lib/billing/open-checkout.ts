import { setTimeout as sleep } from "node:timers/promises";
import { conflict } from "@/lib/api/errors";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { packageById } from "./package-admin";

/**
 * One Lemon Squeezy checkout per company and plan at a time. Lemon Squeezy cannot withdraw a
 * checkout, so each one made could be paid: a second request for the same plan while one is open
 * (a double click, another admin) answers the same checkout. Choosing another plan makes that one's
 * checkout the open one: someone who changed their mind on the checkout page must not be kept
 * waiting for the first to expire. The row is claimed before Lemon Squeezy is asked, under a lock,
 * so two requests at once make one checkout; the claim is held outside any transaction, since the
 * call may take long and the embedded database runs one transaction at a time.
 */

/** How long a checkout stays open: ample to pay, short enough that another plan can be chosen soon after. */
export const CHECKOUT_OPEN_MS = 30 * 60_000;
/**
 * How long a claim waits for its checkout: longer than the Lemon Squeezy call can take (three
 * 15 s attempts and their waits), so only a claim whose request died is taken over.
 */
const CLAIM_MS = 2 * 60_000;
const POLL_MS = 150;

export interface CheckoutPlan {
  packageId: string;
  variantId: string;
  interval: "month" | "year" | null;
}

type OpenCheckout = { url: string | null; expiresAt: Date; packageId: string; interval: string | null };
type Turn = { url: string } | { claimId: string } | { wait: true } | { otherPlan: OpenCheckout };

/** The open checkout's URL, or the id of the claim under which the caller creates one (waiting while another request creates the same one). */
export async function openCheckoutOrClaim(
  ctx: TenantCtx,
  plan: CheckoutPlan,
): Promise<{ url: string } | { claimId: string }> {
  for (;;) {
    const turn = await takeTurn(ctx, plan);
    if ("otherPlan" in turn) throw await otherPlanOpen(turn.otherPlan);
    if (!("wait" in turn)) return turn;
    await sleep(POLL_MS);
  }
}

async function takeTurn(ctx: TenantCtx, plan: CheckoutPlan): Promise<Turn> {
  return ctx.db.$transaction(async (tx) => {
    await tenantSql(
      { db: tx },
      (companyId) =>
        Prisma.sql`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtextextended(${companyId}::text || ':billing-checkout', 0))`,
    );
    const now = new Date();
    const open = await tx.billingCheckout.findFirst();
    if (open && open.expiresAt > now) {
      const samePlan = open.variantId === plan.variantId && open.packageId === plan.packageId;
      if (samePlan) return open.url ? { url: open.url } : { wait: true };
      // Another plan while the first is still being made: which one would be open is a race.
      if (!open.url) return { otherPlan: open };
    }
    if (open) await tx.billingCheckout.deleteMany({ where: { id: open.id } });
    const claim = await tx.billingCheckout.create({
      data: {
        companyId: ctx.companyId,
        packageId: plan.packageId,
        variantId: plan.variantId,
        interval: plan.interval,
        expiresAt: new Date(now.getTime() + CLAIM_MS),
      },
      select: { id: true },
    });
    return { claimId: claim.id };
  });
}

async function otherPlanOpen(open: OpenCheckout) {
  const name = (await packageById(open.packageId))?.name ?? open.packageId;
  const plan = open.interval ? `${name} (${open.interval === "year" ? "yearly" : "monthly"})` : name;
  return conflict(
    "CHECKOUT_OPEN",
    `A checkout of ${plan} is being opened for your company at this moment: try again in a few seconds`,
  );
}

/** The claim's checkout, made: open until expiresAt for every later request. */
export async function recordCheckout(
  ctx: TenantCtx,
  claimId: string,
  checkout: { id: string; url: string; expiresAt: Date },
) {
  await ctx.db.billingCheckout.updateMany({
    where: { id: claimId },
    data: { providerCheckoutId: checkout.id, url: checkout.url, expiresAt: checkout.expiresAt },
  });
}

/** Lemon Squeezy made no checkout: the next request asks again rather than waiting on this claim. */
export async function dropClaim(ctx: TenantCtx, claimId: string) {
  await ctx.db.billingCheckout.deleteMany({ where: { id: claimId } });
}
