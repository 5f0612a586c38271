import type { TenantDb } from "@/lib/db";

/** A billing period: `end` is exclusive. */
export interface Period {
  start: Date;
  end: Date;
}

/** The calendar month in UTC: the billing period of a company with no running subscription. */
export function currentPeriod(now = new Date()): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export const startOfUtcDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const MONTHS = { month: 1, year: 12 } as const;

/**
 * decisions.md "AI": usage counts in the subscription's billing period, else the calendar month in
 * UTC. A subscription that renews later on a monthly or yearly interval is in the period that
 * ends at its renewal and began one interval earlier.
 */
export function subscriptionPeriod(
  subscription: { interval: string | null; renewsAt: Date | null } | null,
  now = new Date(),
): Period {
  const months = subscription?.interval ? MONTHS[subscription.interval as keyof typeof MONTHS] : undefined;
  const end = subscription?.renewsAt;
  if (!months || !end || end <= now) return currentPeriod(now);
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start <= now ? { start, end } : currentPeriod(now);
}

/** The company's billing period now: its subscription's, else the calendar month. */
export async function billingPeriod(db: TenantDb, now = new Date()): Promise<Period> {
  const subscription = await db.subscription.findFirst({ select: { interval: true, renewsAt: true } });
  return subscriptionPeriod(subscription, now);
}
