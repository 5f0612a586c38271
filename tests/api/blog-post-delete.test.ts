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

async function publishedPost(title: string) {
  const created = await api.post("/api/blog/posts", { token: owner.token, body: { title, markdownBody: "Hi" } });
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
