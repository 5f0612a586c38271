import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError, type HttpResponse } from "@/lib/integrations/http";
import { graphFailure } from "@/lib/integrations/social/facebook/graph";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { Connection } from "@/lib/integrations/social/types";
import { META_FAKE_PAGES } from "@/tests/fakes/social/meta/server";
import { facebookHarness, instagramHarness, JPEG, threadsHarness } from "./harness/meta";

/** Quirks of the three Meta networks beyond the shared contract suite. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const key = () => crypto.randomUUID();

async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe("Facebook pages", () => {
  let h: Awaited<ReturnType<typeof facebookHarness>>;
  let connection: Connection;
  beforeAll(async () => {
    h = await facebookHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("connects as the first page, offers the others, and switches to a chosen one with its own token", async () => {
    expect(connection.profile).toMatchObject({ id: META_FAKE_PAGES[0].id, displayName: "Reach Cafe" });
    const choices = await h.provider.accountChoices!(h.account(connection));
    expect(choices.map((c) => c.name)).toEqual(["Reach Cafe", "Reach Books"]);
    const other = await h.provider.chooseAccount!(h.account(connection), META_FAKE_PAGES[1].id);
    expect(other.profile.displayName).toBe("Reach Books");
    expect(other.tokens.accessToken).not.toBe(connection.tokens.accessToken);
    const post = await connectedAccount(h.provider, h.account(other)).publish({
      text: "Books!",
      idempotencyKey: key(),
    });
    expect(h.fake.posts.get(post.id)?.pageId).toBe(META_FAKE_PAGES[1].id);
    const err = await failure(h.provider.chooseAccount!(h.account(connection), "999"));
    expect(err.code).toBe("UNKNOWN_ACCOUNT");
  });

  it("a post with a link shares it; several images are attached to one feed post", async () => {
    const c = connectedAccount(h.provider, h.account(connection));
    const linked = await c.publish({ text: "Menu: https://reach.example/menu", idempotencyKey: key() });
    expect(h.fake.posts.get(linked.id)?.link).toBe("https://reach.example/menu");
    const album = await c.publish({
      text: "Two views",
      media: [
        { data: PNG, mimeType: "image/png" },
        { data: JPEG, mimeType: "image/jpeg" },
      ],
      idempotencyKey: key(),
    });
    expect(h.publishedPost(album.id)?.images).toHaveLength(2);
  });

  it("an inbox read whose feed and Messenger requests both fail rejects once, with nothing left unhandled", async () => {
    h.fake.server.fail("server_error", "inbox", 10);
    h.fake.server.fail("server_error", "inbox-messages", 10);
    const err = await failure(connectedAccount(h.provider, h.account(connection)).fetchInbox({ limit: 10 }));
    expect(err.kind).toBe("transient");
    // A rejection nobody awaited surfaces on a later turn: give it one, so vitest would report it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it("Graph codes decide the kind whatever the status: a throttle with its Business Use Case wait, an expired token", () => {
    const response = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      ({ status, ok: false, headers: new Headers(headers), json: () => body }) as unknown as HttpResponse;
    const throttled = graphFailure(
      response(
        400,
        { error: { message: "(#17) User request limit reached", code: 17 } },
        { "x-business-use-case-usage": JSON.stringify({ "1": [{ estimated_time_to_regain_access: 7 }] }) },
      ),
      "facebook",
      "Facebook",
    );
    expect(throttled).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 420 });
    const expired = graphFailure(
      response(400, { error: { message: "Session has expired", code: 190, error_subcode: 463 } }),
      "facebook",
      "Facebook",
    );
    expect(expired).toMatchObject({ kind: "needs_reconnect", tokenExpired: true });
    const permission = graphFailure(
      response(403, { error: { message: "(#200) Requires pages_manage_posts", code: 200 } }),
      "facebook",
      "Facebook",
    );
    expect(permission).toMatchObject({ kind: "needs_reconnect", tokenExpired: false });
  });
});

describe("Instagram professional accounts", () => {
  let h: Awaited<ReturnType<typeof instagramHarness>>;
  let connection: Connection;
  const client = () => connectedAccount(h.provider, h.account(connection));
  beforeAll(async () => {
    h = await instagramHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("connects the Instagram account linked to a page, through that page's token", async () => {
    expect(connection.profile).toMatchObject({ id: META_FAKE_PAGES[0].instagram!.id, username: "reach.cafe" });
    expect(await h.provider.accountChoices!(h.account(connection))).toHaveLength(1);
    expect(connection.credentials?.pageId).toBe(META_FAKE_PAGES[0].id);
  });

  it("refuses before any request a post without an image, or an image outside 4:5 to 1.91:1", async () => {
    const before = h.fake.server.requests.length;
    const bare = await failure(client().publish({ text: "Just words", idempotencyKey: key() }));
    expect(bare).toMatchObject({ kind: "bad_request", code: "OVER_LIMIT" });
    const tall = await failure(
      client().publish({
        text: "Too tall",
        media: [h.hostMedia({ data: JPEG, mimeType: "image/jpeg", width: 1080, height: 1920 })],
        idempotencyKey: key(),
      }),
    );
    expect(tall.message).toContain("4:5 to 1.91:1");
    expect(h.fake.server.requests.length).toBe(before);
  });

  it("an image without a public URL is refused; one Instagram cannot use is its own words", async () => {
    const noUrl = await failure(
      client().publish({ text: "x", media: [{ data: JPEG, mimeType: "image/jpeg" }], idempotencyKey: key() }),
    );
    expect(noUrl.code).toBe("MEDIA_URL_REQUIRED");
    const png = await failure(
      h.provider.publish(h.account(connection), {
        text: "PNG",
        media: [h.hostMedia({ data: PNG, mimeType: "image/png" })],
        idempotencyKey: key(),
      }),
    );
    expect(png).toMatchObject({ kind: "bad_request", code: "CONTAINER_ERROR" });
    expect(png.message).toContain("Only JPEG");
  });

  it("publishes a carousel: a container per image, then one for the album, polled until FINISHED", async () => {
    const post = await client().publish({
      text: "Carousel",
      media: [h.hostMedia({ data: JPEG, mimeType: "image/jpeg" }), h.hostMedia({ data: JPEG, mimeType: "image/jpeg" })],
      idempotencyKey: key(),
    });
    expect(h.publishedPost(post.id)?.images).toHaveLength(2);
    expect(post.url).toBe(`https://www.instagram.com/p/${post.id}/`);
    expect(h.fake.server.received("node").length).toBeGreaterThanOrEqual(2);
  });
});

describe("Threads", () => {
  let h: Awaited<ReturnType<typeof threadsHarness>>;
  let connection: Connection;
  beforeAll(async () => {
    h = await threadsHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("connects with a long-lived token (about 60 days)", () => {
    const days = (connection.tokens.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(connection.profile.username).toBe("reach.threads");
  });

  it("publishes a thread: each part replies to the one before", async () => {
    const post = await connectedAccount(h.provider, h.account(connection)).publish({
      text: "One",
      thread: [{ text: "Two" }],
      idempotencyKey: key(),
    });
    expect(post.threadIds).toHaveLength(2);
    expect(h.fake.posts.get(post.threadIds[1])?.replyTo).toBe(post.id);
  });

  it("refreshes a token about to end (th_refresh_token) before the call, and saves it", async () => {
    const account = h.account({
      ...connection,
      tokens: { ...connection.tokens, expiresAt: new Date(Date.now() + 60_000) },
    });
    await connectedAccount(h.provider, account).accountMetrics();
    expect(h.fake.tokens.refreshCount).toBe(1);
    expect(account.saved).toHaveLength(1);
    expect(account.saved[0].accessToken).not.toBe(connection.tokens.accessToken);
  });

  it("an expired token cannot be refreshed: the account needs reconnecting", async () => {
    h.fake.tokens.expireAccessTokens();
    const account = h.account({
      ...connection,
      tokens: { ...connection.tokens, expiresAt: new Date(Date.now() - 1000) },
    });
    const err = await failure(connectedAccount(h.provider, account).accountMetrics());
    expect(err.kind).toBe("needs_reconnect");
  });
});
