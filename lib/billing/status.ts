/** Lemon Squeezy's subscription status in the app's words (decisions.md "Billing (checkout, portal, subscription)"). */
export type BillingStatus = "none" | "trialing" | "active" | "past_due" | "paused" | "cancelled" | "expired";

const STATUS: Record<string, BillingStatus> = {
  on_trial: "trialing",
  active: "active",
  past_due: "past_due",
  paused: "paused",
  cancelled: "cancelled",
  expired: "expired",
  // Every payment retry failed: no longer paid for.
  unpaid: "expired",
};

export function billingStatus(providerStatus: string): BillingStatus {
  return STATUS[providerStatus] ?? "expired";
}

/**
 * Whether the subscription's package is in force. past_due keeps it while Lemon Squeezy retries the
 * payment (its grace period: it moves to unpaid or expired when retries run out); a cancelled
 * subscription keeps it until its end date; paused, unpaid and expired fall back to free.
 */
export function keepsPackage(providerStatus: string, endsAt: Date | null, now = new Date()): boolean {
  const status = billingStatus(providerStatus);
  if (status === "cancelled") return endsAt !== null && endsAt > now;
  return status === "active" || status === "trialing" || status === "past_due";
}

/**
 * The status a company sees: a cancelled subscription past its end date, or a past_due one past
 * its grace period, has ended even before Lemon Squeezy's event says so
 * (lapsed-subscriptions-admin.ts took its package back).
 */
export function shownStatus(
  subscription: { status: string; packageId: string | null },
  packageInForce: string | null,
): BillingStatus {
  const status = billingStatus(subscription.status);
  const lapsed = (status === "cancelled" || status === "past_due") && subscription.packageId !== packageInForce;
  return lapsed ? "expired" : status;
}

/**
 * Whether a Lemon Squeezy subscription still runs, so that a new checkout would start a second one
 * beside it: on trial, active, paused (it bills again once resumed), past_due while Lemon Squeezy
 * retries, or cancelled before its end date (paid up to then, and resumable in the portal). Not
 * expired or unpaid, nor a plan that lapsed without its event (shownStatus says expired).
 */
export function subscriptionLive(
  subscription: { status: string; packageId: string | null; endsAt: Date | null },
  packageInForce: string | null,
  now = new Date(),
): boolean {
  const status = shownStatus(subscription, packageInForce);
  if (status === "cancelled") return subscription.endsAt !== null && subscription.endsAt > now;
  return status === "trialing" || status === "active" || status === "past_due" || status === "paused";
}
