import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

let owner: TestUser;
beforeAll(async () => {
  await socialFakes();
  owner = await signUp();
  await connectAccount(owner, "bluesky");
  await connectAccount(owner, "mastodon");
});

const counts = async (companyId: string) => ({
  posts: await adminDb().socialPost.count({ where: { companyId } }),
  occurrences: await adminDb().postOccurrence.count({ where: { companyId } }),
  outbox: await adminDb().outbox.count({ where: { companyId, event: "scheduling/occurrence.due" } }),
});

describe("POST /api/social-posts/scheduled", () => {
  it("one shared time: a new post, one occurrence per platform, one outbox row each, no splitGroupId or occurrences in the answer", async () => {
    const at = inHours(2);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: unique("shared"), platforms: ["bluesky", "mastodon"], scheduledAt: at },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      success: true,
      occurrenceId: expect.any(String),
      scheduledAt: at,
      results: expect.arrayContaining([
        { platform: "bluesky", success: true },
        { platform: "mastodon", success: true },
      ]),
    });
    const rows = await adminDb().postOccurrence.findMany({
      where: { companyId: owner.companyId, scheduledAt: new Date(at) },
    });
    expect(rows.map((r) => r.platform).sort()).toEqual(["bluesky", "mastodon"]);
    expect(
      rows.every((r) => r.status === "SCHEDULED" && r.splitGroupId === null && r.sourcePostId === rows[0].sourcePostId),
    ).toBe(true);
    const due = await adminDb().outbox.findMany({
      where: { companyId: owner.companyId, event: "scheduling/occurrence.due" },
    });
    for (const r of rows)
      expect(due.find((o) => (o.payload as { occurrenceId: string }).occurrenceId === r.id)?.dueAt.toISOString()).toBe(
        at,
      );
    const post = await api.get(`/api/social-posts/${rows[0].sourcePostId}`, { token: owner.token });
    expect(post.body.status).toBe("SCHEDULED");
  });

  it("a split: one occurrence per platform at its own time sharing a splitGroupId; the earliest member leads the answer", async () => {
    const early = inHours(3);
    const late = inHours(30);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: {
        content: unique("split"),
        platforms: ["bluesky", "mastodon"],
        platformSchedules: [
          { platform: "mastodon", scheduledAt: late },
          { platform: "bluesky", scheduledAt: early },
        ],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.scheduledAt).toBe(early);
    expect(res.body.splitGroupId).toEqual(expect.any(String));
    expect(res.body.occurrences).toHaveLength(2);
    const bluesky = res.body.occurrences.find((o: { platform: string }) => o.platform === "bluesky");
    expect(res.body.occurrenceId).toBe(bluesky.occurrenceId);
    const rows = await adminDb().postOccurrence.findMany({ where: { splitGroupId: res.body.splitGroupId } });
    expect(rows.map((r) => [r.platform, r.scheduledAt.toISOString()]).sort()).toEqual([
      ["bluesky", early],
      ["mastodon", late],
    ]);
  });

  it("schedules an existing post by sourcePostId with its own text and platforms", async () => {
    const created = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: unique("draft"), platforms: ["bluesky"] },
    });
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { sourcePostId: created.body.id, scheduledAt: inHours(1) },
    });
    expect(res.status, res.text).toBe(201);
    const row = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: res.body.occurrenceId } });
    expect(row).toMatchObject({ sourcePostId: created.body.id, platform: "bluesky", content: created.body.content });
  });

  it.each([
    ["neither time", { platforms: ["bluesky"] }, "scheduledAt"],
    [
      "both times",
      {
        platforms: ["bluesky"],
        scheduledAt: inHours(1),
        platformSchedules: [{ platform: "bluesky", scheduledAt: inHours(1) }],
      },
      "scheduledAt",
    ],
    [
      "a platform missing",
      { platforms: ["bluesky", "mastodon"], platformSchedules: [{ platform: "bluesky", scheduledAt: inHours(1) }] },
      "platformSchedules",
    ],
    [
      "an extra platform",
      {
        platforms: ["bluesky"],
        platformSchedules: [
          { platform: "bluesky", scheduledAt: inHours(1) },
          { platform: "mastodon", scheduledAt: inHours(1) },
        ],
      },
      "platformSchedules",
    ],
    [
      "a duplicated platform",
      {
        platforms: ["bluesky", "mastodon"],
        platformSchedules: [
          { platform: "bluesky", scheduledAt: inHours(1) },
          { platform: "bluesky", scheduledAt: inHours(2) },
          { platform: "mastodon", scheduledAt: inHours(1) },
        ],
      },
      "platformSchedules",
    ],
    [
      "a time 10 minutes past",
      { platforms: ["bluesky"], scheduledAt: new Date(Date.now() - 10 * 60_000).toISOString() },
      "scheduledAt",
    ],
    ["no content for a new post", { platforms: ["bluesky"], scheduledAt: inHours(1), content: undefined }, "content"],
  ])("%s: 400 naming the field, nothing written", async (_label, body, field) => {
    const before = await counts(owner.companyId);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: unique("bad"), ...body },
    });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.details)).toContain(field);
    expect(await counts(owner.companyId)).toEqual(before);
  });

  it("all or nothing: a split naming a platform with no connected account writes nothing (not even the other platforms)", async () => {
    const before = await counts(owner.companyId);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: {
        content: unique("partial"),
        platforms: ["bluesky", "twitter"],
        platformSchedules: [
          { platform: "bluesky", scheduledAt: inHours(1) },
          { platform: "twitter", scheduledAt: inHours(2) },
        ],
      },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.details.platform).toMatch(/X \(Twitter\)/);
    expect(await counts(owner.companyId)).toEqual(before);
  });

  it("another company's post or campaign: 404, nothing written", async () => {
    const other = await signUp();
    const theirs = await api.post("/api/social-posts", {
      token: other.token,
      body: { content: "theirs", platforms: ["bluesky"] },
    });
    const before = await counts(owner.companyId);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { sourcePostId: theirs.body.id, scheduledAt: inHours(1) },
    });
    expect(res.status).toBe(404);
    expect(await counts(owner.companyId)).toEqual(before);
    expect(await adminDb().postOccurrence.count({ where: { sourcePostId: theirs.body.id } })).toBe(0);
  });

  it("a post of a PAUSED campaign is HELD, with no publish asked for", async () => {
    const campaign = await api.post("/api/campaigns", { token: owner.token, body: { name: unique("paused") } });
    expect(campaign.status, campaign.text).toBe(201);
    await api.put(`/api/campaigns/${campaign.body.id}`, { token: owner.token, body: { status: "ACTIVE" } });
    const paused = await api.put(`/api/campaigns/${campaign.body.id}`, {
      token: owner.token,
      body: { status: "PAUSED" },
    });
    expect(paused.status, paused.text).toBe(200);
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: unique("held"), platforms: ["bluesky"], campaignId: campaign.body.id, scheduledAt: inHours(1) },
    });
    expect(res.status, res.text).toBe(201);
    expect((await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: res.body.occurrenceId } })).status).toBe(
      "HELD",
    );
    expect(
      await adminDb().outbox.count({
        where: {
          event: "scheduling/occurrence.due",
          payload: { path: ["occurrenceId"], equals: res.body.occurrenceId },
        },
      }),
    ).toBe(0);
  });
});

