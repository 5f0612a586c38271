import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { eventRecorder } from "@/lib/link-in-bio/event-recorder";
import { storeEvents as storeEventLines } from "@/lib/link-in-bio/event-store-admin";
import { api } from "../helpers/app";
import { memberToken } from "../helpers/content-fixtures";
import { signUp, type TestUser } from "../helpers/users";

const BASE = "/api/link-in-bio";
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

const slugOf = (prefix = "page") => `${prefix}-${randomUUID().slice(0, 8)}`;

async function createPage(token: string, body: Record<string, unknown> = {}) {
  const res = await api.post(BASE, { token, body: { slug: slugOf(), title: "Northwind Coffee", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function addLink(token: string, slug: string, body: Record<string, unknown>) {
  const res = await api.post(`${BASE}/${slug}/links`, { token, body: { url: "https://example.com/", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const positions = async (token: string, slug: string) =>
  ((await api.get(`${BASE}/${slug}/links`, { token })).body.items as { title: string; position: number }[]).map(
    (l) => `${l.position}:${l.title}`,
  );

const visitor = (ua: string, ip: string, extra: Record<string, string> = {}) => ({
  "user-agent": ua,
  "x-forwarded-for": ip,
  ...extra,
});

describe("link-in-bio pages", () => {
  it("creates, reads, lists, updates and deletes a page", async () => {
    const slug = slugOf("crud");
    const created = await api.post(BASE, {
      token: owner.token,
      body: { slug: `  ${slug.toUpperCase()} `, title: "Northwind" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug,
      title: "Northwind",
      theme: "default",
      bio: "",
      avatarAssetId: null,
      publicUrl: expect.stringMatching(new RegExp(`/l/${slug}$`)),
    });

    const read = await api.get(`${BASE}/${slug}`, { token: owner.token });
    expect(read.body).toMatchObject({ slug, links: [] });
    const list = await api.get(BASE, { token: owner.token });
    expect(list.body).toMatchObject({ total: expect.any(Number), limit: 50, offset: 0 });
    expect(list.body.items.map((p: { slug: string }) => p.slug)).toContain(slug);

    const updated = await api.put(`${BASE}/${slug}`, {
      token: owner.token,
      body: { title: "Northwind Coffee", theme: "DARK", bio: "Fresh daily", buttonColor: "#AABBCC" },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      title: "Northwind Coffee",
      theme: "dark",
      bio: "Fresh daily",
      buttonColor: "#aabbcc",
    });

    expect((await api.put(`${BASE}/${slug}`, { token: owner.token, body: { theme: "neon" } })).status).toBe(400);
    expect((await api.delete(`${BASE}/${slug}`, { token: owner.token })).status).toBe(204);
    expect((await api.get(`${BASE}/${slug}`, { token: owner.token })).status).toBe(404);
  });

  it("refuses slugs that break the rules, reserved words, and slugs taken by any company", async () => {
    for (const bad of ["ab", "a".repeat(41), "has space", "ünïcode", "under_score", "api", "admin", "l", "login"]) {
      const res = await api.post(BASE, { token: owner.token, body: { slug: bad, title: "x" } });
      expect(res.status, bad).toBe(400);
      expect(res.body.details.slug, bad).toBeDefined();
    }
    const taken = await createPage(owner.token);
    const clash = await api.post(BASE, { token: other.token, body: { slug: taken.slug, title: "Mine now" } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: "SLUG_TAKEN", message: expect.any(String) });
    // Renaming onto a taken slug is refused the same way, and nothing changes.
    const mine = await createPage(other.token);
    expect((await api.put(`${BASE}/${mine.slug}`, { token: other.token, body: { slug: taken.slug } })).status).toBe(
      409,
    );
    expect((await api.get(`${BASE}/${mine.slug}`, { token: other.token })).status).toBe(200);
  });

  it("check-slug answers {slug, available} with a reason, counting the page's own slug as free", async () => {
    const page = await createPage(owner.token);
    const check = (slug: string, token = owner.token, on = page.slug) =>
      api.post(`${BASE}/${on}/check-slug`, { token, body: { slug } });
    expect((await check(page.slug)).body).toEqual({ slug: page.slug, available: true });
    expect((await check("fresh-slug-" + randomUUID().slice(0, 6))).body).toMatchObject({ available: true });
    expect((await check("api")).body).toEqual({ slug: "api", available: false, reason: "is reserved" });
    expect((await check("x")).body).toMatchObject({ available: false, reason: expect.stringMatching(/3 to 40/) });
    // Another company asks about this page's slug for a new page: taken.
    expect((await check(page.slug, other.token, "new")).body).toEqual({
      slug: page.slug,
      available: false,
      reason: "is already in use",
    });
    // ... and cannot use this page's path to ask.
    expect((await check("anything", other.token)).status).toBe(404);
  });

  it("takes the avatar from the company's media library, never another company's asset", async () => {
    const asset = await adminDb().mediaAsset.create({
      data: {
        companyId: owner.companyId,
        filename: "me.png",
        contentType: "image/png",
        sizeBytes: 10,
        storageKey: `test/${randomUUID()}`,
      },
    });
    const page = await createPage(owner.token, { avatarAssetId: asset.id });
    expect(page.avatarAssetId).toBe(asset.id);
    const intruder = await api.post(BASE, {
      token: other.token,
      body: { slug: slugOf(), title: "x", avatarAssetId: asset.id },
    });
    expect(intruder.status).toBe(404);
    const avatar = await api.get(`/l/${page.slug}/avatar`);
    expect(avatar.status).toBe(302);
    expect(avatar.headers.get("location")).toMatch(/\/api\/media\//);
  });

  it("lets a viewer read but not change pages", async () => {
    const page = await createPage(owner.token);
    const viewer = await memberToken(owner.companyId, "viewer");
    expect((await api.get(`${BASE}/${page.slug}`, { token: viewer })).status).toBe(200);
    expect((await api.put(`${BASE}/${page.slug}`, { token: viewer, body: { title: "x" } })).status).toBe(403);
  });
});

describe("links", () => {
  it("adds links at the end or at a position, keeping positions 0..n-1", async () => {
    const { slug } = await createPage(owner.token);
    await addLink(owner.token, slug, { title: "A" });
    await addLink(owner.token, slug, { title: "B" });
    await addLink(owner.token, slug, { title: "C", position: 0 });
    await addLink(owner.token, slug, { title: "D", position: 99 });
    expect(await positions(owner.token, slug)).toEqual(["0:C", "1:A", "2:B", "3:D"]);
  });

  it("updates, moves and deletes a link, closing gaps", async () => {
    const { slug } = await createPage(owner.token);
    const a = await addLink(owner.token, slug, { title: "A" });
    await addLink(owner.token, slug, { title: "B" });
    await addLink(owner.token, slug, { title: "C" });
    const moved = await api.put(`${BASE}/${slug}/links/${a.id}`, {
      token: owner.token,
      body: { position: 2, title: "A2", enabled: false },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ title: "A2", position: 2, enabled: false, live: false });
    expect(await positions(owner.token, slug)).toEqual(["0:B", "1:C", "2:A2"]);
    const b = (await api.get(`${BASE}/${slug}/links`, { token: owner.token })).body.items[0];
    expect((await api.delete(`${BASE}/${slug}/links/${b.id}`, { token: owner.token })).status).toBe(204);
    expect(await positions(owner.token, slug)).toEqual(["0:C", "1:A2"]);
  });

  it("accepts only http(s) URLs", async () => {
    const { slug } = await createPage(owner.token);
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://example.com",
      "//example.com",
      "example.com",
      "https://user:pw@example.com",
    ]) {
      const res = await api.post(`${BASE}/${slug}/links`, { token: owner.token, body: { title: "x", url } });
      expect(res.status, url).toBe(400);
      expect(res.body.details.url, url).toBeDefined();
    }
    expect(await positions(owner.token, slug)).toEqual([]);
    const link = await addLink(owner.token, slug, { title: "ok", url: "http://example.com/a?b=c" });
    expect(
      (await api.put(`${BASE}/${slug}/links/${link.id}`, { token: owner.token, body: { url: " JavaScript:alert(1)" } }))
        .status,
    ).toBe(400);
  });

  it("stores an international address normalised (IDNA host, percent-encoded path) and refuses control characters, naming the field", async () => {
    const { slug } = await createPage(owner.token);
    const iri = await addLink(owner.token, slug, { title: "IRI", url: "https://例え.jp/日本?q=東京#節" });
    expect(iri.url).toBe("https://xn--r8jz45g.jp/%E6%97%A5%E6%9C%AC?q=%E6%9D%B1%E4%BA%AC#%E7%AF%80");
    const wiki = await addLink(owner.token, slug, { title: "Wiki", url: "https://ja.wikipedia.org/wiki/日本" });
    expect(wiki.url).toBe("https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC");
    const moved = await api.put(`${BASE}/${slug}/links/${wiki.id}`, {
      token: owner.token,
      body: { url: "https://Ünïcode.example/ä b" },
    });
    expect(moved.body.url).toBe("https://xn--ncode-cta3g.example/%C3%A4%20b");
    const stored = await adminDb().linkInBioLink.findMany({
      where: { companyId: owner.companyId, id: { in: [iri.id, wiki.id] } },
      orderBy: { position: "asc" },
    });
    expect(stored.map((l) => l.url)).toEqual([iri.url, moved.body.url]);

    for (const url of [
      "https://example.com/a\r\nSet-Cookie: x=1",
      "https://example.com/a\nb",
      "https://exa\tmple.com/",
      "https://example.com/\u007f",
      "https://example.com/\u0085",
    ]) {
      const res = await api.post(`${BASE}/${slug}/links`, { token: owner.token, body: { title: "x", url } });
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect(res.body.details.url, JSON.stringify(url)).toMatch(/control characters/);
      const update = await api.put(`${BASE}/${slug}/links/${iri.id}`, { token: owner.token, body: { url } });
      expect(update.status, JSON.stringify(url)).toBe(400);
    }
    expect(await positions(owner.token, slug)).toEqual(["0:IRI", "1:Wiki"]);
    expect((await api.get(`${BASE}/${slug}/links`, { token: owner.token })).body.items[0].url).toBe(iri.url);

    const page = await api.put(`${BASE}/${slug}`, {
      token: owner.token,
      body: { avatarUrl: "https://例え.jp/顔.png" },
    });
    expect(page.body.avatarUrl).toBe("https://xn--r8jz45g.jp/%E9%A1%94.png");
    expect(
      (await api.put(`${BASE}/${slug}`, { token: owner.token, body: { avatarUrl: "https://example.com/a\r\nb.png" } }))
        .body.details.avatarUrl,
    ).toMatch(/control characters/);
  });

  it("refuses a schedule window that ends before it starts", async () => {
    const { slug } = await createPage(owner.token);
    const res = await api.post(`${BASE}/${slug}/links`, {
      token: owner.token,
      body: {
        title: "x",
        url: "https://example.com",
        startsAt: "2030-01-02T00:00:00Z",
        endsAt: "2030-01-01T00:00:00Z",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.endsAt).toBeDefined();
    const link = await addLink(owner.token, slug, { title: "y", startsAt: "2030-01-02T00:00:00Z" });
    const update = await api.put(`${BASE}/${slug}/links/${link.id}`, {
      token: owner.token,
      body: { endsAt: "2030-01-01T00:00:00Z" },
    });
    expect(update.status).toBe(400);
  });

  it("reorders: full lists, partial lists, and another page's link refused", async () => {
    const { slug } = await createPage(owner.token);
    const [a, b, c, d] = [
      await addLink(owner.token, slug, { title: "A" }),
      await addLink(owner.token, slug, { title: "B" }),
      await addLink(owner.token, slug, { title: "C" }),
      await addLink(owner.token, slug, { title: "D" }),
    ];
    const full = await api.post(`${BASE}/${slug}/links/reorder`, {
      token: owner.token,
      body: [
        { id: d.id, position: 0 },
        { id: c.id, position: 1 },
        { id: b.id, position: 2 },
        { id: a.id, position: 3 },
      ],
    });
    expect(full.status, full.text).toBe(200);
    expect(full.body.items.map((l: { title: string }) => l.title)).toEqual(["D", "C", "B", "A"]);
    // Only D named: it goes last, the others keep their order.
    const partial = await api.post(`${BASE}/${slug}/links/reorder`, {
      token: owner.token,
      body: { links: [{ id: d.id, position: 3 }] },
    });
    expect(partial.body.items.map((l: { title: string; position: number }) => `${l.position}:${l.title}`)).toEqual([
      "0:C",
      "1:B",
      "2:A",
      "3:D",
    ]);

    const elsewhere = await createPage(owner.token);
    const stranger = await addLink(owner.token, elsewhere.slug, { title: "Z" });
    const refused = await api.post(`${BASE}/${slug}/links/reorder`, {
      token: owner.token,
      body: [{ id: stranger.id, position: 0 }],
    });
    expect(refused.status).toBe(404);
    expect(
      (
        await api.post(`${BASE}/${slug}/links/reorder`, {
          token: owner.token,
          body: [
            { id: a.id, position: 0 },
            { id: a.id, position: 1 },
          ],
        })
      ).status,
    ).toBe(400);
  });

  it("keeps positions unique and dense under concurrent reorders, creates and deletes", async () => {
    const { slug } = await createPage(owner.token);
    const links: { id: string; title: string }[] = [];
    for (let i = 0; i < 6; i++) links.push(await addLink(owner.token, slug, { title: `L${i}` }));
    const shuffled = (seed: number) =>
      links
        .slice(0, 5)
        .sort((x, y) => ((x.title.charCodeAt(1) * seed) % 7) - ((y.title.charCodeAt(1) * seed) % 7))
        .map((l, i) => ({ id: l.id, position: i }));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        api.post(`${BASE}/${slug}/links/reorder`, { token: owner.token, body: shuffled(i + 2) }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        api.post(`${BASE}/${slug}/links`, {
          token: owner.token,
          body: { title: `new${i}`, url: "https://example.com", position: i % 2 ? 0 : undefined },
        }),
      ),
      api.delete(`${BASE}/${slug}/links/${links[5].id}`, { token: owner.token }),
    ]);
    for (const res of answers) expect(res.status, res.text).toBeLessThan(300);
    const rows = await adminDb().linkInBioLink.findMany({ where: { page: { slug } }, select: { position: true } });
    expect(rows.map((r) => r.position).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("public page", () => {
  it("answers HTML with SEO and Open Graph tags in the page's theme, JSON by Accept, and the same JSON under /api/public", async () => {
    const page = await createPage(owner.token, {
      title: "Ada's <Links>",
      bio: "Coffee & code",
      theme: "gradient",
      avatarUrl: "https://images.example.com/ada.png",
    });
    await addLink(owner.token, page.slug, { title: "Shop", url: "https://shop.example.com/" });
    await addLink(owner.token, page.slug, { title: "Hidden", enabled: false });
    await addLink(owner.token, page.slug, { title: "Later", startsAt: "2099-01-01T00:00:00Z" });

    const html = await api.get(`/l/${page.slug}`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(html.text).toContain("<title>Ada&#39;s &lt;Links&gt;</title>");
    expect(html.text).toContain('<meta name="description" content="Coffee &amp; code">');
    expect(html.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/l/${page.slug}">`));
    expect(html.text).toContain('<meta property="og:title" content="Ada&#39;s &lt;Links&gt;">');
    expect(html.text).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/l/${page.slug}/avatar">`));
    expect(html.text).toContain("linear-gradient");
    expect(html.text).toContain(">Shop</a>");
    expect(html.text).not.toContain("Hidden");
    expect(html.text).not.toContain("Later");
    expect(html.text).not.toContain("<script");

    const json = await api.get(`/l/${page.slug}`, { headers: { accept: "application/json" } });
    expect(json.headers.get("content-type")).toBe("application/json");
    expect(json.body).toMatchObject({
      slug: page.slug,
      title: "Ada's <Links>",
      theme: "gradient",
      links: [{ title: "Shop", url: "https://shop.example.com/", clickUrl: expect.stringMatching(/\/l\/.+\/click\//) }],
    });
    const twin = await api.get(`/api/public/link-in-bio/${page.slug}`);
    expect(twin.body).toEqual(json.body);
  });

  it("answers 404 as a page or as JSON for an unknown or deleted slug", async () => {
    const html = await api.get("/l/no-such-page-here", { headers: { accept: "text/html" } });
    expect(html.status).toBe(404);
    expect(html.text).toContain("This page does not exist");
    expect((await api.get("/l/no-such-page-here", { headers: { accept: "application/json" } })).body).toEqual({
      error: "Link-in-bio page not found",
    });
    expect((await api.get("/api/public/link-in-bio/no-such-page-here")).status).toBe(404);

    const page = await createPage(owner.token);
    expect((await api.get(`/l/${page.slug}`)).status).toBe(200);
    await api.delete(`${BASE}/${page.slug}`, { token: owner.token });
    expect((await api.get(`/l/${page.slug}`)).status).toBe(404);
  });

  it("shows a change at once: the cache entry is dropped when the page or its links change", async () => {
    const page = await createPage(owner.token, { title: "Before" });
    expect((await api.get(`/l/${page.slug}`)).text).toContain("Before");
    await api.put(`${BASE}/${page.slug}`, { token: owner.token, body: { title: "After" } });
    expect((await api.get(`/l/${page.slug}`)).text).toContain("After");
    await addLink(owner.token, page.slug, { title: "Brand new link" });
    expect((await api.get(`/l/${page.slug}`)).text).toContain("Brand new link");
    const renamed = `${page.slug}-b`;
    await api.put(`${BASE}/${page.slug}`, { token: owner.token, body: { slug: renamed } });
    expect((await api.get(`/l/${page.slug}`)).status).toBe(404);
    expect((await api.get(`/l/${renamed}`)).status).toBe(200);
  });
});

describe("clicks", () => {
  it("redirects to the stored URL whatever the request says, and 404s links that are not live or not on the page", async () => {
    const page = await createPage(owner.token);
    const link = await addLink(owner.token, page.slug, { title: "Shop", url: "https://shop.example.com/p?x=1" });
    const off = await addLink(owner.token, page.slug, { title: "Off", enabled: false });
    for (const path of [`/l/${page.slug}/click/${link.id}`, `/api/public/link-in-bio/${page.slug}/click/${link.id}`]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await (method === "GET" ? api.get : api.post)(`${path}`, {
          query: { url: "https://evil.example", to: "https://evil.example" },
          headers: { referer: "https://evil.example" },
        });
        expect(res.status, `${method} ${path}`).toBe(302);
        expect(res.headers.get("location")).toBe("https://shop.example.com/p?x=1");
      }
    }
    expect((await api.get(`/l/${page.slug}/click/${off.id}`)).status).toBe(404);
    const elsewhere = await createPage(owner.token);
    expect((await api.get(`/l/${elsewhere.slug}/click/${link.id}`)).status).toBe(404);
    expect((await api.get(`/l/${page.slug}/click/not-a-uuid`)).status).toBe(400);
  });

  it("records views and clicks with referrer, country, device, browser and OS; bots are flagged and left out of analytics; uniques count visitors", async () => {
    const page = await createPage(owner.token);
    const shop = await addLink(owner.token, page.slug, { title: "Shop" });
    const blog = await addLink(owner.token, page.slug, { title: "Blog" });
    const ig = { referer: "https://www.instagram.com/northwind", "x-vercel-ip-country": "de" };
    await api.get(`/l/${page.slug}`, { headers: visitor(BROWSER, "198.51.100.1", ig) });
    await api.get(`/l/${page.slug}`, { headers: visitor(BROWSER, "198.51.100.1", ig) });
    await api.get(`/l/${page.slug}`, { headers: visitor(DESKTOP, "198.51.100.2") });
    await api.get(`/l/${page.slug}`, { headers: visitor(GOOGLEBOT, "66.249.66.1") });
    // Fetched ahead of a visit that may never come: not a view.
    await api.get(`/l/${page.slug}`, { headers: visitor(BROWSER, "198.51.100.3", { "sec-purpose": "prefetch" }) });
    await api.get(`/l/${page.slug}`, { headers: visitor(BROWSER, "198.51.100.3", { "next-router-prefetch": "1" }) });
    await api.get(`/l/${page.slug}/click/${shop.id}`, { headers: visitor(BROWSER, "198.51.100.1", ig) });
    await api.post(`/l/${page.slug}/click/${shop.id}`, { headers: visitor(DESKTOP, "198.51.100.2") });
    await api.get(`/l/${page.slug}/click/${blog.id}`, { headers: visitor(BROWSER, "198.51.100.1") });
    await api.get(`/l/${page.slug}/click/${blog.id}`, { headers: visitor(GOOGLEBOT, "66.249.66.1") });
    await eventRecorder().journal!.drain();

    const stored = await adminDb().linkInBioEvent.findMany({
      where: { pageId: page.id },
      orderBy: { occurredAt: "asc" },
    });
    expect(stored).toHaveLength(8);
    const first = stored[0];
    expect(first).toMatchObject({
      type: "VIEW",
      referrer: "https://www.instagram.com/northwind",
      referrerHost: "instagram.com",
      country: "DE",
      device: "mobile",
      browser: "Mobile Safari",
      os: "iOS",
      isBot: false,
    });
    expect(JSON.stringify(stored)).not.toContain("198.51.100");
    expect(stored.filter((e) => e.isBot)).toHaveLength(2);

    const res = await api.get(`${BASE}/${page.slug}/analytics`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totals).toEqual({ views: 3, clicks: 3, uniqueVisitors: 2, clickThroughRate: 1 });
    expect(res.body.botEvents).toBe(2);
    expect(res.body.links).toEqual([
      expect.objectContaining({ title: "Shop", clicks: 2, uniqueClicks: 2, clickThroughRate: 0.6667 }),
      expect.objectContaining({ title: "Blog", clicks: 1, uniqueClicks: 1 }),
    ]);
    expect(res.body.referrers).toEqual([
      { referrer: "instagram.com", count: 2 },
      { referrer: "(direct)", count: 1 },
    ]);
    expect(res.body.countries).toEqual([
      { country: "DE", count: 2 },
      { country: "(unknown)", count: 1 },
    ]);
    expect(res.body.devices).toEqual([
      { device: "mobile", count: 2 },
      { device: "desktop", count: 1 },
    ]);
    expect(res.body.days.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      views: 3,
      clicks: 3,
      uniqueVisitors: 2,
    });
    expect(res.body.days).toHaveLength(30);
  });

  it("stores only events whose page is the named company's, and deleting a page deletes its events", async () => {
    const page = await createPage(owner.token);
    const link = await addLink(owner.token, page.slug, { title: "Shop" });
    const event = (companyId: string, linkId: string | null = link.id) => ({
      id: randomUUID(),
      type: "CLICK" as const,
      companyId,
      pageId: page.id,
      linkId,
      occurredAt: new Date().toISOString(),
      referrer: null,
      referrerHost: null,
      country: null,
      userAgent: BROWSER,
      device: "mobile",
      browser: "Mobile Safari",
      os: "iOS",
      isBot: false,
      visitorHash: "v",
    });
    const storeEvents = (events: object[]) => storeEventLines(events.map((e) => `${JSON.stringify(e)}\n`).join(""));
    const mine = event(owner.companyId);
    const theirLink = await addLink(other.token, (await createPage(other.token)).slug, { title: "Theirs" });
    await storeEvents([
      mine,
      mine,
      event(other.companyId),
      { ...event(owner.companyId, theirLink.id), id: randomUUID() },
    ]);
    const stored = await adminDb().linkInBioEvent.findMany({
      where: { pageId: page.id },
      select: { id: true, linkId: true },
    });
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual({ id: mine.id, linkId: link.id });
    // Another company's link id on this company's page: the click counts, without the link.
    expect(stored.filter((e) => e.id !== mine.id)).toEqual([{ id: expect.any(String), linkId: null }]);

    expect((await api.delete(`${BASE}/${page.slug}`, { token: owner.token })).status).toBe(204);
    expect(await adminDb().linkInBioEvent.count({ where: { pageId: page.id } })).toBe(0);
    // A click journaled before the delete and stored after it: dropped, as the page is gone.
    await storeEvents([event(owner.companyId)]);
    expect(await adminDb().linkInBioEvent.count({ where: { pageId: page.id } })).toBe(0);
  });

  it("analytics count only the range asked for, by day; bad ranges are 400", async () => {
    const page = await createPage(owner.token);
    const link = await addLink(owner.token, page.slug, { title: "Shop" });
    const at = (iso: string, type: "VIEW" | "CLICK", visitorHash = "v1") => ({
      id: randomUUID(),
      companyId: owner.companyId,
      pageId: page.id,
      linkId: type === "CLICK" ? link.id : null,
      type,
      occurredAt: new Date(iso),
      device: "desktop",
      visitorHash,
      isBot: false,
    });
    await adminDb().linkInBioEvent.createMany({
      data: [
        at("2026-03-01T10:00:00Z", "VIEW"),
        at("2026-03-01T11:00:00Z", "CLICK"),
        at("2026-03-02T23:59:59Z", "VIEW", "v2"),
        at("2026-03-03T00:00:00Z", "VIEW", "v3"),
        at("2026-02-28T23:59:59Z", "VIEW", "v4"),
      ],
    });
    const range = async (query: Record<string, string>) =>
      (await api.get(`${BASE}/${page.slug}/analytics`, { token: owner.token, query })).body;
    const march = await range({ startDate: "2026-03-01", endDate: "2026-03-02" });
    expect(march.totals).toEqual({ views: 2, clicks: 1, uniqueVisitors: 2, clickThroughRate: 0.5 });
    expect(march.days).toEqual([
      { date: "2026-03-01", views: 1, clicks: 1, uniqueVisitors: 1 },
      { date: "2026-03-02", views: 1, clicks: 0, uniqueVisitors: 1 },
    ]);
    const instants = await range({ startDate: "2026-03-01T10:30:00Z", endDate: "2026-03-03T00:00:00Z" });
    expect(instants.totals).toMatchObject({ views: 1, clicks: 1 });

    const bad = (query: Record<string, string>) =>
      api.get(`${BASE}/${page.slug}/analytics`, { token: owner.token, query });
    expect((await bad({ startDate: "2026-03-05", endDate: "2026-03-01" })).status).toBe(400);
    expect((await bad({ startDate: "yesterday" })).status).toBe(400);
    expect((await bad({ startDate: "2020-01-01", endDate: "2026-01-01" })).status).toBe(400);
    expect((await api.get(`${BASE}/${page.slug}/analytics`, { token: other.token })).status).toBe(404);
  });
});
