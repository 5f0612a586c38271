import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError, type ProviderError } from "@/lib/integrations/http";
import { reconcilePublish } from "@/lib/integrations/social/reconcile";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { Connection, MediaInput, PostInput } from "@/lib/integrations/social/types";
import type { NetworkHarness } from "./harness/types";
import { blueskyHarness } from "./harness/bluesky";
import { linkedinHarness } from "./harness/linkedin";
import { facebookHarness, instagramHarness, threadsHarness } from "./harness/meta";
import { mastodonHarness } from "./harness/mastodon";
import { pinterestHarness } from "./harness/pinterest";
import { tiktokHarness } from "./harness/tiktok";
import { xHarness } from "./harness/x";
import { youtubeHarness } from "./harness/youtube";

/** The same contract for every network, each against its own fake speaking the real protocol. */
const networks: [string, () => Promise<NetworkHarness>][] = [
  ["twitter", xHarness],
  ["bluesky", blueskyHarness],
  ["mastodon", mastodonHarness],
  ["linkedin", linkedinHarness],
  ["facebook", facebookHarness],
  ["instagram", instagramHarness],
  ["threads", threadsHarness],
  ["pinterest", pinterestHarness],
  ["tiktok", () => tiktokHarness()],
  ["youtube", () => youtubeHarness()],
];

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const unique = (label: string) => `${label} ${crypto.randomBytes(4).toString("hex")}`;
const key = () => crypto.randomUUID();

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe.each(networks)("%s provider contract", (_name, makeHarness) => {
  let h: NetworkHarness;
  let connection: Connection;
  const client = () => connectedAccount(h.provider, h.account(connection));
  const image = (): MediaInput => h.sampleImage ?? { data: PNG, mimeType: "image/png", altText: "a dot" };
  const hosted = (media: MediaInput) => h.hostMedia?.(media) ?? media;
  /** A post as the network takes it: with an image where text alone is refused (Instagram), a video where posts are videos (YouTube). */
  const postOf = (text: string): PostInput => ({
    text,
    ...(h.provider.limits.requiresMedia ? { media: [hosted(image())] } : {}),
    ...(h.provider.limits.requiresVideo ? { video: h.sampleVideo } : {}),
    idempotencyKey: key(),
  });

  beforeAll(async () => {
    h = await makeHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("connects: tokens and the profile of the connected user", () => {
    expect(connection.tokens.accessToken).toBeTruthy();
    expect(connection.profile.id).toBeTruthy();
    expect(connection.profile.username).toBeTruthy();
    expect(connection.profile.displayName).toBeTruthy();
  });

  it("publishes text and answers with the network's id and a link", async () => {
    const text = unique("Hello from Reach");
    const post = await client().publish(postOf(text));
    expect(post.id).toBeTruthy();
    expect(post.threadIds).toEqual([post.id]);
    expect(h.publishedPost(post.id)?.text).toBe(text);
  });

  it("publishes with an image (a video where posts are videos): the network receives the exact bytes", async () => {
    if (h.provider.limits.maxImages === 0) {
      const post = await client().publish(postOf(unique("With a video")));
      const sample: Uint8Array[] = [];
      for await (const part of h.sampleVideo!.chunks()) sample.push(part);
      expect(Buffer.compare(h.publishedPost(post.id)!.video!, Buffer.concat(sample))).toBe(0);
      return;
    }
    const post = await client().publish({
      text: unique("With a picture"),
      media: [hosted(image())],
      idempotencyKey: key(),
    });
    const stored = h.publishedPost(post.id)!;
    expect(stored.images).toHaveLength(1);
    expect(Buffer.compare(stored.images[0], image().data)).toBe(0);
  });

  it("reads post metrics and account metrics", async () => {
    const c = client();
    const post = await c.publish(postOf(unique("Measure me")));
    const metrics = await c.postMetrics(post.id);
    expect(metrics.postId).toBe(post.id);
    expect(typeof metrics.likes).toBe("number");
    expect(metrics.fetchedAt).toBeInstanceOf(Date);
    const account = await c.accountMetrics();
    expect(typeof account.followers).toBe("number");
  });

  it("fetches mentions into the inbox where the network lets apps read them", async () => {
    expect(h.provider.limits.inbox.mentions).toBe(Boolean(h.addMention));
    if (!h.addMention) return;
    const text = await h.addMention();
    const page = await client().fetchInbox();
    const item = page.items.find((i) => i.text === text);
    expect(item).toBeDefined();
    expect(["mention", "reply", "comment"]).toContain(item!.kind);
    expect(item!.author.username).toBeTruthy();
  });

  it("replies (to a mention, or on LinkedIn as a comment on our post) and deletes a post", async () => {
    const c = client();
    const own = await c.publish(postOf(unique("Short-lived")));
    let target = own.id;
    if (h.addMention) {
      const text = await h.addMention();
      target = (await c.fetchInbox()).items.find((i) => i.text === text)!.id;
    }
    if (!h.cannotReply) {
      const reply = await c.reply({ inReplyToId: target, text: unique("Thanks!"), idempotencyKey: key() });
      expect(reply.id).toBeTruthy();
    }
    if (h.cannotDelete) {
      expect((await failure(c.deletePost(own.id))).kind).toBe("bad_request");
      expect(h.publishedPost(own.id)).not.toBeNull();
      return;
    }
    await c.deletePost(own.id);
    expect(h.publishedPost(own.id)).toBeNull();
  });

  it("refreshes tokens and saves them before use, never dropping the refresh token", async () => {
    if (!h.tokensExpire) return;
    const account = h.account(connection);
    const before = account.tokens.accessToken;
    const tokens = await connectedAccount(h.provider, account).refresh();
    expect(tokens.accessToken).not.toBe(before);
    expect(tokens.refreshToken).toBeTruthy();
    expect(account.saved.at(-1)).toEqual(tokens);
    connection = { ...connection, tokens };
  });

  it("an expired access token is refreshed and the call goes through", async () => {
    if (!h.tokensExpire) return;
    const refreshes = h.refreshCount();
    h.expireAccessTokens();
    const account = h.account(connection);
    const post = await connectedAccount(h.provider, account).publish(postOf(unique("After expiry")));
    expect(post.id).toBeTruthy();
    expect(h.refreshCount()).toBe(refreshes + 1);
    expect(account.saved).toHaveLength(1);
    connection = { ...connection, tokens: account.tokens };
  });

  it("a duplicate is bad_request with the network's own message", async () => {
    h.fail("duplicate", "publish");
    const err = await failure(client().publish(postOf(unique("Again"))));
    expect(err.kind).toBe("bad_request");
    expect(err.message.length).toBeGreaterThan(5);
  });

  it("a 429 is rate_limited with the wait the network asked for, and not hammered", async () => {
    const before = h.received("publish").length;
    h.fail("rate_limited", "publish");
    const err = await failure(client().publish(postOf(unique("Too fast"))));
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBeGreaterThan(1);
    expect(h.received("publish").length - before).toBe(1);
  });

  it("a 429 with a short Retry-After is waited out, then the post goes out once", async () => {
    const before = h.received("publish").length;
    h.fail("rate_limited", "publish", 1, { retryAfterSeconds: 1 });
    const started = Date.now();
    const post = await client().publish(postOf(unique("Patient")));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(h.publishedPost(post.id)).not.toBeNull();
    expect(h.received("publish").length - before).toBe(2);
  });

  it("a 500 on publish is never blindly repeated", async () => {
    const before = h.received("publish").length;
    h.fail("server_error", "publish");
    const c = client();
    if (h.publishKey) {
      const post = await c.publish(postOf(unique("Retried safely")));
      expect(post.id).toBeTruthy();
      const sent = h.received("publish").slice(before);
      expect(sent).toHaveLength(2);
      expect(h.publishKey(sent[0])).toBe(h.publishKey(sent[1]));
    } else {
      const err = await failure(c.publish(postOf(unique("Maybe posted"))));
      expect(err.kind).toBe("outcome_unknown");
      expect(h.received("publish").length - before).toBe(1);
    }
  });

  it("a publish the network accepted but never answered is outcome_unknown", async () => {
    const before = h.received("publish").length;
    h.fail("hang", "publish");
    if (h.publishKey) {
      // The repeat carries the same key: the network answers with (or points at) the post it already made.
      const text = unique("Into the void");
      const post = await client().publish(postOf(text));
      const sent = h.received("publish").slice(before);
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(new Set(sent.map(h.publishKey)).size).toBe(1);
      expect(h.publishedPost(post.id)?.text).toBe(text);
    } else {
      const startedAt = new Date();
      const text = unique("Into the void");
      const err = await failure(client().publish(postOf(text)));
      expect(err.kind).toBe("outcome_unknown");
      expect(h.received("publish").length - before).toBe(1);
      // Before any retry, ask the network whether it took the post.
      const found = await reconcilePublish(h.provider, h.account(connection), { text, startedAt });
      if (found.state !== "unknowable") {
        expect(found.state).toBe("published");
        const missing = await reconcilePublish(h.provider, h.account(connection), {
          text: unique("never sent"),
          startedAt,
        });
        expect(missing.state).toBe("not_published");
      }
    }
  });

  it("reads survive one 5xx (retried) and become transient when the network stays down", async () => {
    const c = client();
    h.fail("server_error", "post-metrics", 1);
    const post = await c.publish(postOf(unique("Flaky metrics")));
    expect((await c.postMetrics(post.id)).postId).toBe(post.id);
    h.fail("server_error", "post-metrics", 3);
    const err = await failure(c.postMetrics(post.id));
    expect(err.kind).toBe("transient");
  });

  it("a revoked authorization is needs_reconnect, and the stored refresh token is kept", async () => {
    h.revokeAll();
    const account = h.account(connection);
    const err = await failure(connectedAccount(h.provider, account).publish(postOf(unique("Revoked"))));
    expect(err.kind).toBe("needs_reconnect");
    expect(account.tokens.refreshToken).toBe(connection.tokens.refreshToken);
    expect(account.saved).toHaveLength(0);
  });

  it("states its limits as data and counts text its own way", () => {
    const limits = h.provider.limits;
    expect(limits.maxTextLength).toBeGreaterThan(0);
    // Networks whose posts are videos take no images (YouTube).
    expect(limits.maxImages > 0 || Boolean(limits.requiresVideo && limits.video)).toBe(true);
    expect(limits.maxImageBytes > 0 || Boolean(limits.video?.maxBytes)).toBe(true);
    expect(limits.postingConcurrency).toBeGreaterThan(0);
    expect(h.provider.countText("hello")).toBe(5);
  });
});