describe("the other schedule routes answer the same body", () => {
  it("batch-schedule makes and schedules a post; schedule and /api/posts/:id/schedule schedule an existing one", async () => {
    const batch = await api.post("/api/social-posts/batch-schedule", {
      token: owner.token,
      body: { content: unique("batch"), platforms: ["mastodon"], scheduledAt: inHours(5) },
    });
    expect(batch.status, batch.text).toBe(201);
    expect(batch.body).toMatchObject({ success: true, results: [{ platform: "mastodon", success: true }] });

    const draft = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: unique("by id"), platforms: ["bluesky"] },
    });
    const byBody = await api.post("/api/social-posts/schedule", {
      token: owner.token,
      body: { postId: draft.body.id, scheduledAt: inHours(6) },
    });
    expect(byBody.status, byBody.text).toBe(201);
    const alias = await api.post("/api/posts", {
      token: owner.token,
      body: { content: unique("alias"), platforms: ["bluesky"] },
    });
    expect(alias.status, alias.text).toBe(201);
    const byPath = await api.post(`/api/posts/${alias.body.id}/schedule`, {
      token: owner.token,
      body: { platformSchedules: [{ platform: "bluesky", scheduledAt: inHours(7) }] },
    });
    expect(byPath.status, byPath.text).toBe(201);
    expect(byPath.body.splitGroupId).toEqual(expect.any(String));
  });
});

