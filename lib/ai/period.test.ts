import { describe, expect, it } from "vitest";
import { currentPeriod, subscriptionPeriod } from "./period";

const now = new Date("2026-11-28T10:00:00Z");

describe("the billing period usage counts in", () => {
  it("the calendar month in UTC without a subscription", () => {
    expect(subscriptionPeriod(null, now)).toEqual({
      start: new Date("2026-11-01T00:00:00Z"),
      end: new Date("2026-12-01T00:00:00Z"),
    });
  });

  it("a subscription's: from one interval before its renewal to the renewal", () => {
    const renewsAt = new Date("2026-12-10T08:30:00Z");
    expect(subscriptionPeriod({ interval: "month", renewsAt }, now)).toEqual({
      start: new Date("2026-11-10T08:30:00Z"),
      end: renewsAt,
    });
    expect(subscriptionPeriod({ interval: "year", renewsAt }, now)).toEqual({
      start: new Date("2025-12-10T08:30:00Z"),
      end: renewsAt,
    });
  });

  it("the calendar month when the renewal is past, unknown, or more than an interval away", () => {
    for (const sub of [
      { interval: "month", renewsAt: new Date("2026-11-20T00:00:00Z") },
      { interval: "month", renewsAt: null },
      { interval: null, renewsAt: new Date("2026-12-10T00:00:00Z") },
      { interval: "week", renewsAt: new Date("2026-12-01T00:00:00Z") },
      { interval: "month", renewsAt: new Date("2027-02-01T00:00:00Z") },
    ])
      expect(subscriptionPeriod(sub, now)).toEqual(currentPeriod(now));
  });
});
