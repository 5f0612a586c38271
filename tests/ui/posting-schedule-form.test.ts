import { describe, expect, it } from "vitest";
import {
  blackoutRow,
  formErrors,
  startOfDay,
  toBody,
  toForm,
} from "@/components/settings/posting-schedule/schedule-form";
import { SchedulingSettingsBody } from "@/lib/scheduling/contracts";

const stored = {
  timeZone: "America/New_York",
  postingWindows: [
    { dayOfWeek: 0, start: "10:00", end: "12:00" },
    { dayOfWeek: 1, start: "13:00", end: "15:00", platform: "linkedin" },
    { dayOfWeek: 1, start: "08:00", end: "09:30" },
  ],
  maxPostsPerDay: { twitter: 5 },
  // 24-26 Dec 2031, whole days in New York (UTC-5).
  blackouts: [{ startsAt: "2031-12-24T05:00:00.000Z", endsAt: "2031-12-27T05:00:00.000Z", reason: "Holidays" }],
};

describe("posting schedule form <-> PUT /api/scheduling/settings", () => {
  it("round-trips what is stored: windows Monday first, limits as text, blackouts as inclusive days", () => {
    const form = toForm(stored);
    expect(form.windows.map((w) => [w.dayOfWeek, w.start, w.platform])).toEqual([
      [1, "08:00", ""],
      [1, "13:00", "linkedin"],
      [0, "10:00", ""],
    ]);
    expect(form.limits.twitter).toBe("5");
    expect(form.limits.linkedin).toBe("");
    expect(form.blackouts.map((b) => [b.from, b.to, b.reason, b.exact])).toEqual([
      ["2031-12-24", "2031-12-26", "Holidays", undefined],
    ]);

    const { body, errors } = toBody(form, stored.timeZone);
    expect(errors).toEqual({});
    expect(body).toEqual({
      postingWindows: [
        { dayOfWeek: 1, start: "08:00", end: "09:30" },
        { platform: "linkedin", dayOfWeek: 1, start: "13:00", end: "15:00" },
        { dayOfWeek: 0, start: "10:00", end: "12:00" },
      ],
      maxPostsPerDay: { twitter: 5 },
      blackouts: stored.blackouts,
    });
    // What the form sends is what the route accepts.
    expect(SchedulingSettingsBody.safeParse(body).success).toBe(true);
  });

  it("a blackout's days are midnights on the company's clocks, across a DST change (Sydney, April)", () => {
    expect(startOfDay("2031-04-05", "Australia/Sydney")?.toISOString()).toBe("2031-04-04T13:00:00.000Z"); // +11
    const form = { ...toForm({ ...stored, timeZone: "Australia/Sydney", blackouts: [] }) };
    form.blackouts = [{ key: "b", from: "2031-04-05", to: "2031-04-06", reason: " Easter " }];
    // DST ends on 6 April: the day after the last is midnight at +10.
    expect(toBody(form, "Australia/Sydney").body.blackouts).toEqual([
      { startsAt: "2031-04-04T13:00:00.000Z", endsAt: "2031-04-06T14:00:00.000Z", reason: "Easter" },
    ]);
  });

  it("a blackout stored with times of day keeps them until its days are changed", () => {
    const b = { startsAt: "2031-12-24T19:00:00.000Z", endsAt: "2031-12-25T14:00:00.000Z", reason: "" };
    const row = blackoutRow(b, "America/New_York");
    expect([row.from, row.to]).toEqual(["2031-12-24", "2031-12-25"]);
    expect(row.exact).toEqual({ startsAt: b.startsAt, endsAt: b.endsAt });
    const form = { ...toForm(stored), blackouts: [row] };
    expect(toBody(form, "America/New_York").body.blackouts).toEqual([b]);
  });

  it("finds missing times, missing days, a last day before the first and an unreadable limit before sending", () => {
    const form = toForm({ ...stored, blackouts: [] });
    form.windows[0] = { ...form.windows[0], end: "" };
    form.blackouts = [
      { key: "b1", from: "", to: "2031-01-02", reason: "" },
      { key: "b2", from: "2031-01-05", to: "2031-01-04", reason: "" },
    ];
    form.limits.bluesky = "e";
    expect(toBody(form, "UTC").errors).toEqual({
      [`windows.${form.windows[0].key}.end`]: "Pick an end time",
      "blackouts.b1.from": "Pick the first day",
      "blackouts.b2.to": "The last day can't be before the first",
      "limits.bluesky": "Enter a number of posts, or leave it empty for no limit",
    });
  });

  it("maps the API's details by index onto the rows they came from", () => {
    const form = toForm(stored);
    const errors = formErrors(
      {
        "postingWindows.2.end": "must be after start",
        "maxPostsPerDay.twitter": "must be at least 1",
        "blackouts.0.endsAt": "must be after startsAt",
        "blackouts.0.reason": "must be at most 300 characters",
      },
      form,
    );
    expect(errors).toEqual({
      [`windows.${form.windows[2].key}.end`]: "Must be after the start",
      "limits.twitter": "must be at least 1",
      [`blackouts.${form.blackouts[0].key}.to`]: "The last day can't be before the first",
      [`blackouts.${form.blackouts[0].key}.reason`]: "must be at most 300 characters",
    });
  });
});
