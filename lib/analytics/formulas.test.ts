import { describe, expect, it } from "vitest";
import { clickThroughRate, engagementRate, engagementSum, followerGrowth, percentChange } from "./formulas";

describe("the analytics formulas", () => {
  it("engagement adds likes, comments, shares and saves; a number not reported counts 0", () => {
    expect(engagementSum({ likes: 50, comments: 10, shares: 5, saves: 2 })).toBe(67);
    expect(engagementSum({ likes: 30, comments: null, shares: 2 })).toBe(32);
  });

  it("engagement rate is engagement per impression in percent, n/a without impressions", () => {
    expect(engagementRate(65, 1000)).toBe(6.5);
    expect(engagementRate(1, 3)).toBe(33.33);
    expect(engagementRate(35, 0)).toBeNull();
  });

  it("click-through rate is clicks per impression, never over 100 %: n/a without impressions or with more clicks than impressions", () => {
    expect(clickThroughRate(20, 1000)).toBe(2);
    expect(clickThroughRate(10, 10)).toBe(100);
    expect(clickThroughRate(30, 10)).toBeNull();
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(5, 0)).toBeNull();
  });

  it("percent change has 2 decimals and is null without a previous value or rate", () => {
    expect(percentChange(190, 150)).toBe(26.67);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
  });

  it("growth is the last count minus the first", () => {
    expect(followerGrowth([{ followers: 551 }, { followers: 571 }, { followers: 580 }])).toBe(29);
    expect(followerGrowth([])).toBe(0);
  });
});
