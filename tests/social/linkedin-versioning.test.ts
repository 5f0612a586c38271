import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError } from "@/lib/integrations/http";
import { escapeLittleText } from "@/lib/integrations/social/linkedin/limits";
import { createLinkedInProvider } from "@/lib/integrations/social/linkedin/provider";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { Connection } from "@/lib/integrations/social/types";
import { linkedinHarness } from "./harness/linkedin";
import { accountFor, TEST_HTTP } from "./harness/types";

type Harness = Awaited<ReturnType<typeof linkedinHarness>>;

describe("linkedin versioned API", () => {
  let h: Harness;
  let connection: Connection;

  beforeAll(async () => {
    h = await linkedinHarness({ apiVersion: "202611" });
    connection = await h.connect();
  });
  afterAll(() => h.close());

  it("sends LinkedIn-Version and X-Restli-Protocol-Version on every /rest call", async () => {
    const c = connectedAccount(h.provider, h.account(connection));
    const post = await c.publish({
      text: "versioned",
      media: [{ data: Buffer.from("img"), mimeType: "image/png" }],
      idempotencyKey: "v",
    });
    await c.postMetrics(post.id);
    await c.accountMetrics();
    await c.reply({ inReplyToId: post.id, text: "a comment", idempotencyKey: "r" });
    await c.deletePost(post.id);
    const restCalls = h.fake.server.requests.filter((r) => r.path.startsWith("/rest/"));
    expect(restCalls.length).toBeGreaterThanOrEqual(9);
    for (const call of restCalls) {
      expect(call.headers["linkedin-version"], call.path).toBe("202611");
      expect(call.headers["x-restli-protocol-version"], call.path).toBe("2.0.0");
    }
    expect(h.fake.comments).toMatchObject([{ object: post.id, text: "a comment" }]);
    expect(h.fake.posts.has(post.id)).toBe(false);
  });

  it("says clearly when the configured version is retired (426)", async () => {
    const retired = createLinkedInProvider({
      apiUrl: h.fake.url,
      clientId: "x",
      http: TEST_HTTP,
      apiVersion: "202301",
    });
    const err = await connectedAccount(retired, accountFor(retired, connection))
      .publish({ text: "old", idempotencyKey: "old" })
      .catch((e) => e);
    expect(isProviderError(err, "bad_request")).toBe(true);
    expect(err.code).toBe("VERSION_RETIRED");
    expect(err.message).toContain("202301");
    expect(err.message).toContain("LINKEDIN_API_VERSION");
  });

  it("escapes little-text markup so the commentary reads as written", async () => {
    const text = "Launch (v2) #news @team [beta] *now* _really_ ~ok~ a|b {x} <y> \\";
    const post = await connectedAccount(h.provider, h.account(connection)).publish({ text, idempotencyKey: "esc" });
    expect(h.fake.posts.get(post.id)!.commentary).toBe(escapeLittleText(text));
    expect(escapeLittleText("(a) #b")).toBe("\\(a\\) \\#b");
  });

  it("posts several images as one multi-image post, and refuses threads", async () => {
    const c = connectedAccount(h.provider, h.account(connection));
    const post = await c.publish({
      text: "two pictures",
      media: [
        { data: Buffer.from("a"), mimeType: "image/png" },
        { data: Buffer.from("b"), mimeType: "image/jpeg" },
      ],
      idempotencyKey: "multi",
    });
    const body = h.fake.posts.get(post.id)!.body as { content: { multiImage: { images: unknown[] } } };
    expect(body.content.multiImage.images).toHaveLength(2);
    const err = await c.publish({ text: "1/2", thread: [{ text: "2/2" }], idempotencyKey: "t" }).catch((e) => e);
    expect(isProviderError(err, "bad_request")).toBe(true);
  });

  it("a daily quota 429 waits until midnight UTC", async () => {
    h.fail("rate_limited", "publish");
    const err = await connectedAccount(h.provider, h.account(connection))
      .publish({ text: "quota", idempotencyKey: "q" })
      .catch((e) => e);
    expect(isProviderError(err, "rate_limited")).toBe(true);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(Math.abs(err.retryAfterSeconds - (midnight.getTime() - Date.now()) / 1000)).toBeLessThan(5);
  });
});
