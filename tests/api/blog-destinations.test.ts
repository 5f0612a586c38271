import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverBlogPost } from "@/lib/blog-publishing/deliveries";
import { openDestinationSecret } from "@/lib/blog-publishing/sealed-secret";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { startBlogWebhookReceiver } from "../fakes/blog-webhook/server";
import { startFakeGhost, type FakeGhost } from "../fakes/ghost/server";
import { startFakeWordPress, type FakeWordPress } from "../fakes/wordpress/server";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

const BASE = "/api/blog/destinations";

let wp: FakeWordPress;
let ghost: FakeGhost;
let hook: Awaited<ReturnType<typeof startBlogWebhookReceiver>>;
let owner: TestUser;
let ids: { wordpress: string; ghost: string; webhook: string };

async function addDestination(user: TestUser, body: Record<string, unknown>) {
  const res = await api.post(BASE, { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; secretHint: string | null };
}

const wordpressBody = () => ({
  kind: "wordpress",
  name: "Company WordPress",
  baseUrl: wp.url,
  secret: wp.password,
  settings: { username: wp.username },
});

/** Runs every due delivery of the company once, as the background function would. */
async function runDeliveries(companyId: string) {
  const due = await adminDb().blogDelivery.findMany({
    where: { companyId, status: { in: ["pending", "removing"] } },
    select: { id: true },
  });
  return Promise.all(due.map((d) => deliverBlogPost(tenantCtxFor(companyId), d.id)));
}

async function newPost(user: TestUser, title: string) {
  const res = await api.post("/api/blog/posts", {
    token: user.token,
    body: { title, markdownBody: "Hello **world** <script>alert(1)</script>" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string };
}

beforeAll(async () => {
  [wp, ghost, hook] = await Promise.all([startFakeWordPress(), startFakeGhost(), startBlogWebhookReceiver()]);
  process.env.OUTBOUND_ALLOW_HOSTS = [process.env.OUTBOUND_ALLOW_HOSTS, wp.host, ghost.host, hook.host]
    .filter(Boolean)
    .join(",");
  owner = await signUp();
  const w = await addDestination(owner, wordpressBody());
  const g = await addDestination(owner, { kind: "ghost", name: "Ghost", baseUrl: ghost.url, secret: ghost.adminKey });
  const h = await addDestination(owner, { kind: "webhook", name: "Zapier", baseUrl: hook.url, secret: hook.secret });
  ids = { wordpress: w.id, ghost: g.id, webhook: h.id };
});

afterAll(async () => {
  await Promise.all([wp.close(), ghost.close(), hook.close()]);
});

describe("blog destinations", () => {
  it("stores the secret sealed and answers only its hint", async () => {
    const list = await api.get(BASE, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { kind: string }) => d.kind)).toEqual(["hosted", "wordpress", "ghost", "webhook"]);
    expect(list.text).not.toContain(wp.password);
    expect(list.text).not.toContain(ghost.adminKey);
    expect(list.body[1]).toMatchObject({ secretHint: `…${wp.password.slice(-4)}`, settings: { status: "publish" } });
    const row = await adminDb().blogDestination.findUniqueOrThrow({ where: { id: ids.wordpress } });
    expect(row.secret).toMatch(/^enc:v1:/);
    expect(openDestinationSecret(row.id, row.secret!)).toBe(wp.password);
  });

  it("refuses settings or secrets the kind does not accept, with 400 naming them", async () => {
    const noUser = await api.post(BASE, { token: owner.token, body: { ...wordpressBody(), settings: {} } });
    expect(noUser.status).toBe(400);
    expect(noUser.body.details).toEqual({ "settings.username": "is required" });
    const badStatus = await api.post(BASE, {
      token: owner.token,
      body: { ...wordpressBody(), settings: { username: wp.username, status: "later" } },
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.details).toEqual({ "settings.status": "must be one of publish, draft" });
    const badKey = await api.post(BASE, {
      token: owner.token,
      body: { kind: "ghost", name: "Ghost", baseUrl: ghost.url, secret: "not-a-key" },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.details).toHaveProperty("secret");
    const badUrl = await api.post(BASE, { token: owner.token, body: { ...wordpressBody(), baseUrl: "ftp://x" } });
    expect(badUrl.status).toBe(400);
    expect((await api.get(BASE, { token: owner.token })).body).toHaveLength(4);
  });

  it("updates fields, keeps the secret when left out, and deletes", async () => {
    const extra = await addDestination(owner, { ...wordpressBody(), name: "Spare", isDefault: false });
    const put = await api.put(`${BASE}/${extra.id}`, { token: owner.token, body: { name: "Renamed" } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ name: "Renamed", isDefault: false, secretHint: extra.secretHint });
    expect((await api.post(`${BASE}/${extra.id}/test`, { token: owner.token })).body.success).toBe(true);
    expect((await api.delete(`${BASE}/${extra.id}`, { token: owner.token })).status).toBe(204);
    expect((await api.get(`${BASE}/${extra.id}`, { token: owner.token })).status).toBe(404);
  });

  it("a deleted destination leaves the posts that chose it: they go to the defaults again", async () => {
    const spare = await addDestination(owner, { ...wordpressBody(), name: "Spare", isDefault: false });
    const post = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Chose the spare", markdownBody: "Hi", destinationIds: [spare.id] },
    });
    expect(post.status, post.text).toBe(201);
    expect((await api.delete(`${BASE}/${spare.id}`, { token: owner.token })).status).toBe(204);
    const after = await api.get(`/api/blog/posts/${post.body.id}`, { token: owner.token });
    expect(after.body.destinationIds).toEqual([]);
    const edited = await api.put(`/api/blog/posts/${post.body.id}`, {
      token: owner.token,
      body: { title: "Still editable", destinationIds: after.body.destinationIds },
    });
    expect(edited.status, edited.text).toBe(200);
  });

  it("send test checks each destination's credentials with its own protocol", async () => {
    for (const id of Object.values(ids)) {
      const res = await api.post(`${BASE}/${id}/test`, { token: owner.token });
      expect(res.body, id).toEqual({ success: true, message: expect.any(String) });
    }
    expect(hook.applied.at(-1)).toMatchObject({ event: "test", post: null });
    const wrong = await addDestination(owner, { ...wordpressBody(), secret: "wrong password here", isDefault: false });
    const refused = await api.post(`${BASE}/${wrong.id}/test`, { token: owner.token });
    expect(refused.body).toEqual({ success: false, message: expect.stringContaining("invalid application password") });
    const blocked = await addDestination(owner, { ...wordpressBody(), baseUrl: "http://10.1.2.3", isDefault: false });
    const guard = await api.post(`${BASE}/${blocked.id}/test`, { token: owner.token });
    expect(guard.body).toEqual({ success: false, message: expect.stringContaining("not a public internet address") });
    await Promise.all([wrong, blocked].map((d) => api.delete(`${BASE}/${d.id}`, { token: owner.token })));
  });

  it("another company sees none of them and cannot publish to them", async () => {
    const other = await signUp();
    const theirs = (await api.get(BASE, { token: other.token })).body;
    expect(theirs.map((d: { kind: string }) => d.kind)).toEqual(["hosted"]);
    expect((await api.get(`${BASE}/${ids.wordpress}`, { token: other.token })).status).toBe(404);
    expect((await api.post(`${BASE}/${ids.wordpress}/test`, { token: other.token })).status).toBe(404);
    const post = await newPost(other, "Not yours");
    const res = await api.post(`/api/blog/posts/${post.id}/publish`, {
      token: other.token,
      body: { destinationIds: [ids.wordpress] },
    });
    expect(res.status).toBe(400);
    expect((await api.get(`/api/blog/posts/${post.id}`, { token: other.token })).body.status).toBe("DRAFT");
  });

  it("an editor may not change destinations", async () => {
    const editor = await addMember(owner, "editor");
    expect((await api.post(BASE, { token: editor.token, body: wordpressBody() })).status).toBe(403);
    expect((await api.get(BASE, { token: editor.token })).status).toBe(200);
  });
});

describe("publishing a blog post to its destinations", () => {
  it("publishes to every default destination, one delivery each, with remote ids and URLs", async () => {
    const post = await newPost(owner, "Launch day");
    const res = await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.post).toMatchObject({ id: post.id, status: "PUBLISHED" });
    const states = Object.fromEntries(
      res.body.deliveries.map((d: { kind: string; status: string }) => [d.kind, d.status]),
    );
    // The hosted blog calls nothing, so it is published when the request answers; the others are queued.
    expect(states).toEqual({ hosted: "published", wordpress: "pending", ghost: "pending", webhook: "pending" });

    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published", "published"]);
    const deliveries = (await api.get(`/api/blog/posts/${post.id}/deliveries`, { token: owner.token })).body;
    const byKind = Object.fromEntries(deliveries.map((d: { kind: string }) => [d.kind, d]));
    expect(byKind.wordpress).toMatchObject({ status: "published", url: `${wp.url}/${post.slug}/`, error: null });
    expect(byKind.ghost).toMatchObject({ status: "published", url: `${ghost.url}/${post.slug}/` });
    expect(byKind.webhook).toMatchObject({ status: "published", remoteId: `ext-${post.id}` });

    const remote = wp.posts.get(Number(byKind.wordpress.remoteId))!;
    expect(remote).toMatchObject({ title: "Launch day", status: "publish" });
    expect(remote.content).toContain("<strong>world</strong>");
    expect(remote.content).not.toContain("<script>");
    expect(ghost.posts.get(byKind.ghost.remoteId)).toMatchObject({ title: "Launch day", status: "published" });
    expect(hook.applied.at(-1)).toMatchObject({ event: "blog_post.published", post: { id: post.id } });
  });

  it("an edit of a published post updates it everywhere; unpublishing takes it back everywhere", async () => {
    const post = await newPost(owner, "Edited later");
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    await runDeliveries(owner.companyId);
    const wpCount = wp.posts.size;
    const ghostCount = ghost.posts.size;

    const put = await api.put(`/api/blog/posts/${post.id}`, { token: owner.token, body: { title: "Edited now" } });
    expect(put.status, put.text).toBe(200);
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published", "published"]);
    expect([wp.posts.size, ghost.posts.size]).toEqual([wpCount, ghostCount]);
    expect([...wp.posts.values()].find((p) => p.slug === post.slug)?.title).toBe("Edited now");
    expect([...ghost.posts.values()].find((p) => p.slug === post.slug)?.title).toBe("Edited now");
    expect(hook.applied.at(-1)).toMatchObject({ event: "blog_post.updated", post: { title: "Edited now" } });

    const off = await api.post(`/api/blog/posts/${post.id}/unpublish`, { token: owner.token });
    expect(off.status, off.text).toBe(200);
    const offStates = off.body.deliveries.map((d: { kind: string; status: string }) => `${d.kind}:${d.status}`);
    expect(offStates.sort()).toEqual([
      "ghost:removing",
      "hosted:unpublished",
      "webhook:removing",
      "wordpress:removing",
    ]);
    expect(await runDeliveries(owner.companyId)).toEqual(["unpublished", "unpublished", "unpublished"]);
    expect([...wp.posts.values()].find((p) => p.slug === post.slug)?.status).toBe("trash");
    expect([...ghost.posts.values()].some((p) => p.slug === post.slug)).toBe(false);
    expect(hook.applied.at(-1)).toMatchObject({ event: "blog_post.unpublished" });
    expect((await api.get(`/api/blog/posts/${post.id}`, { token: owner.token })).body.status).toBe("DRAFT");
  });

  it("a retry after an unanswered create finds the remote post instead of making a second", async () => {
    const post = await newPost(owner, "Flaky network");
    await api.post(`/api/blog/posts/${post.id}/publish`, {
      token: owner.token,
      body: { destinationIds: [ids.wordpress, ids.ghost] },
    });
    wp.server.fail("applied_then_server_error", "create");
    ghost.server.fail("applied_then_server_error", "create");
    expect(await runDeliveries(owner.companyId)).toEqual(["retry", "retry"]);
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    expect([...wp.posts.values()].filter((p) => p.slug === post.slug)).toHaveLength(1);
    expect([...ghost.posts.values()].filter((p) => p.slug === post.slug)).toHaveLength(1);
  });

  it("waits out a 429 as the destination asks; a lasting one leaves the delivery queued for later", async () => {
    const post = await newPost(owner, "Busy servers");
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token, body: { destinationIds: [ids.ghost] } });
    ghost.server.fail("rate_limited", "by-slug", 1, { retryAfterSeconds: 0 });
    expect(await runDeliveries(owner.companyId)).toEqual(["published"]);

    const later = await newPost(owner, "Still busy");
    await api.post(`/api/blog/posts/${later.id}/publish`, {
      token: owner.token,
      body: { destinationIds: [ids.ghost] },
    });
    // Longer than the client waits in-line (10 s), so the one answer ends this attempt.
    ghost.server.fail("rate_limited", "by-slug", 1, { retryAfterSeconds: 120 });
    expect(await runDeliveries(owner.companyId)).toEqual(["retry"]);
    const [delivery] = (await api.get(`/api/blog/posts/${later.id}/deliveries`, { token: owner.token })).body;
    expect(delivery).toMatchObject({ status: "pending", error: expect.stringContaining("rate limiting") });
    const queued = await adminDb().outbox.findMany({
      where: { event: "blog/delivery.due", companyId: owner.companyId, dueAt: { gt: new Date(Date.now() + 60_000) } },
    });
    expect(queued).toHaveLength(1);
    await adminDb().blogDelivery.updateMany({ where: { blogPostId: later.id }, data: { status: "failed" } });
  });

  it("a webhook signed with another secret is refused by its receiver", async () => {
    const forged = await addDestination(owner, {
      kind: "webhook",
      name: "Forged",
      baseUrl: hook.url,
      secret: "some other secret entirely",
      isDefault: false,
    });
    const res = await api.post(`${BASE}/${forged.id}/test`, { token: owner.token });
    expect(res.body).toEqual({ success: false, message: expect.stringContaining("bad signature") });
    await api.delete(`${BASE}/${forged.id}`, { token: owner.token });
  });

  it("one failing destination never blocks the others; its delivery says why", async () => {
    const broken = await addDestination(owner, {
      ...wordpressBody(),
      name: "Old blog",
      secret: "revoked password 0000",
      isDefault: false,
    });
    const post = await newPost(owner, "Partly out");
    await api.post(`/api/blog/posts/${post.id}/publish`, {
      token: owner.token,
      body: { destinationIds: [broken.id, ids.webhook] },
    });
    await runDeliveries(owner.companyId);
    const deliveries = (await api.get(`/api/blog/posts/${post.id}/deliveries`, { token: owner.token })).body;
    expect(deliveries).toEqual([
      expect.objectContaining({
        destination: "Old blog",
        status: "failed",
        error: expect.stringContaining("password"),
      }),
      expect.objectContaining({ kind: "webhook", status: "published" }),
    ]);
    await api.delete(`${BASE}/${broken.id}`, { token: owner.token });
  });
});

