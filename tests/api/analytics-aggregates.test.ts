import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addDay, addPost } from "./analytics-fixtures";

/**
 * One company (UTC) with hand-made numbers; every expectation below is computed by hand.
 * Range 2026-03-01..2026-03-10 (10 days); the previous period is 2026-02-19..2026-02-28.
 * Followers: X 100 (02-25), 120 (03-05), 130 (03-10); Bluesky 50 (02-27), 60 (03-03).
 * Posts: P1 X Mon 03-02 10:00, 1000 impressions, 50/10/5/0 likes/comments/shares/saves, 20 clicks (engagement 65);
 * P2 Bluesky Mon 03-09 18:30, no impressions, 30/3/2 (35), no clicks; P3 X 02-20 (previous period):
 * 500 impressions, 20/5/0/0 (25), 10 clicks; P4 X 03-11 (after the range).
 */
let owner: TestUser;
let p1: string;
let p2: string;
const RANGE = { startDate: "2026-03-01", endDate: "2026-03-10" };

beforeAll(async () => {
  owner = await signUp({ timeZone: "UTC" });
  const x = await addAccount(owner.companyId, "twitter");
  const bsky = await addAccount(owner.companyId, "bluesky");
  await addDay(x, "2026-02-25", 100);
  await addDay(x, "2026-03-05", 120);
  await addDay(x, "2026-03-10", 130);
  await addDay(bsky, "2026-02-27", 50);
  await addDay(bsky, "2026-03-03", 60);
  p1 = await addPost(x, "2026-03-02T10:00:00Z", {
    impressions: 1000,
    likes: 50,
    comments: 10,
    shares: 5,
    saves: 0,
    clicks: 20,
  });
  p2 = await addPost(bsky, "2026-03-09T18:30:00Z", { likes: 30, comments: 3, shares: 2 });
  await addPost(x, "2026-02-20T10:00:00Z", {
    impressions: 500,
    likes: 20,
    comments: 5,
    shares: 0,
    saves: 0,
    clicks: 10,
  });
  await addPost(x, "2026-03-11T00:00:00Z", { impressions: 9999, likes: 999 });
});

const get = (path: string, query: Record<string, string | number> = {}, user = owner) =>
  api.get(path, {
    token: user.token,
    query: Object.fromEntries(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)])),
  });

describe("GET /api/analytics/overview", () => {
  it("sums the range and compares with the previous period of the same length", async () => {
    const res = await get("/api/analytics/overview");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      followers: 190,
      followersChange: 26.67,
      impressions: 1000,
      impressionsChange: 100,
      engagement: 100,
      engagementChange: 300,
      engagementRate: 6.5,
      clicks: 20,
      clicksChange: 100,
      clickThroughRate: 2,
      posts: 2,
      period: { startDate: "2026-03-01", endDate: "2026-03-10" },
      previousPeriod: { startDate: "2026-02-19", endDate: "2026-02-28" },
      previous: {
        followers: 150,
        impressions: 500,
        engagement: 25,
        clicks: 10,
        engagementRate: 5,
        clickThroughRate: 2,
      },
    });
  });

  it("one platform; a change from nothing is null, a rate without impressions n/a (null)", async () => {
    const res = await get("/api/analytics/overview", { platform: "BLUESKY" });
    expect(res.body).toMatchObject({
      followers: 60,
      followersChange: 20,
      impressions: 0,
      impressionsChange: null,
      engagement: 35,
      engagementChange: null,
      engagementRate: null,
      clicks: 0,
      clickThroughRate: null,
      posts: 1,
    });
  });

  it("another company sees none of it", async () => {
    const other = await signUp({ timeZone: "UTC" });
    const res = await get("/api/analytics/overview", {}, other);
    expect(res.body).toMatchObject({
      followers: 0,
      impressions: 0,
      engagement: 0,
      clicks: 0,
      posts: 0,
      followersChange: null,
    });
  });
});

describe("GET /api/analytics/growth", () => {
  it("sums each account's latest follower count per day, carrying the last known one", async () => {
    const res = await get("/api/analytics/growth", { endDate: "2026-03-05" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      data: [
        { date: "2026-03-01", followers: 150 },
        { date: "2026-03-02", followers: 150 },
        { date: "2026-03-03", followers: 160 },
        { date: "2026-03-04", followers: 160 },
        { date: "2026-03-05", followers: 180 },
      ],
      totalChange: 30,
      percentChange: 20,
    });
  });
});

