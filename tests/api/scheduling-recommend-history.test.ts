import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/analytics/range";
import { dayInZone } from "@/lib/analytics/time-zone";
import { instantFromWallClock } from "@/lib/campaigns/reschedule";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addPost } from "./analytics-fixtures";

// History is the last 90 days before now, so the posts are placed on past local days; the
// recommendations are asked for fixed days in 2031, the history's peaks carried onto them.

async function companyIn(timeZone: string): Promise<TestUser> {
  const user = await signUp();
  await adminDb().company.update({ where: { id: user.companyId }, data: { timeZone } });
  return user;
}
const recommend = (user: TestUser, body: Record<string, unknown>) =>
  api.post("/api/social-posts/scheduling/recommend", { token: user.token, body });
const settings = (user: TestUser, body: Record<string, unknown>) =>
  api.put("/api/scheduling/settings", { token: user.token, body });

/** The past local days (YYYY-MM-DD, yesterday backwards) of the zone, `count` of them. */
function pastDays(timeZone: string, count: number): string[] {
  const today = dayInZone(new Date(), timeZone).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => addDays(today, -(i + 1)));
}
const localTime = (day: string, time: string, timeZone: string) =>
  instantFromWallClock(Date.parse(`${day}T${time}:00Z`), timeZone).toISOString();
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const times = (res: { body: { slots: { time: string; source: string; timezoneOffset: string }[] } }) =>
  res.body.slots.map((s) => [s.time, s.source, s.timezoneOffset]);

describe("POST /api/social-posts/scheduling/recommend from the company's engagement history", () => {
  it("each weekday at its best local hour, a weekday without posts at the best hour overall; a network without history keeps the defaults; the posting schedule wins", async () => {
    const user = await companyIn("Europe/Berlin");
    const x = await addAccount(user.companyId, "twitter");
    // Six weeks back (across the end of summer time on 25 October): Mondays 07:00 (40 likes) and 18:00 (10),
    // Tuesdays 18:00 (50) and 09:00 (5): 24 posts.
    for (const day of pastDays("Europe/Berlin", 42)) {
      const posts =
        weekday(day) === 1
          ? [
              ["07:00", 40],
              ["18:00", 10],
            ]
          : weekday(day) === 2
            ? [
                ["18:00", 50],
                ["09:00", 5],
              ]
            : [];
      for (const [time, likes] of posts)
        await addPost(x, localTime(day, time as string, "Europe/Berlin"), {
          impressions: 1000,
          likes: likes as number,
        });
    }
    expect((await settings(user, { maxPostsPerDay: { twitter: 1 } })).status).toBe(200);
    const targets = [
      { key: "a", platforms: ["twitter"] },
      { key: "b", platforms: ["twitter"] },
      { key: "c", platforms: ["twitter"] },
      { key: "d", platforms: ["linkedin"] },
    ];
    // 3 March 2031 is a Monday, Berlin on +01:00.
    const res = await recommend(user, { targets, after: "2031-03-03T00:00:00Z" });
    expect(res.status, res.text).toBe(200);
    expect(times(res)).toEqual([
      ["2031-03-03T06:00:00.000Z", "history", "+01:00"],
      ["2031-03-04T17:00:00.000Z", "history", "+01:00"],
      ["2031-03-05T17:00:00.000Z", "history", "+01:00"],
      ["2031-03-03T07:30:00.000Z", "default", "+01:00"],
    ]);
    expect(res.body.slots[0].reason).toContain("07:00");

    expect(
      (await settings(user, { postingWindows: [{ platform: "twitter", dayOfWeek: 1, start: "12:00", end: "13:00" }] }))
        .status,
    ).toBe(200);
    const overridden = await recommend(user, {
      targets: [{ key: "a", platforms: ["twitter"] }],
      after: "2031-03-03T00:00:00Z",
    });
    expect(times(overridden)).toEqual([["2031-03-03T11:00:00.000Z", "override", "+01:00"]]);
  });

  it("19 posts in the last 90 days are too few (defaults); the 20th makes it history; older posts do not count", async () => {
    const user = await companyIn("UTC");
    const x = await addAccount(user.companyId, "twitter");
    await addPost(x, localTime(pastDays("UTC", 100)[99], "15:00", "UTC"), { likes: 500 });
    const days = pastDays("UTC", 20);
    for (const day of days.slice(0, 19)) await addPost(x, localTime(day, "15:00", "UTC"), { likes: 20 });
    const body = { targets: [{ key: "a", platforms: ["twitter"] }], after: "2031-03-03T00:00:00Z" };
    expect(times(await recommend(user, body))).toEqual([["2031-03-03T09:00:00.000Z", "default", "+00:00"]]);
    await addPost(x, localTime(days[19], "15:00", "UTC"), { likes: 20 });
    expect(times(await recommend(user, body))).toEqual([["2031-03-03T15:00:00.000Z", "history", "+00:00"]]);
  });

  it("DST, south (Sydney): history at 07:00 local on both sides of October's change stays 07:00, and the recommendations keep it across April's change", async () => {
    const user = await companyIn("Australia/Sydney");
    const x = await addAccount(user.companyId, "twitter");
    // Every third day for 66 days back (summer time began on 4 October 2026): 07:00 (30 likes) and 13:00 (5).
    for (const day of pastDays("Australia/Sydney", 66).filter((_, i) => i % 3 === 0)) {
      await addPost(x, localTime(day, "07:00", "Australia/Sydney"), { likes: 30 });
      await addPost(x, localTime(day, "13:00", "Australia/Sydney"), { likes: 5 });
    }
    await settings(user, { maxPostsPerDay: { twitter: 1 } });
    // Friday 4 April 2031 11:00 local; summer time ends Sunday 6 April at 03:00.
    const res = await recommend(user, {
      targets: ["a", "b", "c"].map((key) => ({ key, platforms: ["twitter"] })),
      after: "2031-04-04T00:00:00Z",
    });
    expect(times(res)).toEqual([
      ["2031-04-04T20:00:00.000Z", "history", "+11:00"],
      ["2031-04-05T21:00:00.000Z", "history", "+10:00"],
      ["2031-04-06T21:00:00.000Z", "history", "+10:00"],
    ]);
  });
});
