import { describe, expect, it } from "vitest";
import { percentDelta, pointsDelta } from "@/components/analytics/format";
import { HEATMAP_STEPS, heatmapRows, heatmapScale, slotLabel } from "@/components/analytics/heatmap-scale";
import { labelIndexes, niceTicks } from "@/components/analytics/scale";

describe("heatmap colour scale", () => {
  it("puts the busiest slot in the darkest step, any engagement above grey, and none in grey", () => {
    const scale = heatmapScale([0, 1, 10, 30, 60]);
    expect(scale.max).toBe(60);
    expect(scale.step(60)).toBe(HEATMAP_STEPS.length - 1);
    expect(scale.step(0)).toBe(-1);
    expect(scale.step(0.01)).toBe(0);
    // Six equal steps of 10: (0,10] is step 0, (10,20] step 1, (50,60] step 5.
    expect([10, 10.5, 20, 30, 50.5].map(scale.step)).toEqual([0, 1, 1, 2, 5]);
    expect(scale.thresholds).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it("has no colour at all when nothing had engagement", () => {
    const scale = heatmapScale(Array(168).fill(0));
    expect(scale.max).toBe(0);
    expect(scale.step(0)).toBe(-1);
  });

  it("reads the API's 0..6 keys from Sunday into seven rows of 24, a missing day as zeros", () => {
    const rows = heatmapRows({ "0": Array.from({ length: 24 }, (_, h) => h), "6": [5] });
    expect(rows).toHaveLength(7);
    expect(rows[0][23]).toBe(23);
    expect(rows[3]).toEqual(Array(24).fill(0));
    expect(rows[6].slice(0, 2)).toEqual([5, 0]);
    expect(slotLabel(0, 23)).toBe("Sunday 23:00–00:00");
    expect(slotLabel(2, 9)).toBe("Tuesday 09:00–10:00");
  });
});

describe("chart axes", () => {
  it("counts from zero in round steps", () => {
    expect(niceTicks([0, 37], { fromZero: true })).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks([3], { fromZero: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks([], { fromZero: true })).toEqual([0, 1, 2, 3, 4]);
  });

  it("hugs running totals so their growth shows", () => {
    const ticks = niceTicks([8420, 8913]);
    expect(ticks[0]).toBeLessThanOrEqual(8420);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(8913);
    expect(ticks[0]).toBeGreaterThan(8000);
    expect(ticks).toEqual([8400, 8600, 8800, 9000]);
    const flat = niceTicks([500, 500]);
    expect(flat[0]).toBeLessThan(500);
    expect(flat.at(-1)).toBeGreaterThanOrEqual(500);
  });

  it("prints the last label and evenly spaced ones before it", () => {
    expect(labelIndexes(30, 5)).toEqual([5, 11, 17, 23, 29]);
    expect(labelIndexes(3, 10)).toEqual([0, 1, 2]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});

describe("KPI deltas", () => {
  it("words a percent change for the eye and for a screen reader", () => {
    expect(percentDelta(12.5)).toEqual({ trend: "up", text: "12.5%", spoken: "up 12.5% vs the previous period" });
    expect(percentDelta(-3.14)).toEqual({ trend: "down", text: "3.14%", spoken: "down 3.14% vs the previous period" });
    expect(percentDelta(0).trend).toBe("flat");
    expect(percentDelta(null)).toMatchObject({ trend: "none", text: "New" });
  });

  it("compares rates in percentage points", () => {
    expect(pointsDelta(4.2, 3.7)).toMatchObject({ trend: "up", text: "0.5 pts" });
    expect(pointsDelta(3.7, 4.2)).toMatchObject({ trend: "down", text: "0.5 pts" });
    expect(pointsDelta(2, 2).trend).toBe("flat");
  });
});
