import { describe, expect, it } from "vitest";
import type { IntegrationSettings } from "@/lib/admin/integration-config";
import { networkConfig } from "@/lib/integrations/social";
import { overridesFrom } from "./networks";

const config = (over: Partial<IntegrationSettings>): IntegrationSettings => ({
  service: "twitter",
  isEnabled: true,
  apiKey: null,
  apiSecret: null,
  webhookUrl: null,
  settings: {},
  rateLimit: null,
  ...over,
});

describe("the Super Admin integration config over the environment", () => {
  it("takes the client id (apiKey), secret (apiSecret) and URLs from the config, the rest from the environment", () => {
    const overrides = overridesFrom(
      "twitter",
      config({ apiKey: "admin-id", apiSecret: "admin-secret", settings: { apiUrl: "https://x.internal/" } }),
    );
    expect(overrides).toEqual({ clientId: "admin-id", clientSecret: "admin-secret", apiUrl: "https://x.internal/" });
    const effective = networkConfig("twitter", overrides);
    expect(effective).toMatchObject({
      clientId: "admin-id",
      clientSecret: "admin-secret",
      apiUrl: "https://x.internal/",
      tokenUrl: expect.any(String),
    });
  });

  it("settings.clientId wins over apiKey; blank values count as unset; LinkedIn's API version from settings", () => {
    expect(
      overridesFrom(
        "linkedin",
        config({ apiKey: "key", settings: { clientId: " cid ", authUrl: "  ", apiVersion: "202611" } }),
      ),
    ).toEqual({ clientId: "cid", apiVersion: "202611" });
    expect(overridesFrom("twitter", config({ settings: { apiVersion: "202611" } }))).toEqual({});
  });

  it("no config (or a disabled one, which integrationConfig answers as null): only the timeout, if any", () => {
    expect(overridesFrom("bluesky", null)).toEqual({});
    expect(overridesFrom("bluesky", null, 1500)).toEqual({ http: { timeoutMs: 1500 } });
  });
});
