import { describe, expect, it } from "vitest";
import {
  customRangeError,
  dayCount,
  filtersFromSearchParams,
  filtersToSearch,
  formatRange,
  presetRange,
  todayInZone,
} from "@/components/analytics/range";

describe("analytics range presets in the company's time zone", () => {
  it("ends on today in the zone, not in UTC", () => {
    // 02:30 UTC on 1 March is still 28 February in Los Angeles and already 1 March in Tokyo.
    const now = new Date("2026-03-01T02:30:00Z");
    expect(todayInZone(now, "America/Los_Angeles")).toBe("2026-02-28");
    expect(todayInZone(now, "Asia/Tokyo")).toBe("2026-03-01");
    expect(presetRange("7d", "America/Los_Angeles", now)).toEqual({ startDate: "2026-02-22", endDate: "2026-02-28" });
    expect(presetRange("7d", "Asia/Tokyo", now)).toEqual({ startDate: "2026-02-23", endDate: "2026-03-01" });
  });

  it("counts whole days across a daylight saving change", () => {
    // Berlin moves its clocks on 29 March 2026; the preset still spans 30 calendar days.
    const range = presetRange("30d", "Europe/Berlin", new Date("2026-04-10T12:00:00Z"));
    expect(range).toEqual({ startDate: "2026-03-12", endDate: "2026-04-10" });
    expect(dayCount(range.startDate, range.endDate)).toBe(30);
    expect(presetRange("90d", "UTC", new Date("2026-12-31T23:59:59Z"))).toEqual({
      startDate: "2026-10-03",
      endDate: "2026-12-31",
    });
  });
});

describe("analytics filters in the URL", () => {
  const now = new Date("2026-06-15T12:00:00Z");

  it("reads a preset, a custom range and a network, and writes them back", () => {
    const preset = filtersFromSearchParams({ range: "7d", platform: "LinkedIn" }, "UTC", now);
    expect(preset).toEqual({ preset: "7d", startDate: "2026-06-09", endDate: "2026-06-15", platform: "linkedin" });
    expect(filtersToSearch(preset)).toBe("?range=7d&platform=linkedin");

    const custom = filtersFromSearchParams({ start: "2026-01-01", end: "2026-01-31" }, "UTC", now);
    expect(custom).toEqual({ preset: "custom", startDate: "2026-01-01", endDate: "2026-01-31", platform: "" });
    expect(filtersToSearch(custom)).toBe("?start=2026-01-01&end=2026-01-31");
  });

  it("falls back to the last 30 days and all networks on anything unusable", () => {
    const fallback = { preset: "30d", startDate: "2026-05-17", endDate: "2026-06-15", platform: "" };
    expect(filtersFromSearchParams({}, "UTC", now)).toEqual(fallback);
    expect(filtersFromSearchParams({ range: "365d", platform: "myspace" }, "UTC", now)).toEqual(fallback);
    expect(filtersFromSearchParams({ start: "2026-02-30", end: "2026-03-05" }, "UTC", now)).toEqual(fallback);
    expect(filtersFromSearchParams({ start: "2026-03-05", end: "2026-03-01" }, "UTC", now)).toEqual(fallback);
    expect(filtersToSearch(fallback as never)).toBe("");
  });

  it("says why a custom range cannot be used", () => {
    expect(customRangeError("2026-03-01", "2026-03-01")).toBeNull();
    expect(customRangeError("", "2026-03-01")).toMatch(/start and an end/);
    expect(customRangeError("2026-03-02", "2026-03-01")).toMatch(/before the start/);
    expect(customRangeError("2024-01-01", "2026-01-03")).toMatch(/two years/);
    expect(customRangeError("2024-01-02", "2026-01-02")).toBeNull();
  });

  it("formats a range with the year once when both ends share it", () => {
    expect(formatRange("2026-03-01", "2026-03-30")).toBe("Mar 1 – Mar 30, 2026");
    expect(formatRange("2025-12-20", "2026-01-18")).toBe("Dec 20, 2025 – Jan 18, 2026");
  });
});
