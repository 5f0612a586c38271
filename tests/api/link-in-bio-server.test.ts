import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequestListener, type ServedRoute } from "@/lib/server/api-server";
import { api, routeFiles } from "../helpers/app";
import { signUp } from "../helpers/users";

/**
 * The production server answers /l/ route files (public page, clicks, avatar) from Node's HTTP
 * server like the API's, and leaves every other path outside /api to Next (a stand-in answering 599).
 */
const routes: ServedRoute[] = routeFiles.map((r) => ({ segments: r.segments, load: () => import(r.file) }));
const servers: http.Server[] = [];
const fallbackHits: string[] = [];

async function serve(via: "node" | "next"): Promise<string> {
  const listener = apiRequestListener({
    routes,
    via,
    fallback: (req, res) => {
      fallbackHits.push(`${req.method} ${req.url}`);
      res.writeHead(599).end("fallback");
    },
    onError: () => undefined,
  });
  const server = http.createServer((req, res) => void listener(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;
let slug: string;
let linkId: string;
beforeAll(async () => {
  base = await serve("node");
  const owner = await signUp();
  slug = `srv-${randomUUID().slice(0, 8)}`;
  await api.post("/api/link-in-bio", { token: owner.token, body: { slug, title: "Server test" } });
  linkId = (
    await api.post(`/api/link-in-bio/${slug}/links`, {
      token: owner.token,
      body: { title: "Go", url: "https://example.com/go" },
    })
  ).body.id;
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe("the production server's /l/ path", () => {
  it("answers the public page, its JSON and click redirects itself", async () => {
    fallbackHits.length = 0;
    const page = await fetch(`${base}/l/${slug}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Server test</title>");
    const json = await fetch(`${base}/l/${slug}`, { headers: { accept: "application/json" } });
    expect(await json.json()).toMatchObject({ slug });
    for (const method of ["GET", "POST"]) {
      const res = await fetch(`${base}/l/${slug}/click/${linkId}`, { method, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("https://example.com/go");
    }
    const head = await fetch(`${base}/l/${slug}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(fallbackHits).toEqual([]);
  });

  it("redirects a click on an international address with a Location Node can send (the stored, normalised form)", async () => {
    const owner = await signUp();
    const iriSlug = `iri-${randomUUID().slice(0, 8)}`;
    await api.post("/api/link-in-bio", {
      token: owner.token,
      body: { slug: iriSlug, title: "IRI", avatarUrl: "https://例え.jp/顔.png" },
    });
    const targets = {
      "https://例え.jp/": "https://xn--r8jz45g.jp/",
      "https://ja.wikipedia.org/wiki/日本": "https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC",
    };
    for (const [url, location] of Object.entries(targets)) {
      const link = await api.post(`/api/link-in-bio/${iriSlug}/links`, {
        token: owner.token,
        body: { title: "IRI", url },
      });
      for (const method of ["GET", "POST"]) {
        const res = await fetch(`${base}/l/${iriSlug}/click/${link.body.id}`, { method, redirect: "manual" });
        expect(res.status, `${method} ${url}`).toBe(302);
        expect(res.headers.get("location")).toBe(location);
      }
    }
    const avatar = await fetch(`${base}/l/${iriSlug}/avatar`, { redirect: "manual" });
    expect(avatar.status).toBe(302);
    expect(avatar.headers.get("location")).toBe("https://xn--r8jz45g.jp/%E9%A1%94.png");
  });

  it("answers on Node's objects with the headers handle() gives, and leaves what it does not take to handle()", async () => {
    const clickRoute = routeFiles.find((r) => r.segments.join("/") === "l/[slug]/click/[linkId]")!;
    const { GET } = (await import(clickRoute.file)) as {
      GET: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
    };
    const viaHandle = await GET(new Request(`http://localhost/l/${slug}/click/${linkId}`), {
      params: Promise.resolve({ slug, linkId }),
    });
    const direct = await fetch(`${base}/l/${slug}/click/${linkId}`, {
      redirect: "manual",
      headers: { "x-request-id": "client-id-0001" },
    });
    expect(direct.status).toBe(viaHandle.status);
    const names = (res: Response) =>
      [...res.headers.keys()].filter((n) => !["connection", "date", "keep-alive", "content-length"].includes(n)).sort();
    expect(names(direct)).toEqual(names(viaHandle));
    expect(direct.headers.get("location")).toBe(viaHandle.headers.get("location"));
    expect(direct.headers.get("x-request-id")).toBe("client-id-0001");
    expect(Number(direct.headers.get("x-ratelimit-remaining"))).toBeLessThan(
      Number(direct.headers.get("x-ratelimit-limit")),
    );

    // A malformed link id is handle()'s to refuse: 400 with its error body, not a 404 from the fast path.
    const malformed = await fetch(`${base}/l/${slug}/click/not-a-uuid`, { redirect: "manual" });
    expect(malformed.status).toBe(400);
    // The page goes out gzipped to a client that takes it, as Next's compression would.
    const zipped = await fetch(`${base}/l/${slug}`, { headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(await zipped.text()).toContain("<title>Server test</title>");
  });

  it("leaves paths no /l/ route serves, odd forms of /l/ paths and other pages to Next", async () => {
    fallbackHits.length = 0;
    for (const p of [
      "/l",
      "/l/",
      `/l/${slug}/`,
      `/l//${slug}`,
      `/l/${slug}/click`,
      `/l/${slug}/a/b/c`,
      "/link-in-bio",
      "/",
      "/login",
    ]) {
      const res = await fetch(`${base}${p}`, { redirect: "manual" });
      expect(res.status, p).toBe(599);
    }
    expect(fallbackHits).toHaveLength(9);
  });

  it("with API_SERVER=next sends /l/ to Next too", async () => {
    const viaNext = await serve("next");
    fallbackHits.length = 0;
    expect((await fetch(`${viaNext}/l/${slug}`)).status).toBe(599);
    expect(fallbackHits).toEqual([`GET /l/${slug}`]);
  });
});
