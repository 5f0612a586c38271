import { describe, expect, it } from "vitest";
import { checkLimit, hasAccess } from "./value";

describe("plan value semantics", () => {
  it("-1 is unlimited", () => {
    expect(checkLimit({ enabled: true, value: -1 }, 1_000_000)).toEqual({
      allowed: true,
      limit: -1,
      used: 1_000_000,
      remaining: -1,
    });
  });
  it("0 is no access, even with nothing used", () => {
    expect(hasAccess({ enabled: true, value: 0 })).toBe(false);
    expect(checkLimit({ enabled: true, value: 0 }, 0)).toEqual({ allowed: false, limit: 0, used: 0, remaining: 0 });
  });
  it("1 turns a boolean feature on, and is a limit of one for a numeric one", () => {
    expect(hasAccess({ enabled: true, value: 1 })).toBe(true);
    expect(checkLimit({ enabled: true, value: 1 }, 0)).toMatchObject({ allowed: true, remaining: 1 });
    expect(checkLimit({ enabled: true, value: 1 }, 1)).toMatchObject({ allowed: false, remaining: 0 });
  });
  it("greater than 1 is a numeric limit", () => {
    expect(checkLimit({ enabled: true, value: 5 }, 3)).toEqual({ allowed: true, limit: 5, used: 3, remaining: 2 });
    expect(checkLimit({ enabled: true, value: 5 }, 5)).toMatchObject({ allowed: false, remaining: 0 });
    expect(checkLimit({ enabled: true, value: 5 }, 9)).toMatchObject({ allowed: false, remaining: 0 });
  });
  it("enabled false is no access whatever the value", () => {
    expect(hasAccess({ enabled: false, value: -1 })).toBe(false);
    expect(checkLimit({ enabled: false, value: 10 }, 0).allowed).toBe(false);
  });
});
