import { describe, expect, it } from "vitest";
import { costCents } from "./meter";

describe("cost from per-1M prices", () => {
  it("is tokens × dollars per million, in cents", () => {
    // 1M input at $0.15 and 1M output at $0.60: $0.75 = 75 cents.
    expect(
      costCents({ inputTokens: 1_000_000, outputTokens: 1_000_000 }, { inputCostPer1M: 0.15, outputCostPer1M: 0.6 }),
    ).toBeCloseTo(75, 10);
    // 2,000 in at $3 and 500 out at $15: $0.006 + $0.0075 = 1.35 cents.
    expect(costCents({ inputTokens: 2000, outputTokens: 500 }, { inputCostPer1M: 3, outputCostPer1M: 15 })).toBeCloseTo(
      1.35,
      10,
    );
    expect(costCents({ inputTokens: 0, outputTokens: 0 }, { inputCostPer1M: 3, outputCostPer1M: 15 })).toBe(0);
  });
});
