import { describe, expect, it } from "vitest";
import {
  atMinuteOfDay,
  byDay,
  dayKeyOf,
  dayStart,
  fromZonedInput,
  isCalendarView,
  minuteOfDay,
  monthWeeks,
  moveToDay,
  shiftView,
  snapMinute,
  toZonedInput,
  viewRange,
  weekDays,
} from "@/components/calendar/calendar-time";

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe("month and week grids", () => {
  it("a month is whole Monday-first weeks covering it: March 2026 starts on a Sunday, so 6 rows from Feb 23", () => {
    const weeks = monthWeeks("2026-03-17");
    expect(weeks).toHaveLength(6);
    expect(weeks[0][0]).toBe("2026-02-23");
    expect(weeks[0][6]).toBe("2026-03-01");
    expect(weeks[5][6]).toBe("2026-04-05");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("February 2027 starts on a Monday and ends on a Sunday: exactly 4 rows", () => {
    const weeks = monthWeeks("2027-02-10");
    expect(weeks.map((w) => [w[0], w[6]])).toEqual([
      ["2027-02-01", "2027-02-07"],
      ["2027-02-08", "2027-02-14"],
      ["2027-02-15", "2027-02-21"],
      ["2027-02-22", "2027-02-28"],
    ]);
  });

  it("a week runs Monday to Sunday across a year's end", () => {
    expect(weekDays("2026-12-31")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weekDays("2026-11-22")[0]).toBe("2026-11-16");
  });

  it("previous and next move a month (from the 31st too) or a week", () => {
    expect(shiftView("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftView("month", "2026-01-15", -1)).toBe("2025-12-01");
    expect(shiftView("week", "2026-03-27", 1)).toBe("2026-04-03");
  });

  it("the day view is one day, its previous and next a day away across a month's end", () => {
    expect(viewRange("day", "2026-11-27", "UTC").days).toEqual(["2026-11-27"]);
    expect(shiftView("day", "2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftView("day", "2026-03-01", -1)).toBe("2026-02-28");
  });

  it("the URL names month, week or day; anything else is not a view", () => {
    expect(["month", "week", "day"].every(isCalendarView)).toBe(true);
    expect(isCalendarView("year")).toBe(false);
    expect(isCalendarView(undefined)).toBe(false);
  });
});

describe("days in the company's zone", () => {
  it("the week of Berlin's spring-forward is one hour short; its range starts at local midnight", () => {
    const { from, to, days } = viewRange("week", "2026-03-29", "Europe/Berlin");
    expect(days[0]).toBe("2026-03-23");
    expect(from.toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(to.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(hours(from, to)).toBe(7 * 24 - 1);
    expect(hours(dayStart("2026-03-29", "Europe/Berlin"), dayStart("2026-03-30", "Europe/Berlin"))).toBe(23);
  });

  it("Sydney's autumn change (April 5, 2026) makes a 25-hour day", () => {
    expect(hours(dayStart("2026-04-05", "Australia/Sydney"), dayStart("2026-04-06", "Australia/Sydney"))).toBe(25);
    expect(dayStart("2026-04-05", "Australia/Sydney").toISOString()).toBe("2026-04-04T13:00:00.000Z");
  });

  it("an instant falls on its local date: 23:30 UTC is the next day in Berlin and the same day in New York", () => {
    expect(dayKeyOf("2026-07-14T23:30:00Z", "Europe/Berlin")).toBe("2026-07-15");
    expect(dayKeyOf("2026-07-14T23:30:00Z", "America/New_York")).toBe("2026-07-14");
  });

  it("groups items per local day in time order", () => {
    const items = [
      { id: "b", scheduledAt: "2026-07-15T08:00:00Z" },
      { id: "a", scheduledAt: "2026-07-14T23:30:00Z" },
      { id: "c", scheduledAt: "2026-07-14T21:00:00Z" },
    ];
    const days = byDay(items, "Europe/Berlin");
    expect([...days.keys()]).toEqual(["2026-07-14", "2026-07-15"]);
    expect(days.get("2026-07-15")!.map((i) => i.id)).toEqual(["a", "b"]);
  });
});

describe("dragging to another day keeps the local time of day", () => {
  it("09:00 Berlin winter time moved across the spring change is 09:00 summer time (07:00Z, not 08:00Z)", () => {
    const moved = moveToDay("2026-03-27T08:00:00Z", "2026-03-30", "Europe/Berlin");
    expect(moved.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(toZonedInput(moved, "Europe/Berlin")).toBe("2026-03-30T09:00");
  });

  it("and back across Berlin's autumn change", () => {
    expect(moveToDay("2026-10-23T07:00:00Z", "2026-10-26", "Europe/Berlin").toISOString()).toBe(
      "2026-10-26T08:00:00.000Z",
    );
  });

  it("Sydney, southern hemisphere: 18:00 in April's daylight time to 18:00 standard time", () => {
    const moved = moveToDay("2026-04-03T07:00:00Z", "2026-04-07", "Australia/Sydney");
    expect(moved.toISOString()).toBe("2026-04-07T08:00:00.000Z");
    expect(toZonedInput(moved, "Australia/Sydney")).toBe("2026-04-07T18:00");
  });

  it("a time the target day skips lands just after the gap: 02:30 onto New York's spring-forward day is 03:30", () => {
    const moved = moveToDay("2026-03-06T07:30:00Z", "2026-03-08", "America/New_York");
    expect(toZonedInput(moved, "America/New_York")).toBe("2026-03-08T03:30");
  });

  it("a time the target day has twice takes the first: 01:30 onto New York's fall-back day is 01:30 EDT", () => {
    expect(moveToDay("2026-10-30T05:30:00Z", "2026-11-01", "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });
});

describe("date-time fields read on the company's clock", () => {
  it("round-trips in the zone, not the browser's", () => {
    const at = fromZonedInput("2026-10-04T14:45", "Australia/Sydney")!;
    expect(at.toISOString()).toBe("2026-10-04T03:45:00.000Z");
    expect(toZonedInput(at, "Australia/Sydney")).toBe("2026-10-04T14:45");
  });

  it("empty or impossible values are null", () => {
    expect(fromZonedInput("", "UTC")).toBeNull();
    expect(fromZonedInput("2026-02-30T10:00", "UTC")).toBeNull();
    expect(fromZonedInput("2026-02-10T25:00", "UTC")).toBeNull();
    expect(toZonedInput(null, "UTC")).toBe("");
  });
});

describe("the hour grid: times of day on the company's clock", () => {
  it("an instant's minute of the day is read in the zone: 14:45Z is 09:45 in New York, 23:45 in Tokyo", () => {
    expect(minuteOfDay("2026-11-27T14:45:00Z", "America/New_York")).toBe(9 * 60 + 45);
    expect(minuteOfDay("2026-11-27T14:45:00Z", "Asia/Tokyo")).toBe(23 * 60 + 45);
  });

  it("a slot on a day is that local time: 14:15 on Nov 27 in New York is 19:15Z", () => {
    expect(atMinuteOfDay("2026-11-27", 14 * 60 + 15, "America/New_York").toISOString()).toBe(
      "2026-11-27T19:15:00.000Z",
    );
  });

  it("a slot after a spring-forward gap keeps its local reading; one inside the gap lands after it", () => {
    expect(toZonedInput(atMinuteOfDay("2026-03-08", 9 * 60, "America/New_York"), "America/New_York")).toBe(
      "2026-03-08T09:00",
    );
    expect(toZonedInput(atMinuteOfDay("2026-03-08", 2 * 60 + 15, "America/New_York"), "America/New_York")).toBe(
      "2026-03-08T03:15",
    );
  });

  it("a pointer's minute snaps down to the quarter hour and stays within the day", () => {
    expect(snapMinute(14 * 60 + 29.9, 15)).toBe(14 * 60 + 15);
    expect(snapMinute(14 * 60 + 30, 15)).toBe(14 * 60 + 30);
    expect(snapMinute(-3, 15)).toBe(0);
    expect(snapMinute(24 * 60 + 10, 15)).toBe(23 * 60 + 45);
  });
});
