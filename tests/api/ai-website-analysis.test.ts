import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { BRAND_PAGE, LOGIN_PAGE, startFakeWebsite } from "../fakes/website";
import { adminDb } from "@/lib/db";

const site = await startFakeWebsite({
  "/": BRAND_PAGE,
  "/login": LOGIN_PAGE,
  "/empty": "<html><body><p>Hi</p></body></html>",
  "/slow": { body: BRAND_PAGE, delayMs: 6_000 },
});
site.pages.set("/moved", { status: 302, body: "", headers: { location: `${site.url}/` } });
// A loopback listener the guard must never reach, whichever way its address is written.
const forbidden = await startFakeWebsite({ "/": BRAND_PAGE });
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([site.close(), forbidden.close()]);
});

const preflight = (user: TestUser, url: string) =>
  api.post("/api/preflight-check", { token: user.token, body: { url } });
const analyze = (user: TestUser, url: string) => api.post("/api/analyze-website", { token: user.token, body: { url } });
const logsOf = (companyId: string) =>
  adminDb().aiUsageLog.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });
const unlimited = (user: TestUser) =>
  adminDb().company.update({ where: { id: user.companyId }, data: { packageId: "enterprise" } });

const p = forbidden.port;
const BYPASSES = [
  `http://127.0.0.1:${p}/`,
  `http://localhost:${p}/`,
  `http://2130706433:${p}/`,
  `http://0x7f.0.0.1:${p}/`,
  `http://0177.0.0.1:${p}/`,
  `http://127.1:${p}/`,
  `http://[::1]:${p}/`,
  `http://[::ffff:127.0.0.1]:${p}/`,
  `http://0.0.0.0:${p}/`,
  `${site.url}/redirect-out`,
];
site.pages.set("/redirect-out", { status: 302, body: "", headers: { location: `http://127.0.0.1:${p}/` } });

beforeEach(() => {
  forbidden.connections = 0;
});

describe("POST /api/preflight-check", () => {
  it("a readable page: success with its size and time, and no credit", async () => {
    const owner = await signUp();
    const res = await preflight(owner, `${site.url}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      contentLength: Buffer.byteLength(BRAND_PAGE),
      responseTime: expect.any(Number),
    });
    expect(await logsOf(owner.companyId)).toHaveLength(0);
  });

  it("each failure has its errorCode", async () => {
    const owner = await signUp();
    const cases: [string, string][] = [
      ["ftp://example.com/", "INVALID_URL"],
      ["not a url", "INVALID_URL"],
      [`${site.url}/login`, "LOGIN_PAGE"],
      [`${site.url}/empty`, "INSUFFICIENT_CONTENT"],
      [`${site.url}/missing`, "UNREACHABLE"],
      [`http://127.0.0.1:${p}/`, "BLOCKED"],
      ["http://127.0.0.1:1/", "BLOCKED"],
    ];
    for (const [url, errorCode] of cases) {
      const res = await preflight(owner, url);
      expect([url, res.status, res.body]).toEqual([
        url,
        200,
        { success: false, errorCode, message: expect.any(String) },
      ]);
    }
  });

  it("a page slower than 5 s: TIMEOUT", async () => {
    const owner = await signUp();
    expect((await preflight(owner, `${site.url}/slow`)).body).toMatchObject({ success: false, errorCode: "TIMEOUT" });
  }, 10_000);

  it("every bypass form of a loopback address is refused and the listener sees no connection", async () => {
    const owner = await signUp();
    for (const url of BYPASSES) {
      const res = await preflight(owner, url);
      expect([url, res.body.errorCode]).toEqual([url, "BLOCKED"]);
    }
    expect(forbidden.connections).toBe(0);
  });

  it("bad input: 400", async () => {
    const owner = await signUp();
    expect((await api.post("/api/preflight-check", { token: owner.token, body: {} })).status).toBe(400);
    expect((await api.post("/api/preflight-check", { token: owner.token, body: { url: 42 } })).status).toBe(400);
  });
});

describe("POST /api/analyze-website", () => {
  it("reads title, description, colours (theme-color, oklch custom properties, body rules) and fonts without a model; one credit", async () => {
    const owner = await signUp();
    const res = await analyze(owner, `${site.url}/moved`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        title: "Stride Shoes",
        description: "Running shoes built for everyday runners.",
        colors: {
          background: "#ffffff",
          text: "#1a1a1a",
          primary: "#ff5500",
          secondary: expect.stringMatching(/^#[0-9a-f]{6}$/),
          accent: "#22aa66",
        },
        typography: { headingFont: "Poppins", bodyFont: "Inter" },
        logoUrl: `${site.url}/logo.png`,
        socialLinks: ["https://instagram.com/stride", "https://www.linkedin.com/company/stride"],
      },
      confidence: { title: "high", description: "high", colors: "high", typography: "high" },
    });
    const [log] = await logsOf(owner.companyId);
    expect(log).toMatchObject({
      actionType: "WEBSITE_ANALYSIS",
      success: true,
      credits: 1,
      completed: true,
      provider: "none",
    });
  });

  it("cooldowns: 30 s for the company, 24 h for the same URL, 429 with retryAfter; a failure starts none", async () => {
    const owner = await signUp();
    await unlimited(owner);
    expect((await analyze(owner, `${site.url}/login`)).status).toBe(400);
    expect((await analyze(owner, `${site.url}/`)).status).toBe(200);
    const soon = await analyze(owner, `${site.url}/moved`);
    expect(soon.status).toBe(429);
    expect(soon.body.retryAfter).toBeGreaterThan(25);
    expect(soon.headers.get("retry-after")).toBe(String(soon.body.retryAfter));
    await adminDb().websiteAnalysis.updateMany({
      where: { companyId: owner.companyId },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    const sameUrl = await analyze(owner, `${site.url}/#again`);
    expect(sameUrl.status).toBe(429);
    expect(sameUrl.body.retryAfter).toBeGreaterThan(23 * 3600);
    expect((await analyze(owner, `${site.url}/moved`)).status).toBe(200);
    const logs = await logsOf(owner.companyId);
    expect(logs.map((l) => [l.success, l.credits])).toEqual([
      [false, 0],
      [true, 1],
      [true, 1],
    ]);
  });

  it("the plan's WEBSITE_ANALYSIS limit (1 without a package): 403 LIMIT_REACHED before fetching", async () => {
    const owner = await signUp();
    expect((await analyze(owner, `${site.url}/`)).status).toBe(200);
    await adminDb().websiteAnalysis.deleteMany({ where: { companyId: owner.companyId } });
    const before = site.requests.length;
    const res = await analyze(owner, `${site.url}/moved`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "WEBSITE_ANALYSIS", limit: 1, used: 1 });
    expect(site.requests.length).toBe(before);
  });

  it("a refused address: 400 {error, message}, no credit, no connection", async () => {
    const owner = await signUp();
    await unlimited(owner);
    for (const url of BYPASSES) {
      const res = await analyze(owner, url);
      expect([url, res.status, res.body.error, typeof res.body.message]).toEqual([url, 400, "BLOCKED", "string"]);
    }
    expect(forbidden.connections).toBe(0);
    expect((await logsOf(owner.companyId)).every((l) => l.credits === 0)).toBe(true);
  });

  it("cooldowns are per company", async () => {
    const [a, b] = [await signUp(), await signUp()];
    expect((await analyze(a, `${site.url}/`)).status).toBe(200);
    expect((await analyze(b, `${site.url}/`)).status).toBe(200);
  });
});
