import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

// Every log line the app writes in this file, through the real pino serializer.
const logged = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/logger", async () => {
  const pino = (await import("pino")).default;
  const { Writable } = await import("node:stream");
  const sink = new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) });
  return { logger: pino({ level: "trace", base: { service: "reach" } }, sink) };
});

import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { startFakeGsm } from "../fakes/gsm/server";
import { adminDb } from "@/lib/db";
import { billingSecrets } from "@/lib/admin/billing-config";
import { clearConfigCaches } from "@/lib/admin/config-cache";

// Billing and integration configs are global: a database of this file's own keeps its changes from others.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();
const gsm = await startFakeGsm();
afterAll(() => gsm.close());

const API_KEY = "sk_live_billing_key_5f3a9c0d1e2b";
const WEBHOOK_SECRET = "whsec_9b8a7c6d5e4f3a2b1c0d";
const put = (body: unknown) => api.put("/api/admin/config/billing", { token: admin.token, body });
const get = () => api.get("/api/admin/config/billing", { token: admin.token });

function gsmOff() {
  delete process.env.GSM_SYNC_ENABLED;
}
function gsmOn(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    GSM_SYNC_ENABLED: "1",
    GSM_PROJECT_ID: gsm.projectId,
    GSM_API_URL: gsm.url,
    GSM_ACCESS_TOKEN: gsm.accessToken,
    ...extra,
  });
}
beforeEach(() => {
  gsmOff();
  delete process.env.GSM_CREDENTIALS_FILE;
  gsm.failWith = null;
});

