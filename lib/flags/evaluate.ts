/**
 * Whether a flag is on for one user or company, and which rule decided it, in the reference's
 * order: (1) the user or company is in the flag's overrides (variant A's tiers count as a company
 * match: the company's package), (2) the user or company is in an active segment attached to the
 * flag, (3) the flag is enabled for everyone, (4) otherwise off. Pure: the app, GET /api/features
 * and the console's checker all use this one function.
 */
export interface FlagSegment {
  id: string;
  name: string;
  isActive: boolean;
  userIds: readonly string[];
  companyIds: readonly string[];
}

export interface FlagRules {
  id: string;
  isEnabled: boolean;
  enabledForTiers: readonly string[];
  companyOverrides: readonly string[];
  userOverrides: readonly string[];
  segments: readonly FlagSegment[];
}

export interface FlagSubject {
  userId?: string | null;
  email?: string | null;
  companyId?: string | null;
  /** The company's package id and name: either may appear in enabledForTiers. */
  tiers?: readonly string[];
}

export type FlagReason = "user_override" | "company_override" | "tier" | "segment" | "enabled" | "off";

export interface FlagDecision {
  enabled: boolean;
  reason: FlagReason;
  /** The segment that let the subject in (reason "segment"). */
  segment?: { id: string; name: string };
  /** The tier that matched (reason "tier"). */
  tier?: string;
}

const lower = (s: string) => s.trim().toLowerCase();

function namesUser(list: readonly string[], subject: FlagSubject): boolean {
  const keys = [subject.userId, subject.email].filter((k): k is string => Boolean(k)).map(lower);
  return keys.length > 0 && list.some((entry) => keys.includes(lower(entry)));
}

function namesCompany(list: readonly string[], subject: FlagSubject): boolean {
  return Boolean(subject.companyId) && list.some((entry) => lower(entry) === lower(subject.companyId!));
}

export function evaluateFlag(flag: FlagRules, subject: FlagSubject): FlagDecision {
  if (namesUser(flag.userOverrides, subject)) return { enabled: true, reason: "user_override" };
  if (namesCompany(flag.companyOverrides, subject)) return { enabled: true, reason: "company_override" };
  const tiers = (subject.tiers ?? []).map(lower);
  const tier = flag.enabledForTiers.find((t) => tiers.includes(lower(t)));
  if (tier) return { enabled: true, reason: "tier", tier };
  const segment = flag.segments.find(
    (s) => s.isActive && (namesUser(s.userIds, subject) || namesCompany(s.companyIds, subject)),
  );
  if (segment) return { enabled: true, reason: "segment", segment: { id: segment.id, name: segment.name } };
  if (flag.isEnabled) return { enabled: true, reason: "enabled" };
  return { enabled: false, reason: "off" };
}

/** The decision in words, for the console's "who sees this flag" checker. */
export function describeDecision(d: FlagDecision): string {
  switch (d.reason) {
    case "user_override":
      return "On: the user is in the flag's user overrides";
    case "company_override":
      return "On: the company is in the flag's company overrides";
    case "tier":
      return `On: the company's package (${d.tier}) is one of the flag's tiers`;
    case "segment":
      return `On: in the active segment "${d.segment!.name}" attached to the flag`;
    case "enabled":
      return "On: the flag is enabled for everyone";
    case "off":
      return "Off: no override or active segment matches, and the flag is not enabled for everyone";
  }
}
