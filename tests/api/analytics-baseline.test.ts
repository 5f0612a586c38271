import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addDay, addPost } from "./analytics-fixtures";

/**
 * An account's first measurement is its baseline, not growth (lib/analytics/formulas.ts), through the
 * analytics and reports routes. Range 2026-03-01..10, previous period 2026-02-19..28 (UTC).
 * Company "two": X measured before the range, 100 (02-25) then 120 (03-05); LinkedIn connected
 * during it, first synced 03-04 with 451 followers, then 460 (03-08). Growth: 20 + 9 = 29, not 480.
 * Company "first": its only account's first sync, 451 on 03-05: no growth at all.
 */
const RANGE = { startDate: "2026-03-01", endDate: "2026-03-10" };
let two: TestUser;
let first: TestUser;

beforeAll(async () => {
  two = await signUp({ timeZone: "UTC" });
  const x = await addAccount(two.companyId, "twitter");
  const linkedin = await addAccount(two.companyId, "linkedin");
  await addDay(x, "2026-02-25", 100);
  await addDay(x, "2026-03-05", 120);
  await addDay(linkedin, "2026-03-04", 451);
  await addDay(linkedin, "2026-03-08", 460);
  // A network counting more clicks than impressions: no click-through rate can be told.
  await addPost(linkedin, "2026-03-06T09:00:00Z", { impressions: 10, likes: 2, clicks: 30 });

  first = await signUp({ timeZone: "UTC" });
  await addDay(await addAccount(first.companyId, "bluesky"), "2026-03-05", 451);
});

const get = (user: TestUser, path: string, query: Record<string, string> = {}) =>
  api.get(path, { token: user.token, query: { ...RANGE, ...query } });

describe("the first measurement of an account is its baseline", () => {
  it("growth: the day before an account's first sync carries that first count, so only later changes are growth", async () => {
    const res = await get(two, "/api/analytics/growth");
    expect(res.status, res.text).toBe(200);
    const byDay = Object.fromEntries(
      res.body.data.map((d: { date: string; followers: number }) => [d.date, d.followers]),
    );
    expect(byDay).toMatchObject({
      "2026-03-01": 551,
      "2026-03-04": 551,
      "2026-03-05": 571,
      "2026-03-08": 580,
      "2026-03-10": 580,
    });
    expect(res.body.totalChange).toBe(29);
    expect(res.body.percentChange).toBe(5.26);
  });

  it("an account's very first sync is no growth: the chart starts at its count, not at 0", async () => {
    const res = await get(first, "/api/analytics/growth");
    expect(new Set(res.body.data.map((d: { followers: number }) => d.followers))).toEqual(new Set([451]));
    expect(res.body).toMatchObject({ totalChange: 0, percentChange: 0 });
    const overview = await get(first, "/api/analytics/overview");
    expect(overview.body).toMatchObject({ followers: 451, followersChange: 0, previous: { followers: 451 } });
  });

  it("overview: the previous period counts the new account at its baseline, and the figures add up", async () => {
    const res = await get(two, "/api/analytics/overview");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ followers: 580, followersChange: 5.26, previous: { followers: 551 } });
    // 2 engagement on 10 impressions; 30 clicks on 10 impressions is no rate (never 300 %).
    expect(res.body).toMatchObject({
      impressions: 10,
      engagement: 2,
      engagementRate: 20,
      clicks: 30,
      clickThroughRate: null,
    });
  });

  it("a report says the same: followers, the previous period and the daily figures", async () => {
    const res = await get(two, "/api/reports/export", { type: "audience", format: "csv", metrics: "followers" });
    expect(res.status, res.text).toBe(200);
    const lines = res.text.replace(/^\ufeff/, "").split("\r\n");
    expect(lines).toContain("Followers,580,551,5.26");
    expect(lines).toContain("2026-03-01,551");
    expect(lines).toContain("2026-03-04,551");
    expect(lines).toContain("2026-03-08,580");
  });
});
