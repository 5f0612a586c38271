import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

async function companyIn(timeZone: string): Promise<TestUser> {
  const user = await signUp();
  await adminDb().company.update({ where: { id: user.companyId }, data: { timeZone } });
  return user;
}
const recommend = (user: TestUser, body: Record<string, unknown>) =>
  api.post("/api/social-posts/scheduling/recommend", { token: user.token, body });
const settings = (user: TestUser, body: Record<string, unknown>) =>
  api.put("/api/scheduling/settings", { token: user.token, body });

describe("POST /api/social-posts/scheduling/recommend", () => {
  it("defaults: a single-platform target is shared, at the network's documented peak in the company's zone", async () => {
    const user = await companyIn("Europe/Berlin");
    const res = await recommend(user, {
      targets: [{ key: "a", platforms: ["linkedin"] }],
      after: "2031-03-03T00:00:00Z",
      strategy: "split",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.slots).toEqual([
      {
        key: "a",
        time: "2031-03-03T07:30:00.000Z",
        reason: expect.stringContaining("LinkedIn"),
        source: "default",
        timezone: "Europe/Berlin",
        timezoneOffset: "+01:00",
      },
    ]);
  });

  it("split: each platform its own window, top-level time the earliest; shared: one time", async () => {
    const user = await companyIn("Europe/Berlin");
    const split = await recommend(user, {
      targets: [{ key: "t", platforms: ["twitter", "mastodon"] }],
      after: "2031-03-03T00:00:00Z",
      strategy: "split",
    });
    const slot = split.body.slots[0];
    expect(slot.time).toBe("2031-03-03T08:00:00.000Z");
    expect(slot.platformSlots).toEqual([
      {
        platform: "twitter",
        time: "2031-03-03T08:00:00.000Z",
        reason: expect.any(String),
        source: "default",
        timezoneOffset: "+01:00",
      },
      {
        platform: "mastodon",
        time: "2031-03-03T10:00:00.000Z",
        reason: expect.any(String),
        source: "default",
        timezoneOffset: "+01:00",
      },
    ]);
    const shared = await recommend(user, {
      targets: [{ key: "t", platforms: ["twitter", "mastodon"] }],
      after: "2031-03-03T00:00:00Z",
    });
    expect(shared.body.slots[0]).not.toHaveProperty("platformSlots");
  });

  it("a split landing on one instant collapses to a shared slot with a sharedWindowNote; the company's windows are the source (override)", async () => {
    const user = await companyIn("UTC");
    const windows = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, start: "14:00", end: "16:00" }));
    expect((await settings(user, { postingWindows: windows })).status).toBe(200);
    const res = await recommend(user, {
      targets: [{ key: "x", platforms: ["twitter", "bluesky"] }],
      after: "2031-03-03T00:00:00Z",
      strategy: "split",
    });
    expect(res.body.slots[0]).toMatchObject({
      time: "2031-03-03T14:00:00.000Z",
      source: "override",
      sharedWindowNote: expect.any(String),
    });
    expect(res.body.slots[0]).not.toHaveProperty("platformSlots");
  });

  it("DST, north (Berlin, 30 March 2031): a split across the change carries +01:00 and +02:00", async () => {
    const user = await companyIn("Europe/Berlin");
    await settings(user, {
      postingWindows: [
        { platform: "twitter", dayOfWeek: 6, start: "18:00", end: "19:00" },
        { platform: "mastodon", dayOfWeek: 0, start: "10:00", end: "11:00" },
      ],
    });
    const res = await recommend(user, {
      targets: [{ key: "d", platforms: ["twitter", "mastodon"] }],
      after: "2031-03-29T00:00:00Z",
      strategy: "split",
    });
    expect(res.body.slots[0].platformSlots).toEqual([
      expect.objectContaining({ platform: "twitter", time: "2031-03-29T17:00:00.000Z", timezoneOffset: "+01:00" }),
      expect.objectContaining({ platform: "mastodon", time: "2031-03-30T08:00:00.000Z", timezoneOffset: "+02:00" }),
    ]);
  });

  it("DST, north in autumn (Berlin, 26 October 2031): 08:30 LinkedIn is 06:30Z before and 07:30Z after", async () => {
    const user = await companyIn("Europe/Berlin");
    // One LinkedIn post a day: the second target goes to the next weekday, Monday after the change.
    await settings(user, { maxPostsPerDay: { linkedin: 1 } });
    const res = await recommend(user, {
      targets: [
        { key: "a", platforms: ["linkedin"] },
        { key: "b", platforms: ["linkedin"] },
      ],
      after: "2031-10-24T00:00:00Z",
    });
    expect(res.body.slots.map((s: { time: string; timezoneOffset: string }) => [s.time, s.timezoneOffset])).toEqual([
      ["2031-10-24T06:30:00.000Z", "+02:00"],
      ["2031-10-27T07:30:00.000Z", "+01:00"],
    ]);
  });

  it("DST, south (Sydney, 6 April 2031): +11:00 before, +10:00 after", async () => {
    const user = await companyIn("Australia/Sydney");
    await settings(user, {
      postingWindows: [
        { platform: "twitter", dayOfWeek: 6, start: "18:00", end: "19:00" },
        { platform: "mastodon", dayOfWeek: 1, start: "09:00", end: "10:00" },
      ],
    });
    const res = await recommend(user, {
      targets: [{ key: "s", platforms: ["twitter", "mastodon"] }],
      after: "2031-04-04T00:00:00Z",
      strategy: "split",
    });
    expect(res.body.slots[0].platformSlots).toEqual([
      expect.objectContaining({ platform: "twitter", time: "2031-04-05T07:00:00.000Z", timezoneOffset: "+11:00" }),
      expect.objectContaining({ platform: "mastodon", time: "2031-04-06T23:00:00.000Z", timezoneOffset: "+10:00" }),
    ]);
  });

  it("daily limits and blackout windows are honoured", async () => {
    const user = await companyIn("UTC");
    await settings(user, {
      maxPostsPerDay: { bluesky: 1 },
      blackouts: [{ startsAt: "2031-03-03T00:00:00Z", endsAt: "2031-03-04T00:00:00Z", reason: "Launch freeze" }],
    });
    const res = await recommend(user, {
      targets: [
        { key: "1", platforms: ["bluesky"] },
        { key: "2", platforms: ["bluesky"] },
      ],
      after: "2031-03-03T00:00:00Z",
    });
    expect(res.body.slots.map((s: { time: string }) => s.time)).toEqual([
      "2031-03-04T10:00:00.000Z",
      "2031-03-05T10:00:00.000Z",
    ]);
  });
});

