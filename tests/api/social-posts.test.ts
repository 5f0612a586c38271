import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { publishOccurrence } from "@/inngest/functions/scheduling/publish-occurrence";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb } from "@/lib/db";
import { scheduleLegacyPosts } from "@/lib/scheduling/schedule-legacy-posts-admin";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { insertCampaign, memberToken } from "../helpers/content-fixtures";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/** The reference names both paths: /api/posts is an alias of /api/social-posts. */
const PATHS = [
  { name: "/api/social-posts", base: "/api/social-posts" },
  { name: "its /api/posts alias", base: "/api/posts" },
] as const;

let ASSET_ID: string;
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

let owner: TestUser;
let other: TestUser;
let fakes: SocialFakes;

beforeAll(async () => {
  fakes = await socialFakes();
  [owner, other] = await Promise.all([signUp(), signUp()]);
  // A SCHEDULED post goes out through an occurrence per platform, so each needs a connected account.
  for (const platform of ["twitter", "mastodon", "linkedin"] as const) await connectAccount(owner, platform);
  const asset = await adminDb().mediaAsset.create({
    data: {
      companyId: owner.companyId,
      filename: "photo.png",
      contentType: "image/png",
      sizeBytes: 1,
      storageKey: `test/${owner.companyId}/photo.png`,
    },
  });
  ASSET_ID = asset.id;
});

