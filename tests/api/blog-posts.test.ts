import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { insertCampaign, memberToken } from "../helpers/content-fixtures";
import { signUp, type TestUser } from "../helpers/users";

const BASE = "/api/blog/posts";

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

/** A post with a body unless the test gives one (an empty post is never published). */
async function createPost(token: string, body: Record<string, unknown>) {
  const res = await api.post(BASE, { token, body: { markdownBody: "A few words.", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function countPosts(token: string): Promise<number> {
  return (await api.get(BASE, { token })).body.total;
}

describe("blog posts: create and read", () => {
  it("creates a DRAFT with a slug derived from the title and answers the post DTO", async () => {
    const res = await api.post(BASE, {
      token: owner.token,
      body: { title: "Hello, Wörld! 2025", markdownBody: "# Hi" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: "Hello, Wörld! 2025",
      slug: "hello-world-2025",
      markdownBody: "# Hi",
      status: "DRAFT",
      publishedAt: null,
      campaignId: null,
      excerpt: "",
      tags: [],
      categories: [],
      coverImageId: null,
      destinationIds: [],
      scheduledAt: null,
      heldReason: null,
      plannedFor: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await api.get(`${BASE}/${res.body.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it("makes derived slugs unique with a numeric suffix", async () => {
    const u = await signUp();
    const first = await createPost(u.token, { title: "Weekly update" });
    const second = await createPost(u.token, { title: "Weekly   update!" });
    const third = await createPost(u.token, { title: "weekly-update" });
    expect([first.slug, second.slug, third.slug]).toEqual(["weekly-update", "weekly-update-2", "weekly-update-3"]);
  });

  it("lower-cases an explicit slug and refuses one the company already uses with 409, creating nothing", async () => {
    const u = await signUp();
    const post = await createPost(u.token, { title: "A", slug: "Launch-Day" });
    expect(post.slug).toBe("launch-day");
    const clash = await api.post(BASE, { token: u.token, body: { title: "B", slug: "launch-day" } });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ error: "SLUG_TAKEN", message: expect.stringContaining("launch-day") });
    expect(await countPosts(u.token)).toBe(1);
  });

  it("lets two companies use the same slug", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    expect((await createPost(a.token, { title: "X", slug: "same" })).slug).toBe("same");
    expect((await createPost(b.token, { title: "Y", slug: "same" })).slug).toBe("same");
  });

  it("answers 400 with details for bad input and creates nothing", async () => {
    const u = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "title"],
      [{ title: "   " }, "title"],
      [{ title: "T", slug: "no spaces!" }, "slug"],
      [{ title: "T", slug: "-edge-" }, "slug"],
      [{ title: "T", status: "ARCHIVED" }, "status"],
      [{ title: "T", campaignId: "not-a-uuid" }, "campaignId"],
      [{ title: "T", markdownBody: 42 }, "markdownBody"],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(BASE, { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("Validation failed");
      expect(res.body.details).toHaveProperty(field);
    }
    const malformed = await api.post(BASE, {
      token: u.token,
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await countPosts(u.token)).toBe(0);
  });
});

describe("blog posts: update, publish, delete", () => {
  it("updates only the fields sent; the slug does not follow the title", async () => {
    const post = await createPost(owner.token, { title: "Original", markdownBody: "body" });
    const res = await api.put(`${BASE}/${post.id}`, { token: owner.token, body: { title: "Renamed" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Renamed", slug: post.slug, markdownBody: "body", status: "DRAFT" });
  });

  it("refuses to take another post's slug (409) but accepts its own", async () => {
    const u = await signUp();
    const a = await createPost(u.token, { title: "A", slug: "alpha" });
    const b = await createPost(u.token, { title: "B", slug: "beta" });
    const clash = await api.put(`${BASE}/${b.id}`, { token: u.token, body: { slug: "alpha" } });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ error: "SLUG_TAKEN", message: expect.any(String) });
    expect((await api.get(`${BASE}/${b.id}`, { token: u.token })).body.slug).toBe("beta");
    const same = await api.put(`${BASE}/${a.id}`, { token: u.token, body: { slug: "alpha", title: "A2" } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ slug: "alpha", title: "A2" });
  });

  it("sets publishedAt when created or updated as PUBLISHED and clears it on the way back to DRAFT", async () => {
    const published = await createPost(owner.token, { title: "Live", status: "published" });
    expect(published.status).toBe("PUBLISHED");
    expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const draft = await createPost(owner.token, { title: "Later" });
    const up = await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { status: "PUBLISHED" } });
    expect(up.body.status).toBe("PUBLISHED");
    expect(up.body.publishedAt).toEqual(expect.any(String));

    const edit = await api.put(`${BASE}/${draft.id}`, {
      token: owner.token,
      body: { markdownBody: "fix", status: "PUBLISHED" },
    });
    expect(edit.body.publishedAt).toBe(up.body.publishedAt);

    const back = await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { status: "DRAFT" } });
    expect(back.body).toMatchObject({ status: "DRAFT", publishedAt: null });
  });

  it("publish marks the post PUBLISHED with publishedAt and puts it on the hosted blog; again keeps the first time", async () => {
    const post = await createPost(owner.token, { title: "To publish" });
    const res = await api.post(`${BASE}/${post.id}/publish`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: post.id, status: "PUBLISHED" });
    expect(res.body.deliveries).toEqual([
      expect.objectContaining({ kind: "hosted", status: "published", url: expect.stringContaining(`/${post.slug}`) }),
    ]);
    expect(res.body.publishedAt).toEqual(expect.any(String));
    const again = await api.post(`${BASE}/${post.id}/publish`, { token: owner.token });
    expect(again.body.publishedAt).toBe(res.body.publishedAt);
    expect((await api.get(`${BASE}/${post.id}`, { token: owner.token })).body.status).toBe("PUBLISHED");
  });

  it("an empty post is never published: publish, create as PUBLISHED or scheduled, schedule, and emptying a live post's body answer 400 naming markdownBody and change nothing", async () => {
    const draft = await createPost(owner.token, { title: "Nothing yet", markdownBody: " \n " });
    const refused = (res: { status: number; body: { details?: Record<string, string> } }) => {
      expect(res.status).toBe(400);
      expect(res.body.details?.markdownBody).toBe("write the post before you publish or schedule it");
    };
    refused(await api.post(`${BASE}/${draft.id}/publish`, { token: owner.token }));
    refused(await api.post(BASE, { token: owner.token, body: { title: "Empty live", status: "PUBLISHED" } }));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    refused(await api.post(BASE, { token: owner.token, body: { title: "Empty later", scheduledAt: later } }));
    refused(await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { scheduledAt: later } }));
    refused(await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { status: "PUBLISHED" } }));
    expect((await api.get(`${BASE}/${draft.id}`, { token: owner.token })).body).toMatchObject({
      status: "DRAFT",
      scheduledAt: null,
    });
    // Written, it goes out; its body cannot then be emptied while it is live.
    const written = await api.put(`${BASE}/${draft.id}`, {
      token: owner.token,
      body: { markdownBody: "Now it says something." },
    });
    expect(written.status, written.text).toBe(200);
    expect((await api.post(`${BASE}/${draft.id}/publish`, { token: owner.token })).status).toBe(200);
    refused(await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { markdownBody: "" } }));
    expect((await api.get(`${BASE}/${draft.id}`, { token: owner.token })).body.markdownBody).toBe(
      "Now it says something.",
    );
    // A draft may be emptied.
    expect(
      (await api.put(`${BASE}/${draft.id}`, { token: owner.token, body: { status: "DRAFT", markdownBody: "" } }))
        .status,
    ).toBe(200);
  });

  it("publish with an empty destinationIds sends the post where one without it would: the hosted blog", async () => {
    const post = await createPost(owner.token, { title: "Published with an empty list" });
    const res = await api.post(`${BASE}/${post.id}/publish`, { token: owner.token, body: { destinationIds: [] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.deliveries).toEqual([
      expect.objectContaining({ kind: "hosted", status: "published", url: expect.stringContaining(`/${post.slug}`) }),
    ]);
  });

  it("deletes with 204; the post is gone afterwards", async () => {
    const post = await createPost(owner.token, { title: "Doomed" });
    const del = await api.delete(`${BASE}/${post.id}`, { token: owner.token });
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expect((await api.get(`${BASE}/${post.id}`, { token: owner.token })).status).toBe(404);
    expect((await api.delete(`${BASE}/${post.id}`, { token: owner.token })).status).toBe(404);
  });

  it("answers 400 for bad update input and changes nothing", async () => {
    const post = await createPost(owner.token, { title: "Stable" });
    for (const body of [{ title: "" }, { status: "LIVE" }, { slug: "UPPER CASE" }, { title: null }]) {
      const res = await api.put(`${BASE}/${post.id}`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toEqual(expect.any(Object));
    }
    expect((await api.get(`${BASE}/${post.id}`, { token: owner.token })).body).toEqual(post);
    expect((await api.get(`${BASE}/not-a-uuid`, { token: owner.token })).status).toBe(400);
  });
});

describe("blog posts: lists", () => {
  it("filters by status (any case) and campaign, pages with total/limit/offset, newest first", async () => {
    const u = await signUp();
    const campaignId = await insertCampaign(u.companyId);
    const first = await createPost(u.token, { title: "One" });
    const second = await createPost(u.token, { title: "Two", status: "PUBLISHED" });
    const third = await createPost(u.token, { title: "Three", campaignId });

    const all = await api.get(BASE, { token: u.token });
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.body.items.map((p: { id: string }) => p.id)).toEqual([third.id, second.id, first.id]);

    const published = await api.get(BASE, { token: u.token, query: { status: "published" } });
    expect(published.body.items.map((p: { id: string }) => p.id)).toEqual([second.id]);

    const linked = await api.get(BASE, { token: u.token, query: { campaignId } });
    expect(linked.body).toMatchObject({ total: 1, items: [{ id: third.id, campaignId }] });

    const page = await api.get(BASE, { token: u.token, query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ id: second.id }] });

    for (const query of [{ status: "LIVE" }, { limit: 0 }, { limit: 101 }, { campaignId: "x" }]) {
      const bad = await api.get(BASE, { token: u.token, query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.error).toBe("Validation failed");
    }
  });
});

describe("blog posts: campaigns, tenants and roles", () => {
  it("links to the caller's campaign, unlinks with null, and answers 404 for another company's campaign", async () => {
    const mine = await insertCampaign(owner.companyId);
    const theirs = await insertCampaign(other.companyId);
    const post = await createPost(owner.token, { title: "Linked", campaignId: mine });
    expect(post.campaignId).toBe(mine);

    const before = await countPosts(owner.token);
    const foreign = await api.post(BASE, { token: owner.token, body: { title: "Foreign", campaignId: theirs } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: expect.any(String) });
    expect(await countPosts(owner.token)).toBe(before);

    const move = await api.put(`${BASE}/${post.id}`, {
      token: owner.token,
      body: { campaignId: theirs, title: "Moved" },
    });
    expect(move.status).toBe(404);
    expect((await api.get(`${BASE}/${post.id}`, { token: owner.token })).body).toMatchObject({
      campaignId: mine,
      title: "Linked",
    });

    const unlink = await api.put(`${BASE}/${post.id}`, { token: owner.token, body: { campaignId: null } });
    expect(unlink.body.campaignId).toBeNull();
  });

  it("hides one company's posts from another: 404 on every id route, absent from lists, unchanged", async () => {
    const post = await createPost(owner.token, { title: "Private", slug: "private-one" });
    const url = `${BASE}/${post.id}`;
    expect((await api.get(url, { token: other.token })).status).toBe(404);
    expect((await api.put(url, { token: other.token, body: { title: "Hacked" } })).status).toBe(404);
    expect((await api.post(`${url}/publish`, { token: other.token })).status).toBe(404);
    const del = await api.delete(url, { token: other.token });
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ error: expect.any(String) });
    const list = await api.get(BASE, { token: other.token });
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await api.get(url, { token: owner.token })).body).toEqual(post);
  });

  it("editors write drafts but cannot publish; viewers only read; no token is 401", async () => {
    const u = await signUp();
    const [editor, viewer] = await Promise.all([
      memberToken(u.companyId, "editor"),
      memberToken(u.companyId, "viewer"),
    ]);
    const draft = await createPost(editor, { title: "By an editor" });
    expect((await api.post(`${BASE}/${draft.id}/publish`, { token: editor })).status).toBe(403);
    expect((await api.post(BASE, { token: editor, body: { title: "Live", status: "PUBLISHED" } })).status).toBe(403);
    expect((await api.put(`${BASE}/${draft.id}`, { token: editor, body: { status: "PUBLISHED" } })).status).toBe(403);
    expect((await api.get(`${BASE}/${draft.id}`, { token: u.token })).body.status).toBe("DRAFT");

    expect((await api.get(`${BASE}/${draft.id}`, { token: viewer })).status).toBe(200);
    expect((await api.post(BASE, { token: viewer, body: { title: "No" } })).status).toBe(403);
    expect((await api.delete(`${BASE}/${draft.id}`, { token: viewer })).status).toBe(403);
    expect((await api.get(BASE)).status).toBe(401);
  });
});