describe("calendar list, reschedule, cancel, retry", () => {
  it("lists with filters, sorted by scheduledAt; cancelled ones only when asked", async () => {
    const user = await signUp();
    await connectAccount(user, "bluesky");
    await connectAccount(user, "mastodon");
    const a = await api.post("/api/social-posts/scheduled", {
      token: user.token,
      body: { content: unique("a"), platforms: ["bluesky", "mastodon"], scheduledAt: inHours(48) },
    });
    const b = await api.post("/api/social-posts/scheduled", {
      token: user.token,
      body: { content: unique("b"), platforms: ["bluesky"], scheduledAt: inHours(24) },
    });
    const all = await api.get("/api/social-posts/scheduled", { token: user.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.map((o: { scheduledAt: string }) => o.scheduledAt)).toEqual([
      b.body.scheduledAt,
      a.body.scheduledAt,
      a.body.scheduledAt,
    ]);
    const onlyMastodon = await api.get("/api/social-posts/scheduled?platform=mastodon", { token: user.token });
    expect(onlyMastodon.body).toHaveLength(1);
    const window = await api.get(
      `/api/social-posts/scheduled?from=${encodeURIComponent(inHours(30))}&to=${encodeURIComponent(inHours(50))}`,
      { token: user.token },
    );
    expect(window.body).toHaveLength(2);
    const postA = (await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: a.body.occurrenceId } }))
      .sourcePostId;
    const ofPostA = await api.get(`/api/social-posts/scheduled?postId=${postA}`, { token: user.token });
    expect(
      ofPostA.body.map((o: { platform: string; sourcePostId: string }) => [o.platform, o.sourcePostId]).sort(),
    ).toEqual([
      ["bluesky", postA],
      ["mastodon", postA],
    ]);
    expect((await api.get(`/api/social-posts/scheduled?postId=${randomUUID()}`, { token: user.token })).body).toEqual(
      [],
    );
    expect((await api.get("/api/social-posts/scheduled?postId=nope", { token: user.token })).status).toBe(400);

    const cancelled = await api.delete(`/api/social-posts/scheduled/${b.body.occurrenceId}`, { token: user.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe("CANCELLED");
    expect((await api.get("/api/social-posts/scheduled", { token: user.token })).body).toHaveLength(2);
    expect(
      (await api.get("/api/social-posts/scheduled?includeCancelled=true", { token: user.token })).body,
    ).toHaveLength(3);
    expect((await api.get("/api/social-posts/scheduled?status=cancelled", { token: user.token })).body).toHaveLength(1);
    expect((await api.get("/api/social-posts/scheduled?status=NOPE", { token: user.token })).status).toBe(400);
    const other = await signUp();
    expect((await api.get("/api/social-posts/scheduled", { token: other.token })).body).toEqual([]);
  });

  it("reschedules a SCHEDULED one (publish asked for at the new time); a time long past: 400; another company's: 404", async () => {
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: unique("move"), platforms: ["bluesky"], scheduledAt: inHours(4) },
    });
    const id = res.body.occurrenceId;
    const later = inHours(40);
    const moved = await api.patch(`/api/social-posts/scheduled/${id}`, {
      token: owner.token,
      body: { scheduledAt: later },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ occurrenceId: id, scheduledAt: later, status: "SCHEDULED" });
    const due = await adminDb().outbox.findMany({
      where: { event: "scheduling/occurrence.due", payload: { path: ["occurrenceId"], equals: id } },
    });
    expect(due.map((d) => d.dueAt.toISOString())).toContain(later);
    const past = await api.patch(`/api/social-posts/scheduled/${id}`, {
      token: owner.token,
      body: { scheduledAt: new Date(Date.now() - HOUR).toISOString() },
    });
    expect(past.status).toBe(400);
    const other = await signUp();
    expect(
      (await api.patch(`/api/social-posts/scheduled/${id}`, { token: other.token, body: { scheduledAt: inHours(9) } }))
        .status,
    ).toBe(404);
    expect((await api.delete(`/api/social-posts/scheduled/${id}`, { token: other.token })).status).toBe(404);
    expect((await adminDb().postOccurrence.findUniqueOrThrow({ where: { id } })).scheduledAt.toISOString()).toBe(later);
  });

  it("a PUBLISHED one cannot be moved, cancelled or retried (409); a FAILED one is retried for now", async () => {
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: unique("states"), platforms: ["bluesky"], scheduledAt: inHours(4) },
    });
    const id = res.body.occurrenceId;
    await adminDb().postOccurrence.update({ where: { id }, data: { status: "PUBLISHED", publishedAt: new Date() } });
    expect(
      (await api.patch(`/api/social-posts/scheduled/${id}`, { token: owner.token, body: { scheduledAt: inHours(9) } }))
        .status,
    ).toBe(409);
    expect((await api.delete(`/api/social-posts/scheduled/${id}`, { token: owner.token })).status).toBe(409);
    expect((await api.post(`/api/social-posts/scheduled/${id}/retry`, { token: owner.token })).status).toBe(409);

    await adminDb().postOccurrence.update({
      where: { id },
      data: { status: "FAILED", publishedAt: null, lastError: "Bluesky could not be reached" },
    });
    const retried = await api.post(`/api/social-posts/scheduled/${id}/retry`, { token: owner.token });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.status).toBe("SCHEDULED");
    expect(Math.abs(new Date(retried.body.scheduledAt).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe("campaign pause and resume act on occurrences", () => {
  async function campaignWithOccurrence(user: TestUser, at: string) {
    const campaign = await api.post("/api/campaigns", { token: user.token, body: { name: unique("campaign") } });
    await api.put(`/api/campaigns/${campaign.body.id}`, { token: user.token, body: { status: "ACTIVE" } });
    const res = await api.post("/api/social-posts/scheduled", {
      token: user.token,
      body: { content: unique("in campaign"), platforms: ["bluesky"], campaignId: campaign.body.id, scheduledAt: at },
    });
    expect(res.status, res.text).toBe(201);
    return { campaignId: campaign.body.id as string, occurrenceId: res.body.occurrenceId as string };
  }
  const status = async (id: string) => (await adminDb().postOccurrence.findUniqueOrThrow({ where: { id } })).status;

  it("pause holds; keep_original brings a future one back at its time (publish asked for), one due while paused is cancelled saying so", async () => {
    const at = inHours(2);
    const future = await campaignWithOccurrence(owner, at);
    expect(
      (await api.put(`/api/campaigns/${future.campaignId}`, { token: owner.token, body: { status: "PAUSED" } })).status,
    ).toBe(200);
    expect(await status(future.occurrenceId)).toBe("HELD");
    const second = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: {
        content: unique("past due"),
        platforms: ["bluesky"],
        campaignId: future.campaignId,
        scheduledAt: inHours(3),
      },
    });
    await adminDb().postOccurrence.update({
      where: { id: second.body.occurrenceId },
      data: { scheduledAt: new Date(Date.now() - HOUR) },
    });

    const resumed = await api.post(`/api/campaigns/${future.campaignId}/resume`, {
      token: owner.token,
      body: { strategy: "keep_original" },
    });
    expect(resumed.status, resumed.text).toBe(200);
    const kept = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: future.occurrenceId } });
    expect(kept).toMatchObject({ status: "SCHEDULED" });
    expect(kept.scheduledAt.toISOString()).toBe(at);
    expect(
      await adminDb().outbox.count({
        where: {
          event: "scheduling/occurrence.due",
          dueAt: new Date(at),
          payload: { path: ["occurrenceId"], equals: future.occurrenceId },
        },
      }),
    ).toBeGreaterThan(0);
    const dropped = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: second.body.occurrenceId } });
    expect(dropped.status).toBe("CANCELLED");
    expect(dropped.lastError).toMatch(/due while its campaign was paused/);
  });

  it("resume with cancel cancels held occurrences; shift_calendar moves them by the paused time", async () => {
    const a = await campaignWithOccurrence(owner, inHours(5));
    await api.put(`/api/campaigns/${a.campaignId}`, { token: owner.token, body: { status: "PAUSED" } });
    expect(
      (await api.post(`/api/campaigns/${a.campaignId}/resume`, { token: owner.token, body: { strategy: "cancel" } }))
        .status,
    ).toBe(200);
    expect(await status(a.occurrenceId)).toBe("CANCELLED");

    const b = await campaignWithOccurrence(owner, inHours(5));
    await api.put(`/api/campaigns/${b.campaignId}`, { token: owner.token, body: { status: "PAUSED" } });
    // Paused a day ago: the occurrence moves a day on.
    await adminDb().campaign.update({
      where: { id: b.campaignId },
      data: { pausedAt: new Date(Date.now() - 24 * HOUR) },
    });
    const before = (await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: b.occurrenceId } })).scheduledAt;
    expect(
      (
        await api.post(`/api/campaigns/${b.campaignId}/resume`, {
          token: owner.token,
          body: { strategy: "shift_calendar" },
        })
      ).status,
    ).toBe(200);
    const moved = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: b.occurrenceId } });
    expect(moved.status).toBe("SCHEDULED");
    expect(Math.abs(moved.scheduledAt.getTime() - before.getTime() - 24 * HOUR)).toBeLessThan(60_000);
  });
});