describe("billing configuration", () => {
  it("stores apiKey and webhookSecret encrypted, answers them masked (last 4), and never logs them", async () => {
    logged.length = 0;
    const res = await put({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      storeId: "12345",
      testMode: false,
      variantMapping: { "555": "professional" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ storeId: "12345", testMode: false, variantMapping: { "555": "professional" } });
    expect(res.body.apiKey).toBe(`****${API_KEY.slice(-4)}`);
    expect(res.body.webhookSecret).toBe(`****${WEBHOOK_SECRET.slice(-4)}`);
    expect((await get()).body).toEqual(res.body);

    const row = await adminDb().billingConfig.findUniqueOrThrow({ where: { id: "default" } });
    expect(row.apiKey).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(JSON.stringify(row)).not.toContain(WEBHOOK_SECRET);
    expect(await billingSecrets()).toMatchObject({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });

    const audit = await adminDb().auditLog.findMany({ where: { action: "admin.billing.update" } });
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(API_KEY);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain(WEBHOOK_SECRET);
    }
  });

  it("keeps the stored secret when the masked value comes back, or when the field is left out", async () => {
    await put({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    const shown = (await get()).body;
    const res = await put({ ...shown, currency: "eur", taxEnabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: "EUR", taxEnabled: true, apiKey: shown.apiKey });
    expect(await billingSecrets()).toMatchObject({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, currency: "EUR" });

    await put({ testMode: true });
    expect(await billingSecrets()).toMatchObject({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, testMode: true });
  });

  it("replaces a secret with a new value and clears it with null; short secrets show no characters", async () => {
    await put({ apiKey: "abc" });
    expect((await get()).body.apiKey).toBe("****");
    expect((await billingSecrets()).apiKey).toBe("abc");
    expect((await put({ apiKey: null })).body.apiKey).toBeNull();
    expect((await billingSecrets()).apiKey).toBeNull();
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const before = (await get()).body;
    for (const body of [
      { testMode: "no" },
      { currency: "euro" },
      { variantMapping: { a: 5 } },
      { provider: "stripe" },
      { apiKey: 123 },
    ]) {
      const res = await put({ storeId: "changed", ...body });
      expect(res.status).toBe(400);
    }
    expect((await get()).body).toEqual(before);
  });

  it("is for Super Admins only", async () => {
    const user = await signUp();
    const res = await api.get("/api/admin/config/billing", { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Super Admin/);
    expect((await api.put("/api/admin/config/billing", { token: user.token, body: { apiKey: "x" } })).status).toBe(403);
  });
});

describe("Google Secret Manager sync", () => {
  it("reports the disabled shape when the switch is off", async () => {
    const res = await api.get("/api/admin/config/gsm/status", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: false,
      connection: { success: false, error: expect.stringMatching(/disabled/) },
    });
  });

  it("writes changed billing secrets to Secret Manager when the switch is on, and only changed ones", async () => {
    gsmOn();
    expect((await api.get("/api/admin/config/gsm/status", { token: admin.token })).body).toEqual({
      enabled: true,
      connection: { success: true, error: null },
    });
    expect((await put({ apiKey: `${API_KEY}-v2` })).status).toBe(200);
    expect(gsm.secrets.get("reach-billing-api-key")).toEqual([`${API_KEY}-v2`]);
    expect(gsm.secrets.has("reach-billing-webhook-secret")).toBe(false);

    const shown = (await get()).body;
    await put({ apiKey: shown.apiKey, webhookSecret: WEBHOOK_SECRET });
    expect(gsm.secrets.get("reach-billing-api-key")).toHaveLength(1);
    expect(gsm.secrets.get("reach-billing-webhook-secret")).toEqual([WEBHOOK_SECRET]);
  });

  it("answers 502 and changes nothing when Secret Manager refuses", async () => {
    gsmOn();
    const before = await billingSecrets();
    gsm.failWith = 403;
    const res = await put({ apiKey: "sk_never_saved_0000", storeId: "999" });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      error: "SECRET_MANAGER_ERROR",
      message: expect.stringContaining("Nothing was changed"),
    });
    expect(JSON.stringify(res.body)).not.toContain("sk_never_saved_0000");
    await clearConfigCaches();
    expect(await billingSecrets()).toEqual(before);

    const status = await api.get("/api/admin/config/gsm/status", { token: admin.token });
    expect(status.body).toMatchObject({
      enabled: true,
      connection: { success: false, error: expect.stringContaining("403") },
    });
  });

  it("authenticates with a service account key through the token endpoint", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const strict = await startFakeGsm({
      publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
      accessToken: "sa-token",
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-key-"));
    const file = path.join(dir, "key.json");
    fs.writeFileSync(
      file,
      JSON.stringify({
        client_email: "reach@reach-test.iam.gserviceaccount.com",
        private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
        token_uri: strict.tokenUrl,
      }),
    );
    try {
      Object.assign(process.env, {
        GSM_SYNC_ENABLED: "1",
        GSM_PROJECT_ID: strict.projectId,
        GSM_API_URL: strict.url,
        GSM_CREDENTIALS_FILE: file,
      });
      delete process.env.GSM_ACCESS_TOKEN;
      expect((await put({ webhookSecret: "whsec_from_service_account" })).status).toBe(200);
      expect(strict.secrets.get("reach-billing-webhook-secret")).toEqual(["whsec_from_service_account"]);
      expect(strict.calls[0]).toBe("POST /token");
    } finally {
      await strict.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the billing client falls back to the lemonsqueezy integration config, then the environment", async () => {
    await put({ apiKey: null });
    process.env.LEMONSQUEEZY_API_KEY = "env-lemon-key";
    try {
      await clearConfigCaches();
      expect(await billingSecrets()).toMatchObject({ apiKey: "env-lemon-key", apiUrl: "https://api.lemonsqueezy.com" });
      await api.put("/api/admin/config/integrations/lemonsqueezy", {
        token: admin.token,
        body: { isEnabled: true, apiKey: "integration-lemon-key", settings: { apiUrl: "http://127.0.0.1:9/lemon" } },
      });
      expect(await billingSecrets()).toMatchObject({
        apiKey: "integration-lemon-key",
        apiUrl: "http://127.0.0.1:9/lemon",
      });
      await put({ apiKey: "billing-config-key" });
      expect((await billingSecrets()).apiKey).toBe("billing-config-key");
    } finally {
      delete process.env.LEMONSQUEEZY_API_KEY;
      await api.put("/api/admin/config/integrations/lemonsqueezy", { token: admin.token, body: { isEnabled: false } });
    }
  });
});
