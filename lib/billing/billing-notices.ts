import type { TenantCtx } from "@/lib/db";
import { notifyCompany } from "@/lib/notices/notify-company";
import { billingStatus } from "./status";

/** Where each billing notice sends its reader: the plan, the portal, the upgrade. */
export const BILLING_PAGE = "/settings/billing";

const SUBJECT = {
  payment: "billing:payment",
  ended: "billing:ended",
  trialEnding: "billing:trial-ending",
  trialEnded: "billing:trial-ended",
} as const;

const day = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

async function resolve(ctx: TenantCtx, subjects: string[]) {
  await ctx.db.notice.updateMany({
    where: { subjectKey: { in: subjects }, readAt: null },
    data: { readAt: new Date() },
  });
}

/**
 * Tells the company's owners (in the app and by e-mail) when its subscription moves into a state
 * they must act on, once per move: a failed payment (the plan stays while Lemon Squeezy retries),
 * or a pause or end (the free plan applies, data is kept). A subscription paid again closes them.
 */
export async function subscriptionMoved(
  ctx: TenantCtx,
  move: { from: string | null; to: string; packageName: string },
): Promise<void> {
  const [from, to] = [move.from === null ? null : billingStatus(move.from), billingStatus(move.to)];
  if (from === to) return;
  if (to === "active" || to === "trialing") return resolve(ctx, [SUBJECT.payment, SUBJECT.ended, SUBJECT.trialEnded]);
  if (to === "past_due") {
    return notifyCompany(
      ctx,
      {
        kind: "billing.payment_failed",
        title: "Payment failed",
        body: `Lemon Squeezy could not take the payment for ${move.packageName}. The plan stays in force while it retries: update the payment method from the billing page.`,
        link: BILLING_PAGE,
        subjectKey: SUBJECT.payment,
      },
      { email: true },
    );
  }
  if (to === "paused" || to === "expired") {
    await resolve(ctx, [SUBJECT.payment]);
    return notifyCompany(
      ctx,
      {
        kind: `billing.${to}`,
        title: to === "paused" ? "Subscription paused" : "Subscription ended",
        body: `${move.packageName} is no longer in force, so the free plan's limits apply. All your data is kept; choose a plan to lift the limits.`,
        link: BILLING_PAGE,
        subjectKey: SUBJECT.ended,
      },
      { email: true },
    );
  }
}

/** A trial about to end (once per trial) or just ended (once): in the app and by e-mail. */
export async function trialNotice(ctx: TenantCtx, trialEndsAt: Date, now = new Date()): Promise<boolean> {
  const ended = trialEndsAt <= now;
  const subjectKey = ended ? SUBJECT.trialEnded : SUBJECT.trialEnding;
  if (await ctx.db.notice.findFirst({ where: { subjectKey }, select: { id: true } })) return false;
  const days = Math.max(1, Math.ceil((trialEndsAt.getTime() - now.getTime()) / 86_400_000));
  await notifyCompany(
    ctx,
    ended
      ? {
          kind: "billing.trial_ended",
          title: "Your trial has ended",
          body: "The free plan's limits apply now. All your data is kept; choose a plan to get the trial's limits back.",
          link: BILLING_PAGE,
          subjectKey,
        }
      : {
          kind: "billing.trial_ending",
          title: `Your trial ends in ${days} day${days === 1 ? "" : "s"}`,
          body: `The trial ends on ${day(trialEndsAt)}; after that the free plan's limits apply. Choose a plan to keep going without limits.`,
          link: BILLING_PAGE,
          subjectKey,
        },
    { email: true },
  );
  return true;
}
