import { describe, expect, it } from "vitest";
import {
  instantFromWallClock,
  outcomeForScheduledPost,
  pausedWallDuration,
  resumedEndDate,
  wallClockMs,
  type ResumeClock,
} from "./reschedule";

const at = (iso: string) => new Date(iso);
const rescheduled = (strategy: "shift_weekday" | "shift_calendar", post: string, clock: ResumeClock) => {
  const outcome = outcomeForScheduledPost(strategy, at(post), clock);
  if (outcome.action !== "reschedule") throw new Error(`expected a reschedule, got ${outcome.action}`);
  return outcome.scheduledAt.toISOString();
};

describe("wall clock conversion", () => {
  it("reads local time in a zone", () => {
    expect(new Date(wallClockMs(at("2026-01-15T09:00:00.250Z"), "Europe/Berlin")).toISOString()).toBe(
      "2026-01-15T10:00:00.250Z",
    );
    expect(new Date(wallClockMs(at("2026-07-15T09:00:00Z"), "America/New_York")).toISOString()).toBe(
      "2026-07-15T05:00:00.000Z",
    );
  });

  it("moves a reading skipped by spring-forward to just after the gap", () => {
    // 2026-03-08 02:30 does not exist in New York: clocks jump from 02:00 EST to 03:00 EDT.
    expect(instantFromWallClock(Date.UTC(2026, 2, 8, 2, 30), "America/New_York").toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
  });

  it("takes the earlier instant for a reading that occurs twice at fall-back", () => {
    // 2026-11-01 01:30 happens first in EDT (05:30Z), then in EST (06:30Z).
    expect(instantFromWallClock(Date.UTC(2026, 10, 1, 1, 30), "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });
});

describe("shift_weekday", () => {
  // Berlin, winter time (UTC+1). Paused Wednesday 28 January, resumed Tuesday 3 February: 6 days.
  const clock = {
    pausedAt: at("2026-01-28T08:00:00Z"),
    resumedAt: at("2026-02-03T08:00:00Z"),
    timeZone: "Europe/Berlin",
  };

  it("rounds the pause up to a whole week across a month end, keeping weekday and local time", () => {
    // Friday 30 January 10:00 local → Friday 6 February 10:00 local.
    expect(rescheduled("shift_weekday", "2026-01-30T09:00:00Z", clock)).toBe("2026-02-06T09:00:00.000Z");
    expect(at("2026-02-06T09:00:00Z").getUTCDay()).toBe(at("2026-01-30T09:00:00Z").getUTCDay());
  });

  it("keeps 10:00 local across the New York spring DST change (8 March 2026)", () => {
    const ny = {
      pausedAt: at("2026-03-02T15:00:00Z"),
      resumedAt: at("2026-03-05T21:00:00Z"),
      timeZone: "America/New_York",
    };
    // Friday 6 March 10:00 EST (15:00Z) → Friday 13 March 10:00 EDT (14:00Z).
    expect(rescheduled("shift_weekday", "2026-03-06T15:00:00Z", ny)).toBe("2026-03-13T14:00:00.000Z");
  });

  it("a pause of exactly two weeks shifts by two weeks, not three", () => {
    const twoWeeks = { pausedAt: at("2026-05-01T10:00:00Z"), resumedAt: at("2026-05-15T10:00:00Z"), timeZone: "UTC" };
    expect(rescheduled("shift_weekday", "2026-05-20T12:00:00Z", twoWeeks)).toBe("2026-06-03T12:00:00.000Z");
  });
});

describe("shift_calendar", () => {
  it("moves by the paused duration across a month end", () => {
    const clock = {
      pausedAt: at("2026-01-28T08:00:00Z"),
      resumedAt: at("2026-02-03T08:00:00Z"),
      timeZone: "Europe/Berlin",
    };
    expect(rescheduled("shift_calendar", "2026-01-30T09:00:00Z", clock)).toBe("2026-02-05T09:00:00.000Z");
  });

  it("adds whole local days plus the remainder", () => {
    // Paused 3 days 6 hours (UTC): 10:00 → 16:00 three days later.
    const clock = { pausedAt: at("2026-04-01T04:00:00Z"), resumedAt: at("2026-04-04T10:00:00Z"), timeZone: "UTC" };
    expect(rescheduled("shift_calendar", "2026-04-05T10:00:00Z", clock)).toBe("2026-04-08T16:00:00.000Z");
  });

  it("keeps 10:00 local when the shift crosses the New York spring DST change", () => {
    const clock = {
      pausedAt: at("2026-03-02T15:00:00Z"),
      resumedAt: at("2026-03-05T15:00:00Z"),
      timeZone: "America/New_York",
    };
    // Friday 6 March 10:00 EST (15:00Z) + 3 days → Monday 9 March 10:00 EDT (14:00Z).
    expect(rescheduled("shift_calendar", "2026-03-06T15:00:00Z", clock)).toBe("2026-03-09T14:00:00.000Z");
  });

  it("keeps 10:00 local when the pause itself spans the Berlin autumn DST change (25 October 2026)", () => {
    // Paused Friday 23 October 10:00 CEST, resumed Tuesday 27 October 10:00 CET: 4 local days (4 d 1 h absolute).
    const clock = {
      pausedAt: at("2026-10-23T08:00:00Z"),
      resumedAt: at("2026-10-27T09:00:00Z"),
      timeZone: "Europe/Berlin",
    };
    expect(pausedWallDuration(clock.pausedAt, clock.resumedAt, clock.timeZone)).toBe(4 * 86_400_000);
    // Saturday 24 October 10:00 CEST (08:00Z) → Wednesday 28 October 10:00 CET (09:00Z).
    expect(rescheduled("shift_calendar", "2026-10-24T08:00:00Z", clock)).toBe("2026-10-28T09:00:00.000Z");
    // Wednesday 28 October 10:00 CET → Sunday 1 November 10:00 CET.
    expect(rescheduled("shift_calendar", "2026-10-28T09:00:00Z", clock)).toBe("2026-11-01T09:00:00.000Z");
  });
});

describe("keep_original and cancel", () => {
  const clock = { pausedAt: at("2026-06-01T10:00:00Z"), resumedAt: at("2026-06-10T10:00:00Z"), timeZone: "UTC" };

  it("keep_original leaves future posts and sends posts that fell due while paused back to draft", () => {
    expect(outcomeForScheduledPost("keep_original", at("2026-06-11T10:00:00Z"), clock)).toEqual({ action: "keep" });
    expect(outcomeForScheduledPost("keep_original", at("2026-06-05T10:00:00Z"), clock)).toEqual({
      action: "unschedule",
    });
  });

  it("cancel cancels every remaining scheduled post", () => {
    expect(outcomeForScheduledPost("cancel", at("2026-06-11T10:00:00Z"), clock)).toEqual({ action: "cancel" });
  });
});

describe("end date", () => {
  const clock = {
    pausedAt: at("2026-03-02T15:00:00Z"),
    resumedAt: at("2026-03-05T15:00:00Z"),
    timeZone: "America/New_York",
  };
  const endsAt = at("2026-03-07T23:00:00Z"); // Saturday 7 March 18:00 EST

  it("extend moves it by the paused duration on the local calendar", () => {
    expect(resumedEndDate(endsAt, "extend", clock)?.toISOString()).toBe("2026-03-10T22:00:00.000Z"); // 18:00 EDT
  });

  it("set uses the new end date, keep leaves it, and no end date stays none", () => {
    expect(resumedEndDate(endsAt, "set", clock, at("2026-04-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-04-01T00:00:00.000Z",
    );
    expect(resumedEndDate(endsAt, "keep", clock)).toBe(endsAt);
    expect(resumedEndDate(null, "extend", clock)).toBeNull();
  });
});