async function createPost(base: string, token: string, body: Record<string, unknown>) {
  const res = await api.post(base, { token, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe.each(PATHS)("social posts ($name)", ({ base }) => {
  it("creates a DRAFT by default with lower-cased, de-duplicated platforms and answers the post", async () => {
    const res = await api.post(base, {
      token: owner.token,
      body: { content: "Hello world", platforms: ["Twitter", "LINKEDIN", "twitter"], mediaAssetIds: [ASSET_ID] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      content: "Hello world",
      status: "DRAFT",
      platforms: ["twitter", "linkedin"],
      mediaAssetIds: [ASSET_ID],
      videoUrl: null,
      scheduledAt: null,
      publishedAt: null,
      campaignId: null,
      createdById: owner.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await api.get(`${base}/${res.body.id}`, { token: owner.token });
    expect(read.body).toEqual(res.body);
  });

  it("answers 400 with details for bad input and creates nothing", async () => {
    const u = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ platforms: ["twitter"] }, "content"],
      [{ content: "   ", platforms: ["twitter"] }, "content"],
      [{ content: "hi" }, "platforms"],
      [{ content: "hi", platforms: [] }, "platforms"],
      [{ content: "hi", platforms: ["myspace"] }, "platforms.0"],
      [{ content: "hi", platforms: ["twitter"], status: "PUBLISHED" }, "status"],
      [{ content: "hi", platforms: ["twitter"], status: "SCHEDULED" }, "scheduledAt"],
      [
        { content: "hi", platforms: ["twitter"], status: "SCHEDULED", scheduledAt: "2020-01-01T00:00:00Z" },
        "scheduledAt",
      ],
      [{ content: "hi", platforms: ["twitter"], scheduledAt: "tomorrow" }, "scheduledAt"],
      [{ content: "hi", platforms: ["twitter"], mediaAssetIds: ["nope"] }, "mediaAssetIds.0"],
      [{ content: "hi", platforms: ["twitter"], campaignId: 7 }, "campaignId"],
      [{ content: "hi", platforms: ["youtube"], videoUrl: "http://example.com/v.mp4" }, "videoUrl"],
      [{ content: "hi", platforms: ["youtube"], videoUrl: "not a url" }, "videoUrl"],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(base, { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("Validation failed");
      expect(res.body.details, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await api.get(base, { token: u.token })).body).toEqual([]);
  });

  it("refuses content longer than a selected platform allows, naming the platform", async () => {
    const text = "a".repeat(290);
    const res = await api.post(base, {
      token: owner.token,
      body: { content: text, platforms: ["linkedin", "bluesky", "twitter"] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.content).toContain("twitter");
    expect(res.body.details.content).toContain("280");
    expect(res.body.details.content).not.toContain("bluesky");

    const fits = await createPost(base, owner.token, { content: text, platforms: ["linkedin", "bluesky"] });
    expect(fits.platforms).toEqual(["linkedin", "bluesky"]);
    const tooLongForBluesky = await api.post(base, {
      token: owner.token,
      body: { content: "b".repeat(301), platforms: ["BlueSky"] },
    });
    expect(tooLongForBluesky.body.details.content).toContain("bluesky");
  });

  it("counts the text each network's way: an emoji is two characters on X, one on Bluesky", async () => {
    const post = await createPost(base, owner.token, { content: "🚀".repeat(140), platforms: ["twitter"] });
    expect(post.status).toBe("DRAFT");
    const over = await api.post(base, {
      token: owner.token,
      body: { content: "🚀".repeat(141), platforms: ["twitter"] },
    });
    expect(over.status).toBe(400);
    expect(over.body.details.content).toBe("is 282 characters, too long for twitter (max 280)");
    expect(
      (await api.post(base, { token: owner.token, body: { content: "🚀".repeat(300), platforms: ["bluesky"] } }))
        .status,
    ).toBe(201);
  });

  it("accepts SCHEDULED with a future scheduledAt, in any case", async () => {
    const at = inOneHour();
    const post = await createPost(base, owner.token, {
      content: "Soon",
      platforms: ["mastodon"],
      status: "scheduled",
      scheduledAt: at,
    });
    expect(post).toMatchObject({ status: "SCHEDULED", scheduledAt: at });
  });

  it("updates only the fields sent and checks limits against the resulting post", async () => {
    const post = await createPost(base, owner.token, { content: "x".repeat(400), platforms: ["linkedin"] });
    const res = await api.put(`${base}/${post.id}`, {
      token: owner.token,
      body: { mediaAssetIds: [ASSET_ID], status: "Draft" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      content: post.content,
      platforms: ["linkedin"],
      mediaAssetIds: [ASSET_ID],
      status: "DRAFT",
    });

    const tooLong = await api.put(`${base}/${post.id}`, {
      token: owner.token,
      body: { platforms: ["Threads", "twitter"] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.content).toContain("twitter");
    expect((await api.get(`${base}/${post.id}`, { token: owner.token })).body.platforms).toEqual(["linkedin"]);

    const scheduleWithoutTime = await api.put(`${base}/${post.id}`, {
      token: owner.token,
      body: { status: "SCHEDULED" },
    });
    expect(scheduleWithoutTime.status).toBe(400);
    expect(scheduleWithoutTime.body.details).toHaveProperty("scheduledAt");

    const at = inOneHour();
    const scheduled = await api.put(`${base}/${post.id}`, {
      token: owner.token,
      body: { status: "SCHEDULED", scheduledAt: at },
    });
    expect(scheduled.body).toMatchObject({ status: "SCHEDULED", scheduledAt: at });
    const edited = await api.put(`${base}/${post.id}`, { token: owner.token, body: { content: "shorter" } });
    expect(edited.body).toMatchObject({ status: "SCHEDULED", content: "shorter" });
  });

  it("refuses to edit a PUBLISHED or PUBLISHING post with 409 and leaves it unchanged", async () => {
    for (const status of ["PUBLISHED", "PUBLISHING"] as const) {
      const post = await createPost(base, owner.token, { content: "Out there", platforms: ["facebook"] });
      await adminDb().socialPost.update({ where: { id: post.id }, data: { status } });
      const res = await api.put(`${base}/${post.id}`, { token: owner.token, body: { content: "Changed" } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: "POST_NOT_EDITABLE", message: expect.stringContaining(status) });
      expect((await api.get(`${base}/${post.id}`, { token: owner.token })).body).toMatchObject({
        content: "Out there",
        status,
      });
    }
  });

  it("deletes with 204, except a post being published right now (409)", async () => {
    const post = await createPost(base, owner.token, { content: "Bye", platforms: ["tiktok"] });
    const del = await api.delete(`${base}/${post.id}`, { token: owner.token });
    expect(del.status).toBe(204);
    expect((await api.get(`${base}/${post.id}`, { token: owner.token })).status).toBe(404);

    const busy = await createPost(base, owner.token, { content: "Busy", platforms: ["tiktok"] });
    await adminDb().socialPost.update({ where: { id: busy.id }, data: { status: "PUBLISHING" } });
    const refused = await api.delete(`${base}/${busy.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect((await api.get(`${base}/${busy.id}`, { token: owner.token })).status).toBe(200);
  });

  it("lists an array, newest first, filtered by campaign and status", async () => {
    const u = await signUp();
    await connectAccount(u, "twitter");
    const campaignId = await insertCampaign(u.companyId);
    const loose = await createPost(base, u.token, { content: "Loose", platforms: ["twitter"] });
    const linked = await createPost(base, u.token, { content: "Linked", platforms: ["twitter"], campaignId });
    const scheduled = await createPost(base, u.token, {
      content: "Later",
      platforms: ["twitter"],
      status: "SCHEDULED",
      scheduledAt: inOneHour(),
    });

    const all = await api.get(base, { token: u.token });
    expect(all.status).toBe(200);
    expect(all.body.map((p: { id: string }) => p.id)).toEqual([scheduled.id, linked.id, loose.id]);
    expect(Object.keys(all.body[0])).toEqual(
      expect.arrayContaining(["id", "content", "status", "platforms", "createdAt"]),
    );

    const byCampaign = await api.get(base, { token: u.token, query: { campaignId } });
    expect(byCampaign.body.map((p: { id: string }) => p.id)).toEqual([linked.id]);
    const byStatus = await api.get(base, { token: u.token, query: { status: "scheduled" } });
    expect(byStatus.body.map((p: { id: string }) => p.id)).toEqual([scheduled.id]);
    expect((await api.get(base, { token: u.token, query: { status: "SENT" } })).status).toBe(400);
  });
});

describe("social posts: /api/social-posts and its /api/posts alias are one resource", () => {
  it("a post created under one path is read, changed and removed under the other", async () => {
    const u = await signUp();
    const post = await createPost("/api/social-posts", u.token, { content: "Shared", platforms: ["pinterest"] });
    expect((await api.get("/api/posts", { token: u.token })).body).toEqual([post]);
    const changed = await api.put(`/api/posts/${post.id}`, { token: u.token, body: { content: "Shared twice" } });
    expect(changed.status).toBe(200);
    expect((await api.get(`/api/social-posts/${post.id}`, { token: u.token })).body.content).toBe("Shared twice");
    expect((await api.delete(`/api/social-posts/${post.id}`, { token: u.token })).status).toBe(204);
    expect((await api.get(`/api/posts/${post.id}`, { token: u.token })).status).toBe(404);
  });
});

describe("social posts: campaigns, tenants and roles", () => {
  it("answers 404 for another company's campaign on create and update, changing nothing", async () => {
    const mine = await insertCampaign(owner.companyId);
    const theirs = await insertCampaign(other.companyId);
    const post = await createPost("/api/posts", owner.token, {
      content: "Mine",
      platforms: ["youtube"],
      campaignId: mine,
    });
    expect(post.campaignId).toBe(mine);

    const foreign = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: "Foreign", platforms: ["youtube"], campaignId: theirs },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: expect.any(String) });
    const contents = (await api.get("/api/social-posts", { token: owner.token })).body.map(
      (p: { content: string }) => p.content,
    );
    expect(contents).not.toContain("Foreign");

    const move = await api.put(`/api/social-posts/${post.id}`, { token: owner.token, body: { campaignId: theirs } });
    expect(move.status).toBe(404);
    expect((await api.get(`/api/posts/${post.id}`, { token: owner.token })).body.campaignId).toBe(mine);
  });

  it("hides one company's posts from another", async () => {
    const post = await createPost("/api/social-posts", owner.token, { content: "Secret", platforms: ["threads"] });
    for (const base of ["/api/social-posts", "/api/posts"]) {
      const url = `${base}/${post.id}`;
      expect((await api.get(url, { token: other.token })).status).toBe(404);
      expect((await api.put(url, { token: other.token, body: { content: "Hacked" } })).status).toBe(404);
      expect((await api.delete(url, { token: other.token })).status).toBe(404);
      const ids = (await api.get(base, { token: other.token })).body.map((p: { id: string }) => p.id);
      expect(ids).not.toContain(post.id);
    }
    expect((await api.get(`/api/social-posts/${post.id}`, { token: owner.token })).body).toEqual(post);
  });

  it("editors write drafts but cannot schedule; viewers only read", async () => {
    const u = await signUp();
    const [editor, viewer] = await Promise.all([
      memberToken(u.companyId, "editor"),
      memberToken(u.companyId, "viewer"),
    ]);
    const draft = await createPost("/api/social-posts", editor, { content: "Editor draft", platforms: ["twitter"] });
    const schedule = { status: "SCHEDULED", scheduledAt: inOneHour() };
    expect(
      (await api.post("/api/posts", { token: editor, body: { content: "x", platforms: ["twitter"], ...schedule } }))
        .status,
    ).toBe(403);
    expect((await api.put(`/api/posts/${draft.id}`, { token: editor, body: schedule })).status).toBe(403);
    expect((await api.get(`/api/posts/${draft.id}`, { token: viewer })).body.status).toBe("DRAFT");
    expect(
      (await api.post("/api/posts", { token: viewer, body: { content: "x", platforms: ["twitter"] } })).status,
    ).toBe(403);
    expect((await api.get("/api/posts")).status).toBe(401);
  });
});

describe("social posts: SCHEDULED is scheduled through occurrences", () => {
  const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
  const occurrencesOf = (postId: string) =>
    adminDb().postOccurrence.findMany({
      where: { sourcePostId: postId },
      orderBy: [{ platform: "asc" }, { createdAt: "asc" }],
    });
  const onMastodon = (text: string) => [...fakes.mastodon.statuses.values()].filter((s) => s.text === text);

  async function runDue(): Promise<void> {
    const runner = new BackgroundRunner({ functions: [publishOccurrence] });
    try {
      await runner.tick();
    } finally {
      await runner.stop();
    }
  }

  async function until(at: number): Promise<void> {
    await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now()) + 50));
  }

  it("a post created SCHEDULED gets one occurrence per platform on its account and the runner publishes it on the network", async () => {
    const text = unique("Going out");
    const at = new Date(Date.now() + 1500);
    const post = await createPost("/api/posts", owner.token, {
      content: text,
      platforms: ["mastodon", "twitter"],
      status: "SCHEDULED",
      scheduledAt: at.toISOString(),
    });
    expect(post).toMatchObject({ status: "SCHEDULED", scheduledAt: at.toISOString() });

    const occurrences = await occurrencesOf(post.id);
    expect(occurrences.map((o) => [o.platform, o.status, o.scheduledAt.toISOString(), o.content])).toEqual([
      ["mastodon", "SCHEDULED", at.toISOString(), text],
      ["twitter", "SCHEDULED", at.toISOString(), text],
    ]);
    const listed = await api.get("/api/social-posts/scheduled", { token: owner.token });
    expect(listed.body.filter((o: { sourcePostId: string }) => o.sourcePostId === post.id)).toHaveLength(2);

    await until(at.getTime());
    await runDue();
    const published = await occurrencesOf(post.id);
    expect(published.map((o) => o.status)).toEqual(["PUBLISHED", "PUBLISHED"]);
    expect(onMastodon(text).map((s) => s.id)).toEqual([published[0].platformPostId]);
    const read = await api.get(`/api/social-posts/${post.id}`, { token: owner.token });
    expect(read.body).toMatchObject({
      status: "PUBLISHED",
      scheduledAt: at.toISOString(),
      publishedAt: expect.any(String),
    });
  });

  it("a new time moves the occurrences; back to DRAFT cancels them and nothing is published", async () => {
    const text = unique("Changed my mind");
    const post = await createPost("/api/social-posts", owner.token, {
      content: text,
      platforms: ["mastodon"],
      status: "SCHEDULED",
      scheduledAt: inOneHour(),
    });
    const soon = new Date(Date.now() + 1500);
    const moved = await api.put(`/api/social-posts/${post.id}`, {
      token: owner.token,
      body: { scheduledAt: soon.toISOString() },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ status: "SCHEDULED", scheduledAt: soon.toISOString() });
    const afterMove = await occurrencesOf(post.id);
    expect(afterMove.map((o) => [o.status, o.scheduledAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ["CANCELLED", post.scheduledAt],
        ["SCHEDULED", soon.toISOString()],
      ]),
    );
    expect(afterMove).toHaveLength(2);

    const draft = await api.put(`/api/posts/${post.id}`, { token: owner.token, body: { status: "DRAFT" } });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({ status: "DRAFT", scheduledAt: null });
    expect((await occurrencesOf(post.id)).map((o) => o.status)).toEqual(["CANCELLED", "CANCELLED"]);

    await until(soon.getTime());
    await runDue();
    expect(onMastodon(text)).toEqual([]);
    expect((await api.get(`/api/social-posts/${post.id}`, { token: owner.token })).body.status).toBe("DRAFT");
  });

  it("a DRAFT changed to SCHEDULED gets its occurrences", async () => {
    const post = await createPost("/api/social-posts", owner.token, {
      content: unique("Draft first"),
      platforms: ["linkedin"],
    });
    expect(await occurrencesOf(post.id)).toEqual([]);
    const at = inOneHour();
    const res = await api.put(`/api/social-posts/${post.id}`, {
      token: owner.token,
      body: { status: "SCHEDULED", scheduledAt: at },
    });
    expect(res.body).toMatchObject({ status: "SCHEDULED", scheduledAt: at });
    expect((await occurrencesOf(post.id)).map((o) => [o.platform, o.status, o.scheduledAt.toISOString()])).toEqual([
      ["linkedin", "SCHEDULED", at],
    ]);
  });

  it("a platform with no connected account: 400 naming it, and nothing is written", async () => {
    const u = await signUp();
    await connectAccount(u, "mastodon");
    const res = await api.post("/api/social-posts", {
      token: u.token,
      body: {
        content: "Nowhere to go",
        platforms: ["mastodon", "twitter"],
        status: "SCHEDULED",
        scheduledAt: inOneHour(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.platform).toContain("Connected accounts");
    expect((await api.get("/api/social-posts", { token: u.token })).body).toEqual([]);
    expect(await adminDb().postOccurrence.count({ where: { companyId: u.companyId } })).toBe(0);

    const draft = await createPost("/api/social-posts", u.token, { content: "Later maybe", platforms: ["twitter"] });
    const schedule = await api.put(`/api/social-posts/${draft.id}`, {
      token: u.token,
      body: { status: "SCHEDULED", scheduledAt: inOneHour() },
    });
    expect(schedule.status).toBe(400);
    expect((await api.get(`/api/social-posts/${draft.id}`, { token: u.token })).body).toMatchObject({
      status: "DRAFT",
      scheduledAt: null,
    });
  });
});

describe("social posts: the data step for posts SCHEDULED before occurrences", () => {
  it("gives a future SCHEDULED post without occurrences its occurrences; one without an account goes back to DRAFT, reported", async () => {
    const u = await signUp();
    await connectAccount(u, "mastodon");
    const at = new Date(Date.now() + 3_600_000);
    const legacy = (platforms: string[], scheduledAt = at) =>
      adminDb().socialPost.create({
        data: {
          companyId: u.companyId,
          content: `Legacy ${platforms.join("+")}`,
          platforms,
          status: "SCHEDULED",
          scheduledAt,
        },
      });
    const [ready, orphan, past] = await Promise.all([
      legacy(["mastodon"]),
      legacy(["mastodon", "twitter"]),
      legacy(["mastodon"], new Date(Date.now() - 60_000)),
    ]);

    const outcomes = (await scheduleLegacyPosts()).filter((o) => o.companyId === u.companyId);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { postId: ready.id, companyId: u.companyId, outcome: "scheduled" },
        {
          postId: orphan.id,
          companyId: u.companyId,
          outcome: "draft",
          reason: expect.stringContaining("no connected X (Twitter) account"),
        },
      ]),
    );
    expect(outcomes).toHaveLength(2);
    const occurrences = await adminDb().postOccurrence.findMany({ where: { companyId: u.companyId } });
    expect(occurrences.map((o) => [o.sourcePostId, o.platform, o.status, o.scheduledAt.toISOString()])).toEqual([
      [ready.id, "mastodon", "SCHEDULED", at.toISOString()],
    ]);
    expect((await api.get(`/api/social-posts/${ready.id}`, { token: u.token })).body).toMatchObject({
      status: "SCHEDULED",
      scheduledAt: at.toISOString(),
    });
    expect((await api.get(`/api/social-posts/${orphan.id}`, { token: u.token })).body.status).toBe("DRAFT");
    expect((await api.get(`/api/social-posts/${past.id}`, { token: u.token })).body.status).toBe("SCHEDULED");
    expect((await scheduleLegacyPosts()).filter((o) => o.companyId === u.companyId)).toEqual([]);
  });
});
