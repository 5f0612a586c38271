import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { handle } from "@/lib/api/handle";
import { MemoryStore, RedisStore, rateLimiter } from "@/lib/api/rate-limit";
import { adminDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { api } from "../helpers/app";
import { signUp, uniqueEmail } from "../helpers/users";

/** Conventions every route shares (decisions.md "Errors", the reference's "Limits"). */

const ip = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 255)).join(".")}`;
const MB = 1024 * 1024;

afterEach(() => {
  delete process.env.RATE_LIMIT_DEFAULT;
});

describe("rate limits", () => {
  it("answers carry X-RateLimit-Limit, -Remaining and -Reset, counting down within the minute", async () => {
    const user = await signUp();
    const first = await api.get("/api/auth/me", { token: user.token });
    const second = await api.get("/api/auth/me", { token: user.token });
    expect(first.headers.get("x-ratelimit-limit")).toBe("600");
    expect(Number(second.headers.get("x-ratelimit-remaining"))).toBe(
      Number(first.headers.get("x-ratelimit-remaining")) - 1,
    );
    const reset = Number(first.headers.get("x-ratelimit-reset"));
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(Math.ceil(now) + 60);
  });

  it("past the limit answers 429 {error, retryAfter} with Retry-After, per client IP for IP buckets", async () => {
    const crowded = ip();
    const signIn = (from: string) =>
      api.post("/api/auth/dev-login", { body: { email: uniqueEmail() }, headers: { "x-forwarded-for": from } });
    for (let i = 0; i < 30; i++) expect((await signIn(crowded)).status).toBe(200);

    const refused = await signIn(crowded);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.any(String), retryAfter: 60 });
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-ratelimit-limit")).toBe("30");

    expect((await signIn(ip())).status).toBe(200);
  });

  it("RATE_LIMIT_<BUCKET> sets a bucket's limit; the default bucket counts per caller", async () => {
    const [busy, other] = await Promise.all([signUp(), signUp()]);
    process.env.RATE_LIMIT_DEFAULT = "3";
    for (let i = 0; i < 3; i++) expect((await api.get("/api/auth/me", { token: busy.token })).status).toBe(200);
    const refused = await api.get("/api/auth/me", { token: busy.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
    expect((await api.get("/api/auth/me", { token: other.token })).status).toBe(200);
  });

  it("app instances sharing Redis share their counts (and separate memory stores do not)", async () => {
    const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
    const [a, b] = [new Redis(url), new Redis(url)];
    try {
      const [instanceA, instanceB] = [rateLimiter(new RedisStore(a)), rateLimiter(new RedisStore(b))];
      const subject = `conventions-${randomUUID()}`;
      for (let i = 0; i < 10; i++) await instanceA("bulk", subject);
      const tenth = await instanceB("bulk", subject);
      expect(tenth).toMatchObject({ limit: 20, remaining: 9, allowed: true });
      for (let i = 0; i < 9; i++) await instanceB("bulk", subject);
      expect(await instanceA("bulk", subject)).toMatchObject({ remaining: 0, allowed: false });

      const [memoryA, memoryB] = [rateLimiter(new MemoryStore()), rateLimiter(new MemoryStore())];
      await memoryA("bulk", subject);
      expect((await memoryB("bulk", subject)).remaining).toBe(19);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});

describe("request bodies", () => {
  /** A dev-login body of exactly `size` bytes (valid JSON, too long a name: 400 once read). */
  const bodyOf = (size: number) => {
    const head = `{"email":"${uniqueEmail()}","name":"`;
    return `${head}${"x".repeat(size - head.length - 2)}"}`;
  };
  const streamed = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
  };
  const post = (rawBody: BodyInit, headers: Record<string, string> = {}) =>
    api.post("/api/auth/dev-login", {
      rawBody,
      headers: { "content-type": "application/json", "x-forwarded-for": ip(), ...headers },
    });

  it("1 MB is read; one byte more is 413 {error, message}, whether streamed or declared", async () => {
    expect((await post(bodyOf(MB))).status).toBe(400);

    const over = bodyOf(MB + 1);
    const declared = await post(over, { "content-length": String(over.length) });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: expect.any(String), message: expect.stringContaining(String(MB)) });

    const chunked = await post(streamed(over));
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get("content-length")).toBeNull();
  });
});

describe("X-Request-Id", () => {
  it("echoes a well-formed id, makes one up for a missing or odd one, on successes and errors alike", async () => {
    const mine = `client-${randomUUID()}`;
    expect((await api.get("/api/health", { headers: { "x-request-id": mine } })).headers.get("x-request-id")).toBe(
      mine,
    );
    expect((await api.get("/api/auth/me", { headers: { "x-request-id": mine } })).headers.get("x-request-id")).toBe(
      mine,
    );

    const odd = await api.get("/api/health", { headers: { "x-request-id": "<script>" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const none = await api.get("/api/auth/me");
    expect(none.status).toBe(401);
    expect(none.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("500", () => {
  it("answers {error, message} with no stack trace or SQL, and the request id to quote", async () => {
    const failing = handle(
      contract({ method: "GET", path: "/api/test/failing", tag: "Test", summary: "fails", access: "public" }),
      () => adminDb().$queryRawUnsafe('SELECT secret_column FROM "no_such_table_for_conventions"'),
    );
    const res = await failing(new Request("http://localhost/api/test/failing"), { params: Promise.resolve({}) });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: "Internal server error", message: expect.any(String) });
    expect(text).not.toMatch(/SELECT|no_such_table|secret_column|\bat \S+:\d+|\.ts\b|prisma/i);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("a failure after the client went away is logged as an aborted request, not an unhandled error", async () => {
    const abandoned = handle(
      contract({ method: "GET", path: "/api/test/abandoned", tag: "Test", summary: "abandoned", access: "public" }),
      () => {
        throw new Error("the work was cut short");
      },
    );
    const child = { error: vi.fn(), info: vi.fn() };
    const spy = vi.spyOn(logger, "child").mockReturnValue(child as never);
    try {
      const gone = new AbortController();
      gone.abort();
      await abandoned(new Request("http://localhost/api/test/abandoned", { signal: gone.signal }), {
        params: Promise.resolve({}),
      });
      expect(child.error).not.toHaveBeenCalled();
      expect(child.info).toHaveBeenCalledWith(expect.anything(), "request aborted by the client");

      await abandoned(new Request("http://localhost/api/test/abandoned"), { params: Promise.resolve({}) });
      expect(child.error).toHaveBeenCalledWith(expect.anything(), "unhandled error");
    } finally {
      spy.mockRestore();
    }
  });

  it("a response that does not match its contract is a 500 too, without the data", async () => {
    const leaky = handle(
      contract({
        method: "GET",
        path: "/api/test/leaky",
        tag: "Test",
        summary: "leaks",
        access: "public",
        response: z.object({ id: z.string() }),
      }),
      () => ({ id: 42, passwordHash: "hunter2" }) as never,
    );
    const res = await leaky(new Request("http://localhost/api/test/leaky"), { params: Promise.resolve({}) });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("hunter2");
  });
});