describe("tags, categories, excerpt and the featured image", () => {
  async function illustratedPost(title: string) {
    const asset = (await uploadAsset(owner.token, { filename: "beans.png" })).body.asset as { id: string };
    const res = await api.post("/api/blog/posts", {
      token: owner.token,
      body: {
        title,
        markdownBody: "Grind fresh. ![beans](https://example.com/beans.png)",
        excerpt: "How we brew at home.",
        tags: ["Coffee", "Home brewing", "Coffee"],
        categories: ["Guides"],
        coverImageId: asset.id,
        destinationIds: [ids.wordpress, ids.ghost],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      tags: ["Coffee", "Home brewing"],
      categories: ["Guides"],
      coverImageId: asset.id,
    });
    return res.body as { id: string; slug: string };
  }

  it("WordPress gets term ids (found or created by name) and the image uploaded to its media library; Ghost gets tags and the uploaded image", async () => {
    const post = await illustratedPost("Brewing guide");
    const res = await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    // The post's own choice of destinations replaces the defaults: no webhook delivery.
    expect(res.body.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual(["ghost", "wordpress"]);
    const outcome = await runDeliveries(owner.companyId);
    const after = (await api.get(`/api/blog/posts/${post.id}/deliveries`, { token: owner.token })).body;
    expect(outcome, JSON.stringify(after)).toEqual(["published", "published"]);

    const remote = [...wp.posts.values()].find((p) => p.slug === post.slug)!;
    expect(wp.termNames(remote.tags)).toEqual(["Coffee", "Home brewing"]);
    expect(wp.termNames(remote.categories)).toEqual(["Guides"]);
    expect(remote.excerpt).toBe("How we brew at home.");
    const media = wp.media.get(remote.featured_media)!;
    expect(media).toMatchObject({ filename: "beans.png", mimeType: "image/png" });
    expect(media.bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(wp.server.received("upload-media").at(-1)?.headers["content-disposition"]).toBe(
      'attachment; filename="beans.png"',
    );

    const ghostPost = [...ghost.posts.values()].find((p) => p.slug === post.slug)!;
    expect(ghostPost.tags.map((t) => t.name)).toEqual(["Guides", "Coffee", "Home brewing"]);
    expect(ghostPost.custom_excerpt).toBe("How we brew at home.");
    const image = ghost.images.at(-1)!;
    expect(ghostPost.feature_image).toBe(image.url);
    expect(image).toMatchObject({ ref: "beans.png", contentType: "image/png" });

    // A second post with the same names reuses WordPress's terms instead of creating them again.
    const termCount = wp.terms.size;
    const second = await illustratedPost("Brewing guide, part two");
    await api.post(`/api/blog/posts/${second.id}/publish`, { token: owner.token });
    await runDeliveries(owner.companyId);
    expect(wp.terms.size).toBe(termCount);
  });

  it("a republish reuses the image WordPress has; new bytes, or an image deleted there, are uploaded again", async () => {
    const post = await illustratedPost("Reused image");
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    const featured = () => [...wp.posts.values()].find((p) => p.slug === post.slug)!.featured_media;
    const uploads = () => wp.server.received("upload-media").length;
    let title = 0;
    const republish = async () => {
      const put = await api.put(`/api/blog/posts/${post.id}`, {
        token: owner.token,
        body: { title: `Reused image ${++title}` },
      });
      expect(put.status, put.text).toBe(200);
      expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    };
    const first = featured();
    const uploaded = uploads();

    await republish();
    expect(featured()).toBe(first);
    expect(uploads()).toBe(uploaded);
    expect(wp.server.received("get-media").at(-1)?.path).toBe(`/wp-json/wp/v2/media/${first}`);

    // Deleted in WordPress's media library: uploaded again, and that copy is the one reused next.
    wp.media.delete(first);
    await republish();
    const second = featured();
    expect(second).not.toBe(first);
    expect(wp.media.has(second)).toBe(true);
    expect(uploads()).toBe(uploaded + 1);
    await republish();
    expect([featured(), uploads()]).toEqual([second, uploaded + 1]);

    // Other bytes under the same media library item: uploaded again.
    const row = await adminDb().blogPost.findUniqueOrThrow({ where: { id: post.id }, select: { coverImageId: true } });
    const asset = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: row.coverImageId! } });
    const store = objectStore();
    const stored = await store.get(asset.storageKey);
    const changed = path.join(os.tmpdir(), `reach-edited-${asset.id}.png`);
    await fs.writeFile(changed, Buffer.concat([await buffer(stored!.body), Buffer.from("edited")]));
    await store.putFile(asset.storageKey, changed, "image/png");
    await republish();
    expect(featured()).not.toBe(second);
    expect(uploads()).toBe(uploaded + 2);
    expect(wp.media.get(featured())!.bytes.subarray(-6).toString()).toBe("edited");
    const remembered = await adminDb().blogMediaUpload.findMany({
      where: { mediaAssetId: asset.id, destinationId: ids.wordpress },
    });
    expect(remembered.map((r) => r.remoteId)).toEqual([String(featured())]);
  });

  it("a republish reuses the image Ghost serves: edited twice, one upload; deleted there, uploaded again", async () => {
    const before = ghost.server.received("upload-image").length;
    const post = await illustratedPost("Ghost reuses its image");
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    const featured = () => [...ghost.posts.values()].find((p) => p.slug === post.slug)!.feature_image!;
    const uploads = () => ghost.server.received("upload-image").length - before;
    let title = 0;
    const republish = async () => {
      const put = await api.put(`/api/blog/posts/${post.id}`, {
        token: owner.token,
        body: { title: `Ghost reuses its image ${++title}` },
      });
      expect(put.status, put.text).toBe(200);
      expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    };
    const first = featured();
    expect(uploads()).toBe(1);

    await republish();
    await republish();
    expect([featured(), uploads()]).toEqual([first, 1]);
    expect([...ghost.posts.values()].find((p) => p.slug === post.slug)!.title).toBe("Ghost reuses its image 2");
    // Checked at Ghost before being reused: the image's own URL, no Admin API key sent there.
    const check = ghost.server.received("image").at(-1)!;
    expect(check.path).toBe(new URL(first).pathname);
    expect(check.headers.authorization).toBeUndefined();
    const { coverImageId } = await adminDb().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    const row = await adminDb().blogMediaUpload.findFirstOrThrow({
      where: { destinationId: ids.ghost, mediaAssetId: coverImageId! },
    });
    expect(row.remoteId).toBe(first);

    // Deleted from Ghost's storage: uploaded again, and that copy is the one reused next.
    ghost.deleteImage(first);
    await republish();
    const second = featured();
    expect(second).not.toBe(first);
    expect(uploads()).toBe(2);
    await republish();
    expect([featured(), uploads()]).toEqual([second, 2]);
  });

  it("a term WordPress says exists (term_exists) is used, not created twice", async () => {
    const post = await illustratedPost("Race for a term");
    // Another writer adds the tag between our search and our create: the search misses it once.
    wp.missNextTermSearches(2);
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    const remote = [...wp.posts.values()].find((p) => p.slug === post.slug)!;
    expect(wp.termNames(remote.tags)).toEqual(["Coffee", "Home brewing"]);
    expect([...wp.terms.values()].filter((t) => t.name === "Coffee")).toHaveLength(1);
  });

  it("a 429 on the media upload is waited out; a lasting one on tags leaves the delivery queued", async () => {
    const post = await illustratedPost("Rate limited upload");
    wp.server.fail("rate_limited", "upload-media", 1, { retryAfterSeconds: 0 });
    ghost.server.fail("rate_limited", "upload-image", 1, { retryAfterSeconds: 0 });
    await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(await runDeliveries(owner.companyId)).toEqual(["published", "published"]);
    expect([...wp.posts.values()].filter((p) => p.slug === post.slug)).toHaveLength(1);

    const later = await illustratedPost("Tags rate limited");
    await api.post(`/api/blog/posts/${later.id}/publish`, {
      token: owner.token,
      body: { destinationIds: [ids.wordpress] },
    });
    wp.server.fail("rate_limited", "list-tags", 1, { retryAfterSeconds: 120 });
    expect(await runDeliveries(owner.companyId)).toEqual(["retry"]);
    const [delivery] = (await api.get(`/api/blog/posts/${later.id}/deliveries`, { token: owner.token })).body;
    expect(delivery).toMatchObject({ status: "pending", error: expect.stringContaining("rate limiting") });
    expect([...wp.posts.values()].some((p) => p.slug === later.slug)).toBe(false);
    await adminDb().blogDelivery.updateMany({ where: { blogPostId: later.id }, data: { status: "failed" } });
  });

  it("refuses a featured image that is not the company's (404) and destinations that are not its own (400)", async () => {
    const other = await signUp();
    const theirs = (await uploadAsset(other.token)).body.asset as { id: string };
    const foreignImage = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Borrowed image", coverImageId: theirs.id },
    });
    expect(foreignImage.status).toBe(404);
    const foreignDestination = await api.post("/api/blog/posts", {
      token: other.token,
      body: { title: "Borrowed destination", destinationIds: [ids.wordpress] },
    });
    expect(foreignDestination.status).toBe(400);
    expect(foreignDestination.body.details).toHaveProperty("destinationIds");
    const badTags = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Too many tags", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
    });
    expect(badTags.status).toBe(400);
    const count = await adminDb().blogPost.count({ where: { title: { in: ["Borrowed image", "Too many tags"] } } });
    expect(count).toBe(0);
  });
});