describe("/api/scheduling/settings", () => {
  it("stores and answers the schedule; a window ending before it starts or an unknown platform is a 400, nothing changed", async () => {
    const user = await companyIn("Europe/Paris");
    const empty = await api.get("/api/scheduling/settings", { token: user.token });
    expect(empty.body).toEqual({ postingWindows: [], maxPostsPerDay: {}, blackouts: [], timeZone: "Europe/Paris" });
    const body = {
      postingWindows: [{ dayOfWeek: 2, start: "09:00", end: "11:00" }],
      maxPostsPerDay: { twitter: 3 },
      blackouts: [{ startsAt: "2031-12-24T00:00:00Z", endsAt: "2031-12-27T00:00:00Z", reason: "Holidays" }],
    };
    expect((await settings(user, body)).status).toBe(200);
    expect((await settings(user, { postingWindows: [{ dayOfWeek: 2, start: "11:00", end: "09:00" }] })).status).toBe(
      400,
    );
    expect((await settings(user, { maxPostsPerDay: { myspace: 2 } })).status).toBe(400);
    const stored = await api.get("/api/scheduling/settings", { token: user.token });
    expect(stored.body).toEqual({
      ...body,
      blackouts: [{ startsAt: "2031-12-24T00:00:00.000Z", endsAt: "2031-12-27T00:00:00.000Z", reason: "Holidays" }],
      timeZone: "Europe/Paris",
    });
  });
});
