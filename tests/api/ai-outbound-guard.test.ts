import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { BRAND_PAGE, startFakeWebsite } from "../fakes/website";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";

// Every AI route that takes an address, against every way of writing a loopback address (and a
// redirect to one): refused, the listener never sees a connection, no model call, no credit.

await useOwnDatabase();
const fake = await startFakeAi();
const site = await startFakeWebsite({ "/": BRAND_PAGE });
// A loopback listener the guard must never reach, whichever way its address is written.
const forbidden = await startFakeWebsite({ "/": BRAND_PAGE });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
process.env.OUTBOUND_ALLOW_HOSTS = site.host;
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await Promise.all([fake.close(), site.close(), forbidden.close()]);
});

const p = forbidden.port;
site.pages.set("/redirect-out", { status: 302, body: "", headers: { location: `http://127.0.0.1:${p}/` } });
const BYPASSES = [
  `http://127.0.0.1:${p}/`,
  `http://localhost:${p}/`,
  `http://2130706433:${p}/`,
  `http://0x7f000001:${p}/`,
  `http://0x7f.0.0.1:${p}/`,
  `http://0177.0.0.1:${p}/`,
  `http://127.1:${p}/`,
  `http://[::1]:${p}/`,
  `http://[::ffff:127.0.0.1]:${p}/`,
  `http://[::ffff:7f00:1]:${p}/`,
  `http://0.0.0.0:${p}/`,
  `${site.url}/redirect-out`,
];

const ROUTES: Array<{
  path: string;
  body: (url: string) => Record<string, unknown>;
  refused: (res: { status: number; body: Record<string, unknown> }) => unknown;
}> = [
  { path: "/api/preflight-check", body: (url) => ({ url }), refused: (res) => [res.status, res.body.errorCode] },
  { path: "/api/analyze-website", body: (url) => ({ url }), refused: (res) => [res.status, res.body.error] },
  { path: "/api/analyze-brand", body: (url) => ({ url }), refused: (res) => [res.status, res.body.error] },
  {
    path: "/api/generate-posts",
    body: (url) => ({ blogUrl: url, selectedProfiles: ["twitter"] }),
    refused: (res) => [res.status, res.body.error],
  },
];

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  forbidden.connections = 0;
  await clearConfigCaches();
});

describe.each(ROUTES)("$path", (route) => {
  it("every form of a loopback address is refused: BLOCKED, no connection, no model call, no credit", async () => {
    const owner = await signUp();
    for (const url of BYPASSES) {
      const res = await api.post(route.path, { token: owner.token, body: route.body(url) });
      const status = route.path === "/api/preflight-check" ? 200 : 400;
      expect([url, route.refused(res)]).toEqual([url, [status, "BLOCKED"]]);
    }
    expect(forbidden.connections).toBe(0);
    expect(fake.calls).toHaveLength(0);
    const logs = await adminDb().aiUsageLog.findMany({ where: { companyId: owner.companyId } });
    expect(logs.reduce((sum, log) => sum + log.credits, 0)).toBe(0);
    // Twelve addresses, each a request (the first compiles the route): more than the default 30 s on a loaded machine.
  }, 120_000);
});
