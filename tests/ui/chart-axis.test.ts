import { describe, expect, it } from "vitest";
import { niceMax } from "@/components/ui/chart";

describe("bar chart axis", () => {
  it("tops the axis where its middle line's label is exactly half", () => {
    // 9 calls once topped the axis at 9: the middle line at 4.5 read "5".
    for (const max of [5, 7, 9, 13, 37, 150, 999]) {
      const top = niceMax([0, max]);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(Number.isInteger(top / 2)).toBe(true);
    }
    expect(niceMax([9])).toBe(10);
    expect(niceMax([37])).toBe(40);
  });

  it("keeps a small or empty series on 0 to 4", () => {
    expect(niceMax([])).toBe(4);
    expect(niceMax([0, 3])).toBe(4);
  });
});
