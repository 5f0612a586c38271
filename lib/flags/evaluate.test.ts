import { describe, expect, it } from "vitest";
import { evaluateFlag, type FlagRules } from "./evaluate";

const USER = "11111111-1111-4111-8111-111111111111";
const COMPANY = "22222222-2222-4222-8222-222222222222";
const subject = { userId: USER, email: "ada@example.com", companyId: COMPANY, tiers: ["professional", "Professional"] };
const segment = (over: Partial<FlagRules["segments"][number]> = {}) => ({
  id: "s1",
  name: "Beta testers",
  isActive: true,
  userIds: [],
  companyIds: [],
  ...over,
});
const flag = (over: Partial<FlagRules> = {}): FlagRules => ({
  id: "new_composer",
  isEnabled: false,
  enabledForTiers: [],
  companyOverrides: [],
  userOverrides: [],
  segments: [],
  ...over,
});

describe("flag evaluation order", () => {
  it("(4) nothing matches and the flag is off: off", () => {
    expect(evaluateFlag(flag(), subject)).toEqual({ enabled: false, reason: "off" });
  });
  it("(3) enabled for everyone: on", () => {
    expect(evaluateFlag(flag({ isEnabled: true }), subject)).toEqual({ enabled: true, reason: "enabled" });
  });
  it("(1) a user override by id or e-mail (any case) wins over everything", () => {
    expect(
      evaluateFlag(flag({ userOverrides: [USER], segments: [segment({ userIds: [USER] })], isEnabled: true }), subject)
        .reason,
    ).toBe("user_override");
    expect(evaluateFlag(flag({ userOverrides: ["ADA@example.com"] }), subject)).toEqual({
      enabled: true,
      reason: "user_override",
    });
  });
  it("(1) a company override, and a tier as a company match, come before segments", () => {
    expect(
      evaluateFlag(flag({ companyOverrides: [COMPANY], segments: [segment({ companyIds: [COMPANY] })] }), subject)
        .reason,
    ).toBe("company_override");
    expect(
      evaluateFlag(
        flag({ enabledForTiers: ["PROFESSIONAL"], segments: [segment({ companyIds: [COMPANY] })] }),
        subject,
      ),
    ).toMatchObject({ reason: "tier" });
    expect(evaluateFlag(flag({ enabledForTiers: ["enterprise"] }), subject).enabled).toBe(false);
  });
  it("(2) an active attached segment naming the user or the company: on, saying which", () => {
    expect(evaluateFlag(flag({ segments: [segment({ userIds: [USER] })] }), subject)).toEqual({
      enabled: true,
      reason: "segment",
      segment: { id: "s1", name: "Beta testers" },
    });
    expect(evaluateFlag(flag({ segments: [segment({ companyIds: [COMPANY] })] }), subject).reason).toBe("segment");
  });
  it("(2) an inactive segment does not count", () => {
    expect(evaluateFlag(flag({ segments: [segment({ userIds: [USER], isActive: false })] }), subject)).toEqual({
      enabled: false,
      reason: "off",
    });
    expect(
      evaluateFlag(flag({ isEnabled: true, segments: [segment({ userIds: [USER], isActive: false })] }), subject)
        .reason,
    ).toBe("enabled");
  });
  it("someone else is not let in by another's override or segment", () => {
    const other = {
      userId: "33333333-3333-4333-8333-333333333333",
      email: "bob@example.com",
      companyId: "44444444-4444-4444-8444-444444444444",
    };
    expect(
      evaluateFlag(
        flag({ userOverrides: [USER], companyOverrides: [COMPANY], segments: [segment({ userIds: [USER] })] }),
        other,
      ).enabled,
    ).toBe(false);
  });
});
