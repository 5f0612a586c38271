import { afterEach, describe, expect, it } from "vitest";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { CONNECTABLE_PLATFORMS, configurationNames, isConfigured, socialProvider } from "@/lib/integrations/social";
import { checkAgainstLimits, countText, NETWORK_LIMITS } from "@/lib/integrations/social/platform-limits";

describe("social provider registry", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("keys providers by the content code's platform identifiers", () => {
    expect(CONNECTABLE_PLATFORMS.sort()).toEqual([
      "bluesky",
      "facebook",
      "instagram",
      "linkedin",
      "mastodon",
      "pinterest",
      "threads",
      "tiktok",
      "twitter",
      "youtube",
    ]);
    for (const platform of SOCIAL_PLATFORMS) {
      const provider = socialProvider(platform);
      if (CONNECTABLE_PLATFORMS.includes(platform as never)) {
        expect(provider?.platform).toBe(platform);
        expect(socialProvider(platform)).toBe(provider);
      } else {
        expect(provider).toBeNull();
      }
    }
  });

  it("knows which OAuth networks lack a client id, and names what to set", () => {
    delete process.env.TWITTER_CLIENT_ID;
    expect(isConfigured("twitter")).toBe(false);
    expect(configurationNames("twitter")).toEqual(["TWITTER_CLIENT_ID", "TWITTER_CLIENT_SECRET"]);
    process.env.TWITTER_CLIENT_ID = "id";
    expect(isConfigured("twitter")).toBe(true);
    expect(isConfigured("linkedin", { clientId: "from-admin-config" })).toBe(true);
    expect(isConfigured("bluesky")).toBe(true);
  });

  it("reads base URLs from the decisions.md variables, with the real services as defaults", async () => {
    const { networkConfig } = await import("@/lib/integrations/social/config");
    delete process.env.TWITTER_API_URL;
    expect(networkConfig("twitter").apiUrl).toBe("https://api.x.com");
    expect(networkConfig("twitter").authUrl).toBe("https://x.com/i/oauth2/authorize");
    process.env.BLUESKY_API_URL = "http://127.0.0.1:9";
    expect(networkConfig("bluesky").apiUrl).toBe("http://127.0.0.1:9");
    process.env.LINKEDIN_API_VERSION = "202612";
    expect(networkConfig("linkedin").apiVersion).toBe("202612");
  });

  it("Instagram uses the Meta app of Facebook unless it has its own client", async () => {
    const { networkConfig } = await import("@/lib/integrations/social/config");
    delete process.env.INSTAGRAM_CLIENT_ID;
    delete process.env.INSTAGRAM_CLIENT_SECRET;
    process.env.FACEBOOK_CLIENT_ID = "meta-app";
    process.env.FACEBOOK_CLIENT_SECRET = "meta-secret";
    expect(networkConfig("instagram")).toMatchObject({ clientId: "meta-app", clientSecret: "meta-secret" });
    process.env.INSTAGRAM_CLIENT_ID = "ig-app";
    expect(networkConfig("instagram").clientId).toBe("ig-app");
    expect(networkConfig("threads").apiUrl).toBe("https://graph.threads.net/v1.0");
  });
});

describe("limits as data", () => {
  it("checks a post against a network's limits before any request", () => {
    expect(checkAgainstLimits(NETWORK_LIMITS.twitter, { text: "你".repeat(141) })).toEqual([
      { field: "text", message: "282 characters; the limit is 280." },
    ]);
    expect(checkAgainstLimits(NETWORK_LIMITS.twitter, { text: "你".repeat(140) })).toEqual([]);
    const fiveImages = Array.from({ length: 5 }, () => ({ size: 10, mimeType: "image/png" }));
    expect(checkAgainstLimits(NETWORK_LIMITS.bluesky, { text: "hi", media: fiveImages }).map((p) => p.field)).toEqual([
      "media",
    ]);
    expect(
      checkAgainstLimits(NETWORK_LIMITS.bluesky, { text: "hi", media: [{ size: 1_000_001, mimeType: "image/jpeg" }] }),
    ).toHaveLength(1);
    expect(
      checkAgainstLimits(NETWORK_LIMITS.linkedin, { text: "hi", media: [{ size: 10, mimeType: "image/webp" }] }),
    ).toHaveLength(1);
  });

  it("counts each network's way", () => {
    const text = "👨‍👩‍👧 https://example.com/a/long/path";
    expect(countText(text, NETWORK_LIMITS.twitter)).toBe(2 + 1 + 23);
    expect(countText(text, NETWORK_LIMITS.bluesky)).toBe(1 + 1 + "https://example.com/a/long/path".length);
    expect(countText(text, NETWORK_LIMITS.mastodon)).toBe(1 + 1 + 23);
    expect(countText(text, NETWORK_LIMITS.linkedin)).toBe(Array.from(text).length);
  });
});

describe("the publisher reads the same limits", () => {
  it("refuses an over-long post before any request reaches the network", async () => {
    const { blueskyHarness } = await import("./harness/bluesky");
    const { connectedAccount } = await import("@/lib/integrations/social/session");
    const h = await blueskyHarness();
    try {
      const client = connectedAccount(h.provider, h.account(await h.connect()));
      const before = h.fake.server.requests.length;
      const err = await client.publish({ text: "x".repeat(301), idempotencyKey: "long" }).catch((e) => e);
      expect(err.kind).toBe("bad_request");
      expect(err.code).toBe("OVER_LIMIT");
      expect(err.message).toBe("301 characters; the limit is 300.");
      expect(h.fake.server.requests.length).toBe(before);
      expect((await client.publish({ text: "x".repeat(300), idempotencyKey: "fits" })).id).toBeTruthy();
    } finally {
      await h.close();
    }
  });
});

describe("platform-limits is safe for the browser", () => {
  it("imports nothing server-only, however deep", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const root = path.resolve(import.meta.dirname, "../..");
    const seen = new Set<string>();
    const reached: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, "utf8");
      for (const [, kind, spec] of source.matchAll(
        /^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s*["']([^"']+)["']/gms,
      )) {
        if (kind) continue;
        reached.push(spec);
        const base = spec.startsWith("@/")
          ? path.join(root, spec.slice(2))
          : spec.startsWith(".")
            ? path.resolve(path.dirname(file), spec)
            : null;
        if (base && fs.existsSync(`${base}.ts`)) walk(`${base}.ts`);
      }
    };
    walk(path.join(root, "lib/integrations/social/platform-limits.ts"));
    expect(seen.size).toBeGreaterThan(5);
    expect(reached.filter((s) => /^node:|^@\/lib\/(env|logger|db)|^(pino|pg)$|integrations\/http/.test(s))).toEqual([]);
  });
});
