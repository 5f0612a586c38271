import http from "node:http";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminDb } from "@/lib/db";
import { eventRecorder } from "@/lib/link-in-bio/event-recorder";
import { apiRequestListener, type NodeMiddleware, type ServedRoute } from "@/lib/server/api-server";
import { MAX_UPLOAD_BYTES } from "@/lib/media/limits";
import { routeFiles } from "../helpers/app";
import { startFakeAi } from "../fakes/ai/server";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { imageBytes, pngOfSize } from "../helpers/images";
import { imageForm } from "../helpers/media";
import { sendRaw } from "../helpers/unknown-paths";
import { signUp, type TestUser } from "../helpers/users";

/**
 * The production server's API path (scripts/serve.ts) over real HTTP, with the app's own route
 * files; requests it must leave to Next reach a stand-in fallback that answers 599.
 */
const require = createRequire(import.meta.url);
const routes: ServedRoute[] = routeFiles.map((r) => ({ segments: r.segments, load: () => import(r.file) }));
const fallbackHits: string[] = [];
let server: http.Server;
let base: string;
let owner: TestUser;

beforeAll(async () => {
  const listener = apiRequestListener({
    routes,
    fallback: (req, res) => {
      fallbackHits.push(`${req.method} ${req.url}`);
      res.writeHead(599).end("fallback");
    },
    onError: () => undefined,
    middleware: (require("next/dist/compiled/compression") as () => NodeMiddleware)(),
  });
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await signUp();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const auth = () => ({ authorization: `Bearer ${owner.token}` });

describe("the production API server", () => {
  it("answers a route handler's JSON in one piece, with Content-Length and the request id", async () => {
    const res = await fetch(`${base}/api/campaigns?limit=5`, {
      headers: { ...auth(), "x-request-id": "server-test-0001" },
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get("x-request-id")).toBe("server-test-0001");
    expect(res.headers.get("x-ratelimit-limit")).toBeTruthy();
    expect(JSON.parse(text)).toEqual({ items: [], total: 0 });
  });

  it("passes the body and route params through, and answers errors as the handler does", async () => {
    const created = await fetch(`${base}/api/campaigns`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ name: "Spring launch", type: "ONE_TIME" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = await fetch(`${base}/api/campaigns/${encodeURIComponent(id)}`, { headers: auth() });
    expect(await read.json()).toMatchObject({ id, name: "Spring launch" });
    const bad = await fetch(`${base}/api/campaigns`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/api/campaigns`)).status).toBe(401);
  });

  it("reads a repeated header as a Fetch Request would: every value, so two Authorization headers are refused", async () => {
    const statusWith = (...authorization: string[]) =>
      new Promise<number>((resolve, reject) => {
        // Headers as a list (the form that can repeat one) get no Host from Node: named here.
        const headers = ["host", new URL(base).host, ...authorization.flatMap((value) => ["authorization", value])];
        const req = http.request(`${base}/api/campaigns?limit=1`, { agent: false, headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject).end();
      });
    // Node's own req.headers keeps only the first Authorization; a Fetch Request joins both, which is no bearer token.
    expect(await statusWith(`Bearer ${owner.token}`)).toBe(200);
    expect(await statusWith(`Bearer ${owner.token}`, `Bearer ${owner.token}`)).toBe(401);
  });

  it("answers HEAD with GET's headers and no body, OPTIONS and other methods with Allow", async () => {
    const head = await fetch(`${base}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(await head.text()).toBe("");
    const options = await fetch(`${base}/api/campaigns`, { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, OPTIONS, POST"]);
    const refused = await fetch(`${base}/api/campaigns`, { method: "DELETE" });
    expect([refused.status, refused.headers.get("allow")]).toEqual([405, "GET, HEAD, OPTIONS, POST"]);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("DELETE") });
  });

  it("cuts a chunked body over the 1 MB cap with 413", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/campaigns`,
        { method: "POST", agent: false, headers: { ...auth(), "content-type": "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "x");
      for (let sent = 0; sent < 2 * 1024 * 1024; sent += chunk.length) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it("streams a direct upload from Node's request to storage, and answers a refused one on a live connection", async () => {
    const upload = (bytes: Buffer, filename: string) =>
      fetch(`${base}/api/upload/direct`, {
        method: "POST",
        headers: auth(),
        body: imageForm(bytes, filename, "image/png"),
      });
    const stored = await upload(await imageBytes("png", 40, 30), "small.png");
    expect(stored.status).toBe(200);
    const { imageId } = (await stored.json()) as { imageId: string };
    const images = (await (await fetch(`${base}/api/upload/images`, { headers: auth() })).json()) as {
      images: { id: string; width: number; height: number }[];
    };
    expect(images.images.find((i) => i.id === imageId)).toMatchObject({ width: 40, height: 30 });

    const over = await upload(await pngOfSize(MAX_UPLOAD_BYTES + 1), "over.png");
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: "Invalid file size", statusCode: 400 });
  });

  it("gzips a large answer for a client that accepts it", async () => {
    for (let i = 0; i < 25; i++) {
      await fetch(`${base}/api/campaigns`, {
        method: "POST",
        headers: { ...auth(), "content-type": "application/json" },
        body: JSON.stringify({ name: `Campaign ${i}`, type: "ONE_TIME", brief: "b".repeat(200) }),
      });
    }
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `${base}/api/campaigns?limit=50`,
          { agent: false, headers: { ...auth(), "accept-encoding": "gzip" } },
          (res) => {
            const chunks: Buffer[] = [];
            res
              .on("data", (c: Buffer) => chunks.push(c))
              .on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
          },
        )
        .on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(raw.body).toString()).total).toBeGreaterThanOrEqual(25);

    const plain = await new Promise<{ encoding?: string; length?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/api/campaigns?limit=50`, { agent: false, headers: auth() }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (c: Buffer) => chunks.push(c))
            .on("end", () =>
              resolve({
                encoding: res.headers["content-encoding"],
                length: res.headers["content-length"],
                body: Buffer.concat(chunks),
              }),
            );
        })
        .on("error", reject);
    });
    expect(plain.encoding).toBeUndefined();
    expect(Number(plain.length)).toBe(plain.body.length);
    expect(JSON.parse(plain.body.toString()).total).toBeGreaterThanOrEqual(25);
  });

  it("answers /l/ routes from Node as they come, and paths a URL parser would change as the parsed path", async () => {
    const slug = `server-${Date.now().toString(36)}`;
    const page = await fetch(`${base}/api/link-in-bio`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ slug, title: "Server page" }),
    });
    expect(page.status).toBe(201);
    const link = await fetch(`${base}/api/link-in-bio/${slug}/links`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ title: "Shop", url: "https://shop.example.com/spring" }),
    });
    const { id } = (await link.json()) as { id: string };
    fallbackHits.length = 0;

    const click = await sendRaw(base, {
      method: "POST",
      path: `/l/${slug}/click/${id}`,
      headers: { "x-request-id": "click-test-0001" },
    });
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe("https://shop.example.com/spring");
    expect(click.headers["x-request-id"]).toBe("click-test-0001");
    expect(Number(click.headers["x-ratelimit-limit"])).toBeGreaterThan(0);
    expect(click.headers["x-ratelimit-remaining"]).toBeDefined();

    const json = { accept: "application/json" };
    for (const path of [
      `/l/${slug}`,
      `/l/${slug.toUpperCase()}`,
      `/l/%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`,
      `/l/${slug}/click/../../${slug}`,
    ]) {
      const res = await sendRaw(base, { method: "GET", path, headers: json });
      expect(res.status, path).toBe(200);
      expect(JSON.parse(res.body), path).toMatchObject({ slug, title: "Server page" });
    }
    expect((await sendRaw(base, { method: "GET", path: "/l/no-such-page-here", headers: json })).status).toBe(404);
    expect(fallbackHits).toEqual([]);
    expect((await sendRaw(base, { method: "GET", path: `/l/${slug}/`, headers: json })).status).toBe(599);
    expect((await sendRaw(base, { method: "GET", path: `/l//${slug}`, headers: json })).status).toBe(599);
  });

  it("a click whose journal write fails is stored in the database before its 302; one that cannot be recorded at all answers 500", async () => {
    const slug = `journal-${Date.now().toString(36)}`;
    await fetch(`${base}/api/link-in-bio`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ slug, title: "Journal page" }),
    });
    const link = await fetch(`${base}/api/link-in-bio/${slug}/links`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ title: "Shop", url: "https://shop.example.com/journal" }),
    });
    const { id } = (await link.json()) as { id: string };
    const journal = eventRecorder().journal!;
    const clicks = () => adminDb().linkInBioEvent.count({ where: { linkId: id, type: "CLICK" } });

    // The journal file refuses this link's clicks, as a full disk would.
    const write = fs.writeSync as (...args: unknown[]) => number;
    const diskFull = vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (Buffer.isBuffer(data) && data.includes(id))
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      return write(fd, data, ...rest);
    }) as typeof fs.writeSync);
    try {
      const click = await sendRaw(base, { method: "POST", path: `/l/${slug}/click/${id}`, headers: {} });
      expect(click.status).toBe(302);
      expect(await clicks()).toBe(1);
    } finally {
      diskFull.mockRestore();
    }

    const broken = vi.spyOn(journal, "append").mockImplementation(() => {
      throw new Error("journal closed");
    });
    try {
      const click = await sendRaw(base, { method: "POST", path: `/l/${slug}/click/${id}`, headers: {} });
      expect(click.status).toBe(500);
      expect(JSON.parse(click.body)).toEqual({ error: "Internal server error" });
    } finally {
      broken.mockRestore();
    }
    expect(await clicks()).toBe(1);
  });

  it("leaves to Next: pages, trailing slashes, repeated slashes and route files without contracts", async () => {
    fallbackHits.length = 0;
    const paths: [string, string][] = [
      ["GET", "/api/health/"],
      ["GET", "/api//health"],
      ["GET", "/api\\health"],
      ["GET", "/api/auth/session"],
      ["POST", "/api/inngest"],
      ["GET", "/campaigns"],
      ["GET", "/apis"],
    ];
    for (const [method, path] of paths) {
      const { status } = await sendRaw(base, { method, path, headers: {} });
      expect(status, `${method} ${path}`).toBe(599);
    }
    expect(fallbackHits).toEqual(paths.map(([m, p]) => `${m} ${p}`));
  });

  it("answers 404 JSON itself for /api paths Next would answer in HTML or text, and /l/ paths it would answer 500", async () => {
    fallbackHits.length = 0;
    const paths: [string, string][] = [
      ["GET", "/api/no-such-route"],
      ["POST", "/api"],
      ["GET", "/api/campaigns/%E0%A4%A"],
      ["GET", "/api/%2e%2e/x"],
      ["DELETE", "/api/%2E%2E/campaigns"],
      ["TRACE", "/api/no-such-route"],
      ["GET", "/l/%E0%A4%A"],
      ["POST", "/l/page/click/%E0%A4%A"],
    ];
    for (const [method, path] of paths) {
      const res = await sendRaw(base, { method, path, headers: { "x-request-id": "server-test-0404" } });
      expect(
        [res.status, res.headers["content-type"], res.headers["x-request-id"], JSON.parse(res.body)],
        `${method} ${path}`,
      ).toEqual([404, "application/json", "server-test-0404", { error: "Not found" }]);
    }
    const head = await sendRaw(base, { method: "HEAD", path: "/api/no-such-route", headers: {} });
    expect([head.status, head.body]).toEqual([404, ""]);
    expect(fallbackHits).toEqual([]);
  });

  it("answers 501 JSON to a method no route serves (Next answers TRACE with 500)", async () => {
    const res = await sendRaw(base, { method: "TRACE", path: "/api/health", headers: {} });
    expect([res.status, JSON.parse(res.body)]).toEqual([501, { error: "Method TRACE is not supported" }]);
  });

  it("sends a streamed AI answer uncompressed, each chunk as the model writes it, to a client that takes gzip", async () => {
    const fake = await startFakeAi();
    const saved = { url: process.env.OPENAI_API_URL, key: process.env.OPENAI_API_KEY };
    process.env.OPENAI_API_URL = fake.url;
    process.env.OPENAI_API_KEY = "sk-server-test";
    await clearConfigCaches();
    fake.chunkDelayMs = 300;
    fake.reply = () => ({ text: "First part, second part, third part." });
    try {
      const { encoding, cacheControl, pieces, text } = await new Promise<{
        encoding?: string;
        cacheControl?: string;
        pieces: string[];
        text: string;
      }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/campaigns/chat`,
          {
            method: "POST",
            agent: false,
            headers: { ...auth(), "content-type": "application/json", accept: "text/plain", "accept-encoding": "gzip" },
          },
          (res) => {
            const pieces: string[] = [];
            res
              .on("data", (c: Buffer) => pieces.push(c.toString()))
              .on("end", () =>
                resolve({
                  encoding: res.headers["content-encoding"],
                  cacheControl: res.headers["cache-control"],
                  pieces,
                  text: pieces.join(""),
                }),
              );
          },
        );
        req.on("error", reject).end(JSON.stringify({ message: "Plan a spring sale", history: [] }));
      });
      expect(encoding).toBeUndefined();
      expect(cacheControl).toContain("no-transform");
      expect(text).toBe("First part, second part, third part.");
      // The fake waits 300 ms after each of its three chunks: each reaches the client on its own, as plain text.
      expect(pieces).toEqual(["First part, ", "second part,", " third part."]);
    } finally {
      for (const [name, value] of [
        ["OPENAI_API_URL", saved.url],
        ["OPENAI_API_KEY", saved.key],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      await clearConfigCaches();
      await fake.close();
    }
  });
});

describe("the production server with API_SERVER=next", () => {
  const loaded: string[] = [];
  const nextHits: string[] = [];
  let nextBase: string;
  let nextServer: http.Server;

  beforeAll(async () => {
    const listener = apiRequestListener({
      routes: routes.map((r) => ({ segments: r.segments, load: () => (loaded.push(r.segments.join("/")), r.load()) })),
      via: "next",
      fallback: (req, res) => {
        nextHits.push(`${req.method} ${req.url}`);
        res.writeHead(599).end("fallback");
      },
      onError: () => undefined,
    });
    nextServer = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => nextServer.listen(0, "127.0.0.1", resolve));
    nextBase = `http://127.0.0.1:${(nextServer.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => nextServer.close(() => resolve())));

  it("hands every route, the unknown-path catch-all included, to Next without loading a route module", async () => {
    for (const [method, path] of [
      ["GET", "/api/campaigns"],
      ["POST", "/api/campaigns/x/archive"],
      ["GET", "/api/no-such-route"],
      ["DELETE", "/api"],
    ]) {
      expect((await sendRaw(nextBase, { method, path, headers: {} })).status, `${method} ${path}`).toBe(599);
    }
    expect(nextHits).toHaveLength(4);
    expect(loaded).toEqual([]);
  });

  it("still answers 404 JSON for what Next cannot route", async () => {
    for (const path of ["/api/campaigns/%E0%A4%A", "/api/%2e%2e/x", "/l/%E0%A4%A"]) {
      const res = await sendRaw(nextBase, { method: "GET", path, headers: {} });
      expect([res.status, JSON.parse(res.body)], path).toEqual([404, { error: "Not found" }]);
    }
  });
});