describe("GET /api/analytics/engagement", () => {
  it("breaks engagement down by kind and by network", async () => {
    const res = await get("/api/analytics/engagement");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      total: 100,
      breakdown: { likes: 80, comments: 13, shares: 7, saves: 0 },
      byPlatform: { bluesky: 35, twitter: 65 },
      engagementRate: 6.5,
    });
  });
});

describe("GET /api/analytics/top-posts", () => {
  it("orders by engagement by default, by impressions when asked, honours limit", async () => {
    const byEngagement = await get("/api/analytics/top-posts");
    expect(byEngagement.status, byEngagement.text).toBe(200);
    expect(byEngagement.body.map((p: { id: string }) => p.id)).toEqual([p1, p2]);
    expect(byEngagement.body[0]).toMatchObject({
      platform: "twitter",
      impressions: 1000,
      engagement: 65,
      engagementRate: 6.5,
      clicks: 20,
      clickThroughRate: 2,
      publishedAt: "2026-03-02T10:00:00.000Z",
    });
    // Bluesky reports no impressions: its rates are n/a, not 0 %.
    expect(byEngagement.body[1]).toMatchObject({
      platform: "bluesky",
      impressions: 0,
      engagement: 35,
      engagementRate: null,
      clickThroughRate: null,
    });
    const limited = await get("/api/analytics/top-posts", { metric: "impressions", limit: 1 });
    expect(limited.body.map((p: { id: string }) => p.id)).toEqual([p1]);
  });

  it("refuses an unknown metric and a limit out of range", async () => {
    expect((await get("/api/analytics/top-posts", { metric: "likes" })).status).toBe(400);
    expect((await get("/api/analytics/top-posts", { limit: 0 })).status).toBe(400);
    expect((await get("/api/analytics/top-posts", { limit: 51 })).status).toBe(400);
  });
});

describe("GET /api/analytics/best-times", () => {
  it("averages engagement per post by local day and hour, and recommends the best slots", async () => {
    const res = await get("/api/analytics/best-times");
    expect(res.status, res.text).toBe(200);
    const expected: Record<string, number[]> = Object.fromEntries(
      Array.from({ length: 7 }, (_, d) => [String(d), Array(24).fill(0)]),
    );
    expected["1"][10] = 65;
    expected["1"][18] = 35;
    expect(res.body.heatmap).toEqual(expected);
    expect(res.body.recommendations).toEqual([
      { day: 1, hour: 10, score: 100, posts: 1 },
      { day: 1, hour: 18, score: 54, posts: 1 },
    ]);
  });

  it("uses the company's time zone across the daylight saving change", async () => {
    // New York: EST (UTC-5) until 2026-03-08 02:00, EDT (UTC-4) after.
    const ny = await signUp({ timeZone: "America/New_York" });
    const x = await addAccount(ny.companyId, "twitter");
    await addPost(x, "2026-03-01T03:00:00Z", { likes: 1 }); // Sat 02-28 22:00 local: before the range
    await addPost(x, "2026-03-06T14:00:00Z", { likes: 10 }); // Fri 09:00 EST
    await addPost(x, "2026-03-08T06:30:00Z", { likes: 20 }); // Sun 01:30 EST, just before the change
    await addPost(x, "2026-03-09T13:00:00Z", { likes: 30 }); // Mon 09:00 EDT
    await addPost(x, "2026-03-11T03:30:00Z", { likes: 40 }); // Tue 03-10 23:30 EDT: last day of the range
    const res = await get("/api/analytics/best-times", {}, ny);
    expect(res.status, res.text).toBe(200);
    const cells = Object.entries(res.body.heatmap as Record<string, number[]>).flatMap(([day, hours]) =>
      hours.flatMap((v, hour) => (v ? [[Number(day), hour, v]] : [])),
    );
    expect(cells).toEqual([
      [0, 1, 20],
      [1, 9, 30],
      [2, 23, 40],
      [5, 9, 10],
    ]);
    expect(res.body.timeZone).toBe("America/New_York");
  });
});

describe("range validation", () => {
  it("refuses bad dates, an end before the start and too long a range with 400", async () => {
    for (const query of [
      { startDate: "2026-02-30" },
      { startDate: "March" },
      { startDate: "2026-03-10", endDate: "2026-03-01" },
      { startDate: "2020-01-01", endDate: "2026-03-01" },
      { platform: "myspace" },
    ]) {
      const res = await api.get("/api/analytics/overview", { token: owner.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.details).toBeTruthy();
    }
  });

  it("defaults to the 30 days ending today", async () => {
    const res = await api.get("/api/analytics/overview", { token: owner.token });
    expect(res.status).toBe(200);
    const { startDate, endDate } = res.body.period;
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(29);
    expect(endDate).toBe(new Date().toISOString().slice(0, 10));
  });
});
