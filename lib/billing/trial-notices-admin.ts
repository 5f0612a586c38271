import { adminDb, tenantCtxFor } from "@/lib/db";
import { trialNotice } from "./billing-notices";

/** A trial ending within this many days is announced. */
export const TRIAL_WARNING_DAYS = 3;
/** A trial that ended this long ago is past telling. */
const ENDED_LOOKBACK_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Across companies (hence admin): those still on their trial (no package of their own) whose trial
 * ends soon or has just ended get their notice, once each. Answers how many were told.
 */
export async function sendTrialNotices(now = new Date()): Promise<number> {
  const companies = await adminDb().company.findMany({
    where: {
      packageId: null,
      trialEndsAt: {
        gt: new Date(now.getTime() - ENDED_LOOKBACK_DAYS * DAY_MS),
        lte: new Date(now.getTime() + TRIAL_WARNING_DAYS * DAY_MS),
      },
    },
    select: { id: true, trialEndsAt: true },
  });
  let told = 0;
  for (const company of companies) {
    if (await trialNotice(tenantCtxFor(company.id), company.trialEndsAt!, now)) told++;
  }
  return told;
}
