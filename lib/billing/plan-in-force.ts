/** The package a new company's trial runs on (decisions.md "Billing (checkout, portal, subscription)"). */
export const TRIAL_PACKAGE_ID = "professional";

export interface CompanyPlan {
  /** Written by the subscription's webhooks (or a Super Admin); null until the company subscribes. */
  packageId: string | null;
  trialEndsAt: Date | null;
}

/**
 * The package whose entitlements and limits apply: the company's own, else the trial's package
 * while the trial runs, else the free package (`freePackageId`; null only when no package is
 * free, and then the system settings and feature defaults apply). Read on every check, so a trial
 * ends on time without any job having to run.
 */
export function packageInForce(company: CompanyPlan, freePackageId: string | null, now = new Date()): string | null {
  if (company.packageId) return company.packageId;
  return onTrial(company, now) ? TRIAL_PACKAGE_ID : freePackageId;
}

/** A company that has not subscribed and whose trial has not ended. */
export function onTrial(company: CompanyPlan, now = new Date()): boolean {
  return company.packageId === null && company.trialEndsAt !== null && company.trialEndsAt > now;
}
