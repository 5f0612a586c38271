import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { startFakeGsm } from "../fakes/gsm/server";
import { adminDb } from "@/lib/db";
import { createCacheBus } from "@/lib/admin/cache-bus";
import { integrationConfig, serviceCredentials } from "@/lib/admin/integration-config";

// Integration configs are global and the networks' clients read them: a database of this file's own,
// so no config enabled here reaches a test file running beside it.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

const list = async () =>
  (await api.get("/api/admin/config/integrations", { token: admin.token })).body as Array<Record<string, any>>;
const put = (id: string, body: unknown) =>
  api.put(`/api/admin/config/integrations/${id}`, { token: admin.token, body });
const clear = () => api.post("/api/admin/config/cache/clear", { token: admin.token });

async function eventually(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("integration configs", () => {
  it("one per external service is present from the first start, disabled, with no secrets", async () => {
    const configs = await list();
    const services = configs.map((c) => c.service);
    for (const s of [
      "twitter",
      "linkedin",
      "bluesky",
      "mastodon",
      "slack",
      "teams",
      "discord",
      "openai",
      "anthropic",
      "lemonsqueezy",
      "email",
    ]) {
      expect(services).toContain(s);
    }
    const pinterest = configs.find((c) => c.service === "pinterest")!;
    expect(pinterest).toMatchObject({
      isEnabled: false,
      apiKey: null,
      apiSecret: null,
      webhookUrl: null,
      settings: {},
    });
  });

  it("a partial update encrypts and masks secrets; the client reads config first, then the environment", async () => {
    process.env.PINTEREST_CLIENT_ID = "env-client-id";
    process.env.PINTEREST_CLIENT_SECRET = "env-client-secret";
    process.env.PINTEREST_API_URL = "http://env.example.test";
    expect(await serviceCredentials("pinterest")).toMatchObject({
      clientId: "env-client-id",
      clientSecret: "env-client-secret",
      apiUrl: "http://env.example.test",
    });

    const res = await put("pinterest", {
      isEnabled: true,
      apiKey: "pin-client-id-0001",
      apiSecret: "pin-client-secret-9876",
      settings: { apiUrl: "http://config.example.test" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      service: "pinterest",
      isEnabled: true,
      apiKey: "****0001",
      apiSecret: "****9876",
      settings: { apiUrl: "http://config.example.test" },
    });
    const row = await adminDb().integrationConfig.findUniqueOrThrow({ where: { service: "pinterest" } });
    expect(JSON.stringify(row)).not.toContain("pin-client-secret-9876");

    expect(await integrationConfig("pinterest")).toMatchObject({
      apiKey: "pin-client-id-0001",
      apiSecret: "pin-client-secret-9876",
    });
    expect(await serviceCredentials("pinterest")).toMatchObject({
      clientId: "pin-client-id-0001",
      clientSecret: "pin-client-secret-9876",
      apiUrl: "http://config.example.test",
    });

    // The masked values sent back, and a field left out, keep the secrets; rateLimit alone changes.
    const again = await put(res.body.id, { apiKey: res.body.apiKey, apiSecret: res.body.apiSecret, rateLimit: 60 });
    expect(again.body).toMatchObject({ apiKey: "****0001", apiSecret: "****9876", rateLimit: 60, isEnabled: true });
    expect(await integrationConfig("pinterest")).toMatchObject({
      apiKey: "pin-client-id-0001",
      apiSecret: "pin-client-secret-9876",
      rateLimit: 60,
    });
    expect(JSON.stringify(await list())).not.toContain("pin-client-secret-9876");

    // Disabled: the environment again.
    await put("pinterest", { isEnabled: false });
    expect(await integrationConfig("pinterest")).toBeNull();
    expect((await serviceCredentials("pinterest")).clientId).toBe("env-client-id");
  });

  it("unknown config: 404; bad input: 400 and nothing changed", async () => {
    expect((await put("no-such-service", { isEnabled: true })).status).toBe(404);
    expect((await put("00000000-0000-4000-8000-000000000000", { isEnabled: true })).status).toBe(404);
    // Only discord: other test files change other services' configs at the same time.
    const discord = async () => (await list()).find((c) => c.service === "discord");
    const before = await discord();
    for (const body of [{ isEnabled: "yes" }, { rateLimit: 0 }, { settings: { nested: { a: 1 } } }, { apiKey: 42 }]) {
      expect((await put("discord", { webhookUrl: "https://discord.com/api/webhooks/1/x", ...body })).status).toBe(400);
    }
    expect(await discord()).toEqual(before);
  });

  it("syncs changed secrets to Secret Manager when the switch is on", async () => {
    const gsm = await startFakeGsm();
    Object.assign(process.env, {
      GSM_SYNC_ENABLED: "1",
      GSM_PROJECT_ID: gsm.projectId,
      GSM_API_URL: gsm.url,
      GSM_ACCESS_TOKEN: gsm.accessToken,
    });
    try {
      expect((await put("openai", { apiKey: "sk-openai-test-4242", isEnabled: true })).status).toBe(200);
      expect(gsm.secrets.get("reach-integration-openai-api-key")).toEqual(["sk-openai-test-4242"]);
      gsm.failWith = 503;
      const refused = await put("openai", { apiKey: "sk-openai-never-1111" });
      expect(refused.status).toBe(502);
      expect((await list()).find((c) => c.service === "openai")!.apiKey).toBe("****4242");
    } finally {
      delete process.env.GSM_SYNC_ENABLED;
      await gsm.close();
    }
  });

  it("is for Super Admins only", async () => {
    const user = await signUp();
    expect((await api.get("/api/admin/config/integrations", { token: user.token })).status).toBe(403);
    expect(
      (await api.put("/api/admin/config/integrations/twitter", { token: user.token, body: { isEnabled: true } }))
        .status,
    ).toBe(403);
    expect((await api.post("/api/admin/config/cache/clear", { token: user.token })).status).toBe(403);
  });
});

describe("cache clear", () => {
  it("a change made elsewhere shows once the caches are cleared", async () => {
    await put("youtube", { isEnabled: true, settings: { apiUrl: "http://one.example.test" } });
    expect((await serviceCredentials("youtube")).apiUrl).toBe("http://one.example.test");
    // Another instance (or a direct database change) writes: this instance still has its cached copy.
    await adminDb().integrationConfig.update({
      where: { service: "youtube" },
      data: { settings: { apiUrl: "http://two.example.test" } },
    });
    expect((await serviceCredentials("youtube")).apiUrl).toBe("http://one.example.test");
    const res = await clear();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.stringContaining("cleared") });
    expect((await serviceCredentials("youtube")).apiUrl).toBe("http://two.example.test");
    await put("youtube", { isEnabled: false, settings: {} });
  });

  it("reaches every instance through Redis pub/sub", async () => {
    const cleared = [0, 0];
    const first = createCacheBus(REDIS_URL, () => cleared[0]++);
    const second = createCacheBus(REDIS_URL, () => cleared[1]++);
    afterAll(() => Promise.all([first.close(), second.close()]));
    await Promise.all([first.ready, second.ready]);
    await first.publish();
    await eventually(() => cleared[0] === 1 && cleared[1] === 1);

    // The route publishes too when REDIS_URL is set: both subscribers hear it.
    process.env.REDIS_URL = REDIS_URL;
    try {
      const res = await clear();
      expect(res.body.message).toBe("Configuration caches cleared in every instance");
      await eventually(() => cleared[0] === 2 && cleared[1] === 2);
    } finally {
      delete process.env.REDIS_URL;
    }
  });
});
