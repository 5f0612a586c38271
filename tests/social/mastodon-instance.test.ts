import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError } from "@/lib/integrations/http";
import { createMastodonProvider, normalizeInstanceUrl } from "@/lib/integrations/social/mastodon/provider";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { Connection } from "@/lib/integrations/social/types";
import { MASTODON_FAKE_MAX_CHARACTERS } from "@/tests/fakes/social/mastodon/server";
import { mastodonHarness } from "./harness/mastodon";
import { TEST_HTTP } from "./harness/types";

type Harness = Awaited<ReturnType<typeof mastodonHarness>>;

describe("mastodon instances", () => {
  let h: Harness;
  let connection: Connection;

  beforeAll(async () => {
    h = await mastodonHarness();
    connection = await h.connect();
  });
  afterAll(() => h.close());

  it("registers the OAuth app once per instance and reuses the kept one", async () => {
    expect(h.app()?.clientId).toBeTruthy();
    await h.connect();
    expect(h.fake.server.received("register-app")).toHaveLength(1);
    expect(h.fake.server.received("token").at(-1)!.body.toString()).toContain("code_verifier=");
  });

  it("reads the instance's own limits", async () => {
    const limits = await connectedAccount(h.provider, h.account(connection)).limits();
    expect(limits.maxTextLength).toBe(MASTODON_FAKE_MAX_CHARACTERS);
    expect(limits.maxImages).toBe(4);
    expect(limits.urlLength).toBe(23);
    expect(limits.imageMimeTypes).not.toContain("video/mp4");
  });

  it("waits for media processing before attaching it", async () => {
    const post = await connectedAccount(h.provider, h.account(connection)).publish({
      text: `with media ${Math.random()}`,
      media: [{ data: Buffer.from("png"), mimeType: "image/png", altText: "alt" }],
      idempotencyKey: "m1",
    });
    expect(h.fake.statuses.get(post.id)!.mediaIds).toHaveLength(1);
    expect(h.fake.server.received("media-status").length).toBeGreaterThanOrEqual(2);
  });

  it("shows a direct mention as a direct message in the inbox", async () => {
    const dm = h.fake.addMention("@reach psst, private", "direct");
    const page = await connectedAccount(h.provider, h.account(connection)).fetchInbox();
    expect(page.items.find((i) => i.id === dm.id)?.kind).toBe("direct_message");
    expect(page.items.find((i) => i.id === dm.id)?.text).toBe("@reach psst, private");
  });

  it("refuses an instance on a private address without contacting it", async () => {
    const guarded = createMastodonProvider({ http: TEST_HTTP, allowHosts: [] });
    const before = h.fake.server.requests.length;
    const err = await guarded.startAuthorization!({
      redirectUri: "http://localhost:3000/cb",
      state: "s",
      instanceUrl: h.fake.url,
    }).catch((e) => e);
    expect(isProviderError(err, "bad_request")).toBe(true);
    expect(err.code).toBe("BLOCKED");
    expect(h.fake.server.requests.length).toBe(before);
  });

  it("normalises what users type as an instance", () => {
    expect(normalizeInstanceUrl("mastodon.social")).toBe("https://mastodon.social");
    expect(normalizeInstanceUrl(" https://fosstodon.org/@someone ")).toBe("https://fosstodon.org");
    expect(() => normalizeInstanceUrl("ftp://x.example")).toThrow();
  });
});
