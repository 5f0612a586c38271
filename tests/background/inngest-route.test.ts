import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servedFunctions } from "@/inngest";
import { api } from "../helpers/app";

const SIGNING_KEY_HEX = "0123456789abcdef".repeat(4);
const SIGNING_KEY = `signkey-prod-${SIGNING_KEY_HEX}`;

/** Inngest's request signature: HMAC-SHA256 over body + timestamp with the key minus its prefix. */
function signature(body: string, at = Math.floor(Date.now() / 1000)) {
  const s = createHmac("sha256", SIGNING_KEY_HEX)
    .update(body + at)
    .digest("hex");
  return `t=${at}&s=${s}`;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("/api/inngest", () => {
  it("answers 503 with a clear message while Inngest is not configured and the in-process runner does the work", async () => {
    for (const method of ["get", "post", "put"] as const) {
      const res = await api[method]("/api/inngest");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: "Inngest is not configured",
        message: expect.stringMatching(/run in-process.*INNGEST_SIGNING_KEY/),
      });
    }
  });

  it("with a signing key, serves the functions to signed requests only", async () => {
    vi.stubEnv("INNGEST_SIGNING_KEY", SIGNING_KEY);
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.resetModules();

    const unsigned = await api.get("/api/inngest");
    expect(unsigned.status).toBe(401);
    const forged = await api.post("/api/inngest", {
      query: { fnId: "reach-purge-expired-access", stepId: "step" },
      body: { event: {}, events: [], steps: {}, ctx: {} },
      headers: { "x-inngest-signature": `t=${Math.floor(Date.now() / 1000)}&s=${"0".repeat(64)}` },
    });
    expect(forged.status).toBe(401);

    const signed = await api.get("/api/inngest", { headers: { "x-inngest-signature": signature("") } });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      authentication_succeeded: true,
      function_count: servedFunctions.length,
      mode: "cloud",
    });
  });
});
