import { describe, expect, it } from "vitest";
import { countMatches, literalMatcher, replaceMatches } from "./literal-replace";

describe("literal find-and-replace", () => {
  it("matches case-insensitively and counts every occurrence", () => {
    const m = literalMatcher("sale");
    expect(countMatches("Sale! SALE! sale... wholesale", m)).toBe(4);
    expect(replaceMatches("Sale! SALE!", m, "deal")).toBe("deal! deal!");
  });

  it("treats regex-special characters in find as text", () => {
    const m = literalMatcher("$9.99 (50%+)");
    expect(countMatches("now $9.99 (50%+) or $9x99 (50%+)", m)).toBe(1);
    expect(countMatches("a.b", literalMatcher("."))).toBe(1);
    expect(countMatches("e-mail / E-Mail", literalMatcher("e-mail"))).toBe(2);
    expect(countMatches("[x] \\ ^ | {1}", literalMatcher("[x] \\ ^ | {1}"))).toBe(1);
  });

  it("inserts the replacement literally, even with $ patterns", () => {
    expect(replaceMatches("price", literalMatcher("price"), "$& $1 $$")).toBe("$& $1 $$");
  });

  it("counts nothing in empty or missing text", () => {
    expect(countMatches(null, literalMatcher("a"))).toBe(0);
    expect(countMatches("", literalMatcher("a"))).toBe(0);
  });
});
