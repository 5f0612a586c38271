import http from "node:http";
import { expect, test } from "@playwright/test";

/**
 * What only a real server shows: Next's routing of the 405 and OPTIONS answers (otherMethods) and
 * the body cap behind Next's own request handling.
 */
test("a method a path does not serve answers 405 with Allow and a JSON error", async ({ request }) => {
  const res = await request.post("/api/auth/me");
  expect(res.status()).toBe(405);
  expect(res.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect(await res.json()).toEqual({ error: expect.stringContaining("POST") });

  const options = await request.fetch("/api/auth/me", { method: "OPTIONS" });
  expect(options.headers()["allow"]).toBe("GET, HEAD, OPTIONS");

  const del = await request.delete("/api/campaigns");
  expect(del.status()).toBe(405);
  expect(del.headers()["allow"]).toBe("GET, HEAD, OPTIONS, POST");
  expect((await request.get("/api/no-such-route")).status()).toBe(404);
});

/** POSTs `size` bytes in chunks with no Content-Length (Transfer-Encoding: chunked). */
function postChunked(baseURL: string, path: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, baseURL),
      { method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "x");
    for (let sent = 0; sent < size; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

test("a body over 1 MB answers 413, with or without Content-Length", async ({ request, baseURL }) => {
  const declared = await request.post("/api/auth/dev-login", {
    headers: { "content-type": "application/json", "x-forwarded-for": "10.200.0.1" },
    data: Buffer.alloc(2 * 1024 * 1024, "x"),
  });
  expect(declared.status()).toBe(413);
  const chunked = await postChunked(baseURL!, "/api/auth/dev-login", 2 * 1024 * 1024);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toEqual({ error: expect.any(String), message: expect.any(String) });
});

test("answers carry X-Request-Id (echoed) and the rate-limit headers", async ({ request }) => {
  const res = await request.get("/api/health", { headers: { "x-request-id": "e2e-request-0001" } });
  expect(res.headers()["x-request-id"]).toBe("e2e-request-0001");
  expect(res.headers()["x-ratelimit-limit"]).toMatch(/^\d+$/);
  expect(res.headers()["x-ratelimit-remaining"]).toMatch(/^\d+$/);
  expect(res.headers()["x-ratelimit-reset"]).toMatch(/^\d+$/);
});
