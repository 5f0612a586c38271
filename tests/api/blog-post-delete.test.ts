import pg from "pg";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import BlogPostPage from "@/app/blog/[handle]/[slug]/page";
import { deliverBlogPost } from "@/lib/blog-publishing/deliveries";
import { takeDownDeletedPost, type TakedownData, type TakedownOutcome } from "@/lib/blog-publishing/takedown";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { startBlogWebhookReceiver } from "../fakes/blog-webhook/server";
import { startFakeGhost, type FakeGhost } from "../fakes/ghost/server";
import { startFakeWordPress, type FakeWordPress } from "../fakes/wordpress/server";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

// Deleting a published blog post takes it down where it was delivered, in the background
// (lib/blog-publishing/takedown.ts); a destination that cannot be cleaned up is told, not forgotten.

let wp: FakeWordPress;
let ghost: FakeGhost;
let hook: Awaited<ReturnType<typeof startBlogWebhookReceiver>>;
let owner: TestUser;
let handle: string;
const ran = new Set<string>();

async function addDestination(body: Record<string, unknown>) {
  const res = await api.post("/api/blog/destinations", { token: owner.token, body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

/** Runs every due delivery of the company once, as the background function would. */
async function runDeliveries() {
  const due = await adminDb().blogDelivery.findMany({
    where: { companyId: owner.companyId, status: { in: ["pending", "removing"] } },
    select: { id: true },
  });
  return Promise.all(due.map((d) => deliverBlogPost(tenantCtxFor(owner.companyId), d.id)));
}

/** Runs each take-down queued since the last call once, as the background function would. */
async function runTakedowns(): Promise<TakedownOutcome[]> {
  const rows = await adminDb().outbox.findMany({
    where: { event: "blog/takedown.due", companyId: owner.companyId, id: { notIn: [...ran] } },
    orderBy: { createdAt: "asc" },
  });
  rows.forEach((r) => ran.add(r.id));
  return Promise.all(
    rows.map((r) => takeDownDeletedPost(tenantCtxFor(owner.companyId), r.payload as unknown as TakedownData)),
  );
}

async function publishedPost(title: string, fields: Record<string, unknown> = {}) {
  const created = await api.post("/api/blog/posts", {
    token: owner.token,
    body: { title, markdownBody: "Hi", ...fields },
  });
  expect(created.status, created.text).toBe(201);
  const post = created.body as { id: string; slug: string };
  const published = await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
  expect(published.status, published.text).toBe(200);
  expect(await runDeliveries()).toEqual(["published", "published", "published"]);
  const deliveries = (await api.get(`/api/blog/posts/${post.id}/deliveries`, { token: owner.token })).body as {
    kind: string;
    remoteId: string;
  }[];
  const remoteId = (kind: string) => deliveries.find((d) => d.kind === kind)!.remoteId;
  return { ...post, wordpressId: Number(remoteId("wordpress")), ghostId: remoteId("ghost") };
}

const postHtml = async (slug: string) =>
  renderToStaticMarkup(await BlogPostPage({ params: Promise.resolve({ handle, slug }) }));

beforeAll(async () => {
  [wp, ghost, hook] = await Promise.all([startFakeWordPress(), startFakeGhost(), startBlogWebhookReceiver()]);
  process.env.OUTBOUND_ALLOW_HOSTS = [process.env.OUTBOUND_ALLOW_HOSTS, wp.host, ghost.host, hook.host]
    .filter(Boolean)
    .join(",");
  owner = await signUp();
  handle = (await api.get("/api/company", { token: owner.token })).body.blogHandle;
  await addDestination({
    kind: "wordpress",
    name: "Company WordPress",
    baseUrl: wp.url,
    secret: wp.password,
    settings: { username: wp.username },
  });
  await addDestination({ kind: "ghost", name: "Ghost", baseUrl: ghost.url, secret: ghost.adminKey });
  await addDestination({ kind: "webhook", name: "Zapier", baseUrl: hook.url, secret: hook.secret });
});

afterAll(async () => {
  await Promise.all([wp.close(), ghost.close(), hook.close()]);
});

describe("deleting a published blog post", () => {
  it("takes it down on WordPress, Ghost, the webhook and the hosted blog", async () => {
    const post = await publishedPost("Going away");
    expect(wp.posts.get(post.wordpressId)).toMatchObject({ slug: post.slug, status: "publish" });
    expect(ghost.posts.has(post.ghostId)).toBe(true);
    expect(hook.posts.has(post.id)).toBe(true);
    expect(await postHtml(post.slug)).toContain("Going away");

    const del = await api.delete(`/api/blog/posts/${post.id}`, { token: owner.token });
    expect(del.status, del.text).toBe(204);
    // The hosted blog shows only posts that exist: gone as soon as the delete answers.
    await expect(postHtml(post.slug)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);

    expect(await runTakedowns()).toEqual(["removed", "removed", "removed"]);
    // WordPress deletes it outright (force=true), not to the trash; Ghost has no trash.
    expect(wp.posts.has(post.wordpressId)).toBe(false);
    expect(wp.server.received("delete").at(-1)?.query.get("force")).toBe("true");
    expect(ghost.posts.has(post.ghostId)).toBe(false);
    // The receiver applies only events whose signature verifies: the deleted event is signed like the publish.
    expect(hook.posts.has(post.id)).toBe(false);
    expect(hook.applied.at(-1)).toMatchObject({
      event: "blog_post.deleted",
      post: { id: post.id, slug: post.slug, title: "Going away", remoteId: `ext-${post.id}` },
    });
    expect(await runTakedowns()).toEqual([]);
  });

  it("a destination that stays down: the delete succeeds, the take-down is retried, then told to the company", async () => {
    const post = await publishedPost("Stuck remotely");
    // Every try fails: the client's three tries in each of the five runs.
    wp.server.fail("server_error", "delete", 15);
    const del = await api.delete(`/api/blog/posts/${post.id}`, { token: owner.token });
    expect(del.status, del.text).toBe(204);
    expect((await api.get(`/api/blog/posts/${post.id}`, { token: owner.token })).status).toBe(404);

    expect((await runTakedowns()).sort()).toEqual(["removed", "removed", "retry"]);
    const retry = await adminDb().outbox.findFirstOrThrow({
      where: { event: "blog/takedown.due", companyId: owner.companyId, dueAt: { gt: new Date() } },
    });
    expect(retry.payload).toMatchObject({ attempt: 2, remoteId: String(post.wordpressId) });
    for (let attempt = 2; attempt < 5; attempt++) expect(await runTakedowns()).toEqual(["retry"]);
    expect(await runTakedowns()).toEqual(["failed"]);
    expect(await runTakedowns()).toEqual([]);

    // Nothing is lost silently: the post is still on WordPress, and the company is told where.
    expect(wp.posts.get(post.wordpressId)).toMatchObject({ status: "publish" });
    const notices = await adminDb().notice.findMany({
      where: { companyId: owner.companyId, kind: "blog_post.takedown_failed" },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('The deleted blog post "Stuck remotely" is still on Company WordPress');
    expect(notices[0].body).toContain(`${wp.url}/${post.slug}/`);
  });
});

describe("other ways a post goes", () => {
  it("a campaign's delete_all takes down a draft whose removal failed, and only that copy", async () => {
    const campaign = await api.post("/api/campaigns", { token: owner.token, body: { name: "Winding down" } });
    expect(campaign.status, campaign.text).toBe(201);
    const post = await publishedPost("Half taken back", { campaignId: campaign.body.id });
    // The unpublish fails for good at WordPress (the client's three tries in each of the five runs).
    wp.server.fail("server_error", "delete", 15);
    const off = await api.post(`/api/blog/posts/${post.id}/unpublish`, { token: owner.token });
    expect(off.status, off.text).toBe(200);
    expect((await runDeliveries()).sort()).toEqual(["retry", "unpublished", "unpublished"]);
    for (let attempt = 2; attempt < 5; attempt++) expect(await runDeliveries()).toEqual(["retry"]);
    expect(await runDeliveries()).toEqual(["failed"]);
    expect(wp.posts.get(post.wordpressId)).toMatchObject({ status: "publish" });
    expect(await runTakedowns()).toEqual([]);

    const del = await api.delete(`/api/campaigns/${campaign.body.id}`, {
      token: owner.token,
      query: { action: "delete_all" },
    });
    expect(del.status, del.text).toBe(204);
    expect(await adminDb().blogPost.findUnique({ where: { id: post.id } })).toBeNull();
    // Ghost and the webhook took it back already: only WordPress still holds it.
    expect(await runTakedowns()).toEqual(["removed"]);
    expect(wp.posts.has(post.wordpressId)).toBe(false);
  });

  it("a publish under way when the post is deleted takes down the copy it made", async () => {
    const created = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Deleted mid-flight", markdownBody: "Hi" },
    });
    expect(created.status, created.text).toBe(201);
    const post = created.body as { id: string; slug: string };
    const published = await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token });
    expect(published.status, published.text).toBe(200);
    const delivery = await adminDb().blogDelivery.findFirstOrThrow({
      where: { blogPostId: post.id, destination: { kind: "wordpress" } },
    });

    const hold = wp.holdNextCreate();
    const delivering = deliverBlogPost(tenantCtxFor(owner.companyId), delivery.id);
    await hold.arrived;
    const del = await api.delete(`/api/blog/posts/${post.id}`, { token: owner.token });
    expect(del.status, del.text).toBe(204);
    // Nothing had a remote id yet, so the delete itself had nothing to take down.
    expect(await runTakedowns()).toEqual([]);
    hold.release();
    expect(await delivering).toBe("post deleted");

    const made = [...wp.posts.values()].find((p) => p.slug === post.slug);
    expect(made).toMatchObject({ status: "publish" });
    expect(await runTakedowns()).toEqual(["removed"]);
    expect(wp.posts.has(made!.id)).toBe(false);
  });

  // Another session holds the post, or its delivery (FOR KEY SHARE, as a row pointing at it would):
  // the delete waits on it while the publish finishes and stores its remote id. Whichever the delete
  // waits on, it must then see that id, or the copy is left up with nothing to say so.
  it.each([
    ["post", `SELECT 1 FROM "BlogPost" WHERE "id" = $1 FOR KEY SHARE`],
    ["delivery", `SELECT 1 FROM "BlogDelivery" WHERE "blogPostId" = $1 FOR KEY SHARE`],
  ])("a remote id stored while the delete waits for the %s is taken down by the delete", async (held, lock) => {
    const created = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `Stored mid-delete (${held})`, markdownBody: "Hi" },
    });
    const post = created.body as { id: string; slug: string };
    expect((await api.post(`/api/blog/posts/${post.id}/publish`, { token: owner.token })).status).toBe(200);
    const delivery = await adminDb().blogDelivery.findFirstOrThrow({
      where: { blogPostId: post.id, destination: { kind: "wordpress" } },
    });
    const hold = wp.holdNextCreate();
    const delivering = deliverBlogPost(tenantCtxFor(owner.companyId), delivery.id);
    await hold.arrived;

    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    let del: ReturnType<typeof api.delete> | undefined;
    try {
      await other.query("BEGIN");
      await other.query(lock, [post.id]);
      del = api.delete(`/api/blog/posts/${post.id}`, { token: owner.token });
      await expect
        .poll(
          async () =>
            (
              await other.query(
                `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      hold.release();
      const waited = new Promise((resolve) => setTimeout(() => resolve("still waiting on the delete"), 10_000));
      expect(await Promise.race([delivering, waited])).toBe("published");
    } finally {
      await other.query("COMMIT");
      await other.end();
    }
    const res = await del!;
    expect(res.status, res.text).toBe(204);

    const made = [...wp.posts.values()].find((p) => p.slug === post.slug);
    expect(await runTakedowns()).toEqual(["removed"]);
    expect(wp.posts.has(made!.id)).toBe(false);
  });
});
