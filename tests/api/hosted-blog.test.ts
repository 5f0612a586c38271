import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import BlogPostPage, { generateMetadata as postMetadata } from "@/app/blog/[handle]/[slug]/page";
import BlogIndex from "@/app/blog/[handle]/page";
import * as atomRoute from "@/app/blog/[handle]/atom.xml/route";
import * as coverRoute from "@/app/blog/[handle]/[slug]/cover/route";
import * as rssRoute from "@/app/blog/[handle]/feed.xml/route";
import * as sitemapRoute from "@/app/blog/[handle]/sitemap.xml/route";
import type { RouteHandler } from "@/lib/api/handle";
import { hostedDestinationId } from "@/lib/blog/hosted-destination";
import { runScheduledPublish } from "@/lib/content/blog-posts";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { env } from "@/lib/env";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

// Issue 30's hosted blog: /blog/<handle> for every company, its own delivery state, feeds and a
// sitemap, and no company's posts ever on another's blog.

let a: TestUser;
let b: TestUser;
let handleA: string;
let handleB: string;

const HOSTILE =
  "Intro with **bold**.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>";

/** A post with a body unless the test gives one (an empty post is never published). */
async function post(user: TestUser, body: Record<string, unknown>) {
  const res = await api.post("/api/blog/posts", { token: user.token, body: { markdownBody: "A few words.", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; status: string };
}

async function publish(user: TestUser, id: string, body: Record<string, unknown> = {}) {
  const res = await api.post(`/api/blog/posts/${id}/publish`, { token: user.token, body });
  expect(res.status, res.text).toBe(200);
  return res.body as { deliveries: { kind: string; status: string; url: string | null }[] };
}

/** The public blog's route files, called as Next calls them (they live outside app/api). */
async function publicGet(route: { GET: RouteHandler }, params: Record<string, string>) {
  const res = await route.GET(new Request("http://localhost/blog"), { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const feed = async (handle: string) => (await publicGet(rssRoute, { handle })).text;
const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);
const indexHtml = (handle: string) => html(BlogIndex({ params: Promise.resolve({ handle }) }));
const postHtml = (handle: string, slug: string) => html(BlogPostPage({ params: Promise.resolve({ handle, slug }) }));

beforeAll(async () => {
  a = await signUp({ companyName: "Northwind Coffee" });
  b = await signUp({ companyName: "Northwind Coffee" });
  handleA = (await api.get("/api/company", { token: a.token })).body.blogHandle;
  handleB = (await api.get("/api/company", { token: b.token })).body.blogHandle;
});

afterAll(async () => {
  await adminDb().company.updateMany({ where: { id: { in: [a.companyId, b.companyId] } }, data: { blogHandle: null } });
});

describe("the blog handle", () => {
  it("is given from the company's name, unique across companies, and shown on GET /api/company", async () => {
    expect(handleA).toMatch(/^northwind-coffee(-[0-9a-f]+|-\d+)?$/);
    expect(handleB).toMatch(/^northwind-coffee/);
    expect(handleB).not.toBe(handleA);
    const company = (await api.get("/api/company", { token: a.token })).body;
    expect(company).toMatchObject({ blogHandle: handleA, blogUrl: `${env.appUrl}/blog/${handleA}` });
  });

  it("is given inside a write too: a same-named company's first PUT /api/company answers 200 with a handle of its own", async () => {
    const c = await signUp({ companyName: "Northwind Coffee" });
    try {
      const res = await api.put("/api/company", { token: c.token, body: { timeZone: "Europe/Lisbon" } });
      expect(res.status).toBe(200);
      expect(res.body.timeZone).toBe("Europe/Lisbon");
      expect(res.body.blogHandle).toMatch(/^northwind-coffee-/);
      expect([handleA, handleB]).not.toContain(res.body.blogHandle);
    } finally {
      await adminDb().company.update({ where: { id: c.companyId }, data: { blogHandle: null } });
    }
  });

  it("follows the link-in-bio slug rules: reserved, too short or odd characters are 400; another's is 409", async () => {
    for (const bad of ["api", "ab", "Has Space", "x".repeat(41)]) {
      const res = await api.put("/api/company", { token: a.token, body: { blogHandle: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.details).toHaveProperty("blogHandle");
    }
    const taken = await api.put("/api/company", { token: a.token, body: { blogHandle: handleB } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("HANDLE_TAKEN");
    expect((await api.get("/api/company", { token: a.token })).body.blogHandle).toBe(handleA);

    const renamed = `roastery-${Date.now().toString(36)}`;
    const ok = await api.put("/api/company", { token: a.token, body: { blogHandle: renamed } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.blogHandle).toBe(renamed);
    handleA = renamed;
    const editor = await addMember(a, "editor");
    expect((await api.put("/api/company", { token: editor.token, body: { blogHandle: "other-name" } })).status).toBe(
      403,
    );
  });
});

describe("the hosted blog as a destination", () => {
  it("is every company's first destination, a default; it cannot be removed or given an address", async () => {
    const list = (await api.get("/api/blog/destinations", { token: a.token })).body;
    expect(list[0]).toMatchObject({
      id: hostedDestinationId(a.companyId),
      kind: "hosted",
      isDefault: true,
      baseUrl: `${env.appUrl}/blog/${handleA}`,
      secretHint: null,
    });
    const id = list[0].id;
    const del = await api.delete(`/api/blog/destinations/${id}`, { token: a.token });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe("HOSTED_BLOG");
    const put = await api.put(`/api/blog/destinations/${id}`, {
      token: a.token,
      body: { baseUrl: "https://x.example" },
    });
    expect(put.status).toBe(400);
    const add = await api.post("/api/blog/destinations", {
      token: a.token,
      body: { kind: "hosted", name: "Second", baseUrl: "https://x.example", secret: "x" },
    });
    expect(add.status).toBe(400);
    expect((await api.post(`/api/blog/destinations/${id}/test`, { token: a.token })).body.success).toBe(true);
  });

  it("publishing puts the post on the blog at once, with its public address; a draft is not there", async () => {
    const draft = await post(a, { title: "Draft only", markdownBody: "Not yet." });
    const live = await post(a, { title: "Espresso at home", markdownBody: HOSTILE, tags: ["Coffee"] });
    const res = await publish(a, live.id);
    const hosted = res.deliveries.find((d) => d.kind === "hosted")!;
    expect(hosted).toMatchObject({ status: "published", url: `${env.appUrl}/blog/${handleA}/${live.slug}` });

    const index = await indexHtml(handleA);
    expect(index).toContain("Espresso at home");
    expect(index).not.toContain("Draft only");
    expect(index).toContain(`href="/blog/${handleA}/${live.slug}"`);

    const page = await postHtml(handleA, live.slug);
    expect(page).toContain("<h1>Espresso at home</h1>");
    expect(page).toContain("<strong>bold</strong>");
    expect(page).not.toMatch(/<script>alert|javascript:|onerror/i);
    await expect(postHtml(handleA, draft.slug)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });

  it("answers SEO and Open Graph metadata for a post", async () => {
    const cover = (await uploadAsset(a.token)).body.asset as { id: string };
    const live = await post(a, {
      title: "Cold brew basics",
      markdownBody: "Steep for **18 hours**. Then filter.",
      excerpt: "A slow coffee for hot days.",
      tags: ["Cold brew"],
      coverImageId: cover.id,
    });
    await publish(a, live.id);
    const url = `${env.appUrl}/blog/${handleA}/${live.slug}`;
    const meta = await postMetadata({ params: Promise.resolve({ handle: handleA, slug: live.slug }) });
    expect(meta).toMatchObject({
      title: "Cold brew basics",
      description: "A slow coffee for hot days.",
      alternates: { canonical: url },
      openGraph: { type: "article", url, title: "Cold brew basics", images: [{ url: `${url}/cover` }] },
      twitter: { card: "summary_large_image" },
    });
    const coverRes = await publicGet(coverRoute, { handle: handleA, slug: live.slug });
    expect(coverRes.status).toBe(302);
    expect(coverRes.headers.get("location")).toMatch(/\/api\/media\//);
  });

  it("serves an RSS feed, an Atom feed and a sitemap of the posts on the blog", async () => {
    const rss = await publicGet(rssRoute, { handle: handleA });
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    expect(rss.text).toContain("<title>Espresso at home</title>");
    expect(rss.text).toContain("<category>Coffee</category>");
    expect(rss.text).not.toContain("Draft only");
    expect(rss.text).not.toMatch(/<script>|&lt;script&gt;alert/);

    const atom = await publicGet(atomRoute, { handle: handleA });
    expect(atom.headers.get("content-type")).toContain("application/atom+xml");
    expect(atom.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.text).toContain("<title>Cold brew basics</title>");

    const sitemap = await publicGet(sitemapRoute, { handle: handleA });
    expect(sitemap.text).toContain(`<loc>${env.appUrl}/blog/${handleA}</loc>`);
    expect(sitemap.text).toMatch(new RegExp(`<loc>${env.appUrl}/blog/${handleA}/espresso-at-home</loc>`));
    expect((await publicGet(rssRoute, { handle: "no-such-blog-here" })).status).toBe(404);
  });

  it("editing a published post updates the blog; unpublishing takes it off", async () => {
    const live = await post(a, { title: "Milk steaming", markdownBody: "First take." });
    await publish(a, live.id);
    const put = await api.put(`/api/blog/posts/${live.id}`, { token: a.token, body: { markdownBody: "Second take." } });
    expect(put.status, put.text).toBe(200);
    expect(await postHtml(handleA, live.slug)).toContain("Second take.");
    await api.post(`/api/blog/posts/${live.id}/unpublish`, { token: a.token });
    expect(await feed(handleA)).not.toContain("Milk steaming");
    await expect(postHtml(handleA, live.slug)).rejects.toThrow();
  });

  it("a post sent only elsewhere is not on the hosted blog", async () => {
    const hook = await api.post("/api/blog/destinations", {
      token: a.token,
      body: {
        kind: "webhook",
        name: "Hook",
        baseUrl: "https://hooks.example.com/x",
        secret: "a-long-signing-secret",
        isDefault: false,
      },
    });
    const elsewhere = await post(a, { title: "Only on the hook", destinationIds: [hook.body.id] });
    const res = await publish(a, elsewhere.id);
    expect(res.deliveries.map((d) => d.kind)).toEqual(["webhook"]);
    expect(await feed(handleA)).not.toContain("Only on the hook");
  });
});

describe("tenant isolation", () => {
  it("a company's posts are never on another's blog, even with the same slug", async () => {
    const mine = await post(b, { title: "Espresso at home", markdownBody: "Company B's own recipe." });
    await publish(b, mine.id);
    const feedA = await feed(handleA);
    const feedB = await feed(handleB);
    expect(feedB).toContain("Company B&#39;s own recipe.");
    expect(feedA).not.toContain("Company B");
    expect(feedB).not.toContain("Cold brew basics");
    expect(await postHtml(handleA, mine.slug)).not.toContain("Company B");
    expect(await postHtml(handleB, mine.slug)).toContain("Company B");
    expect(await indexHtml(handleB)).not.toContain("Cold brew basics");
    const siteB = (await publicGet(sitemapRoute, { handle: handleB })).text;
    expect(siteB).not.toContain(`/blog/${handleA}/`);
  });
});

describe("scheduling a blog post", () => {
  it("publishes it at its time through the outbox; a moved or cancelled schedule does nothing", async () => {
    const at = new Date(Date.now() + 3_600_000);
    const draft = await post(a, { title: "Publish at nine", markdownBody: "Scheduled." });
    const res = await api.put(`/api/blog/posts/${draft.id}`, {
      token: a.token,
      body: { scheduledAt: at.toISOString() },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "DRAFT", scheduledAt: at.toISOString() });
    const queued = await adminDb().outbox.findMany({
      where: {
        event: "blog/post.publish-due",
        companyId: a.companyId,
        payload: { path: ["postId"], equals: draft.id },
      },
    });
    expect(queued).toHaveLength(1);
    expect(queued[0].dueAt.toISOString()).toBe(at.toISOString());
    expect(await feed(handleA)).not.toContain("Publish at nine");

    const ctx = tenantCtxFor(a.companyId);
    expect(await runScheduledPublish(ctx, draft.id, new Date(at.getTime() - 60_000).toISOString())).toBe("stale");
    expect(await runScheduledPublish(ctx, draft.id, at.toISOString())).toBe("published");
    const after = (await api.get(`/api/blog/posts/${draft.id}`, { token: a.token })).body;
    expect(after).toMatchObject({ status: "PUBLISHED", scheduledAt: null });
    expect(await feed(handleA)).toContain("Publish at nine");
    expect(await runScheduledPublish(ctx, draft.id, at.toISOString())).toBe("stale");
  });

  it("refuses a time in the past, a published post, and a role without content:publish", async () => {
    const draft = await post(a, { title: "Too late", markdownBody: "x" });
    const past = await api.put(`/api/blog/posts/${draft.id}`, {
      token: a.token,
      body: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.details).toHaveProperty("scheduledAt");
    const noZone = await api.put(`/api/blog/posts/${draft.id}`, {
      token: a.token,
      body: { scheduledAt: "2030-01-01T09:00:00" },
    });
    expect(noZone.status).toBe(400);
    const live = await post(a, { title: "Already out", markdownBody: "x" });
    await publish(a, live.id);
    const alreadyOut = await api.put(`/api/blog/posts/${live.id}`, {
      token: a.token,
      body: { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(alreadyOut.status).toBe(400);
    const editor = await addMember(a, "editor");
    const mine = await post(editor, { title: "Editor's draft" });
    const denied = await api.put(`/api/blog/posts/${mine.id}`, {
      token: editor.token,
      body: { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(denied.status).toBe(403);
    expect((await api.get(`/api/blog/posts/${draft.id}`, { token: a.token })).body.scheduledAt).toBeNull();
  });
});
