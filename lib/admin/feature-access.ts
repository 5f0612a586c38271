import { notFound } from "@/lib/api/errors";
import { adminDb } from "@/lib/db";
import { describeDecision, evaluateFlag, type FlagSubject } from "@/lib/flags/evaluate";
import { flagRules } from "./feature-flags";

/** The tiers a company matches in enabledForTiers: its package's id and name. */
async function tiersOf(companyId: string | null | undefined): Promise<string[]> {
  if (!companyId) return [];
  const company = await adminDb().company.findUnique({
    where: { id: companyId },
    select: { package: { select: { id: true, name: true } } },
  });
  return company?.package ? [company.package.id, company.package.name] : [];
}

/** Every flag, on or off for this user and company (GET /api/features, page gates). */
export async function featuresFor(user: {
  userId: string;
  email: string;
  companyId: string;
}): Promise<Record<string, boolean>> {
  const [rules, tiers] = await Promise.all([flagRules(), tiersOf(user.companyId)]);
  const subject: FlagSubject = { ...user, tiers };
  return Object.fromEntries(rules.map((flag) => [flag.id, evaluateFlag(flag, subject).enabled]));
}

/** One flag for one user: what server pages call to gate a section. Unknown flags are off. */
export async function isFeatureEnabled(
  user: { userId: string; email: string; companyId: string },
  flagId: string,
): Promise<boolean> {
  return (await featuresFor(user))[flagId] ?? false;
}

/** The console's checker: the answer for a user (with their company) or a company, and why. */
export async function checkFlagFor(flagId: string, who: { userId?: string; companyId?: string }) {
  const flag = (await flagRules()).find((f) => f.id === flagId);
  if (!flag) throw notFound("Feature flag");
  let subject: FlagSubject & { companyName: string | null };
  if (who.userId) {
    const user = await adminDb().user.findUnique({
      where: { id: who.userId },
      select: { id: true, email: true, companyId: true, company: { select: { name: true } } },
    });
    if (!user) throw notFound("User");
    subject = { userId: user.id, email: user.email, companyId: user.companyId, companyName: user.company.name };
  } else {
    const company = await adminDb().company.findUnique({
      where: { id: who.companyId! },
      select: { id: true, name: true },
    });
    if (!company) throw notFound("Company");
    subject = { companyId: company.id, companyName: company.name };
  }
  subject.tiers = await tiersOf(subject.companyId);
  const decision = evaluateFlag(flag, subject);
  return {
    flagId,
    enabled: decision.enabled,
    reason: decision.reason,
    explanation: describeDecision(decision),
    segment: decision.segment ?? null,
    subject: {
      userId: subject.userId ?? null,
      email: subject.email ?? null,
      companyId: subject.companyId ?? null,
      companyName: subject.companyName,
      tiers: [...subject.tiers],
    },
  };
}
