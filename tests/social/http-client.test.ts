import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { classifyFailure, createHttpClient, isProviderError, retryAfterSeconds } from "@/lib/integrations/http";

type Step = { status: number; headers?: Record<string, string>; body?: string } | "hang";

let steps: Step[] = [];
let received: { method: string; url: string }[] = [];
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received.push({ method: req.method!, url: req.url! });
    req.resume();
    const step = steps.shift() ?? { status: 200, body: '{"ok":true}' };
    if (step === "hang") return;
    res.writeHead(step.status, { "content-type": "application/json", ...step.headers });
    res.end(step.body ?? "{}");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  steps = [];
  received = [];
});

const client = () =>
  createHttpClient({ network: "test", baseDelayMs: 5, timeoutMs: 300, maxAttempts: 3, maxRetryWaitSeconds: 2 });

describe("http client", () => {
  it("retries a read that got a 5xx and returns the later success", async () => {
    steps = [{ status: 502 }, { status: 200, body: '{"n":1}' }];
    const res = await client().request({
      op: "read",
      method: "GET",
      url: `${base}/x`,
      query: { a: "1", list: ["p", "q"] },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ n: 1 });
    expect(received).toHaveLength(2);
    expect(received[0].url).toBe("/x?a=1&list=p&list=q");
  });

  it("never repeats a non-idempotent write that got a 5xx, and classifies it outcome_unknown", async () => {
    steps = [{ status: 500 }];
    const res = await client().request({ op: "publish", method: "POST", url: `${base}/post`, json: { text: "hi" } });
    expect(received).toHaveLength(1);
    expect(classifyFailure(res, "test", { message: "boom" }).kind).toBe("outcome_unknown");
  });

  it("repeats a write that carries an idempotency key", async () => {
    steps = [{ status: 503 }, { status: 200 }];
    const res = await client().request({
      op: "publish",
      method: "POST",
      url: `${base}/post`,
      json: {},
      idempotent: true,
    });
    expect(res.ok).toBe(true);
    expect(received).toHaveLength(2);
  });

  it("waits as long as Retry-After says before retrying a 429, even for a write", async () => {
    steps = [{ status: 429, headers: { "retry-after": "1" } }, { status: 201 }];
    const started = Date.now();
    const res = await client().request({ op: "publish", method: "POST", url: `${base}/post`, json: {} });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("hands back a 429 whose reset is too far away, classified rate_limited with the wait", async () => {
    const reset = Math.floor(Date.now() / 1000) + 600;
    steps = [{ status: 429, headers: { "x-rate-limit-reset": String(reset), "x-rate-limit-remaining": "0" } }];
    const res = await client().request({ op: "publish", method: "POST", url: `${base}/post`, json: {} });
    expect(received).toHaveLength(1);
    const err = classifyFailure(res, "test", { message: "Too Many Requests" });
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBeGreaterThan(590);
  });

  it("a write that hangs after being accepted is outcome_unknown and sent once", async () => {
    steps = ["hang"];
    const err = await client()
      .request({ op: "publish", method: "POST", url: `${base}/post`, json: {} })
      .catch((e) => e);
    expect(isProviderError(err, "outcome_unknown")).toBe(true);
    expect(received).toHaveLength(1);
  });

  it("a read that keeps hanging is retried, then transient", async () => {
    steps = ["hang", "hang", "hang"];
    const err = await client()
      .request({ op: "read", method: "GET", url: `${base}/x` })
      .catch((e) => e);
    expect(isProviderError(err, "transient")).toBe(true);
    expect(received).toHaveLength(3);
  });

  it("a refused connection is safe to retry even for a write, and ends transient", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await client()
      .request({ op: "publish", method: "POST", url: `http://127.0.0.1:${port}/post`, json: {} })
      .catch((e) => e);
    expect(isProviderError(err, "transient")).toBe(true);
  });

  it("401 is needs_reconnect and other 4xx bad_request with the network's message", async () => {
    steps = [{ status: 401 }, { status: 403 }];
    const c = client();
    const a = await c.request({ op: "read", method: "GET", url: `${base}/x` });
    expect(classifyFailure(a, "test", { message: "revoked" }).kind).toBe("needs_reconnect");
    const b = await c.request({ op: "read", method: "GET", url: `${base}/x` });
    const err = classifyFailure(b, "test", { message: "duplicate content" });
    expect(err.kind).toBe("bad_request");
    expect(err.message).toBe("duplicate content");
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const h = (init: Record<string, string>) => new Headers(init);
  it("reads every form the networks use", () => {
    expect(retryAfterSeconds(h({ "retry-after": "30" }), now)).toBe(30);
    expect(retryAfterSeconds(h({ "retry-after": "Thu, 01 Jan 2026 00:01:00 GMT" }), now)).toBe(60);
    expect(retryAfterSeconds(h({ "x-rate-limit-reset": String(now / 1000 + 900) }), now)).toBe(900);
    expect(retryAfterSeconds(h({ "ratelimit-reset": String(now / 1000 + 120) }), now)).toBe(120);
    expect(retryAfterSeconds(h({ "x-ratelimit-reset": "2026-01-01T00:05:00.000Z" }), now)).toBe(300);
    expect(retryAfterSeconds(h({ "ratelimit-reset": "45" }), now)).toBe(45);
    expect(retryAfterSeconds(h({}), now)).toBeNull();
  });
});
