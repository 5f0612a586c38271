import crypto from "node:crypto";
import { readdir } from "node:fs/promises";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError, type ProviderError } from "@/lib/integrations/http";
import { connectedAccount } from "@/lib/integrations/social/session";
import { chunkPlan, mp4DurationSeconds } from "@/lib/integrations/social/tiktok/video";
import type { Connection } from "@/lib/integrations/social/types";
import { videoFromBytes } from "@/lib/integrations/social/video-input";
import { JPEG } from "./harness/meta";
import { tiktokHarness } from "./harness/tiktok";
import { accountFor, connectThroughConsent } from "./harness/types";

/** TikTok's own quirks, beyond the provider contract: settings as choices, async status, caps, chunked video. */
type Harness = Awaited<ReturnType<typeof tiktokHarness>>;

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

const MB = 1024 * 1024;
const key = () => crypto.randomUUID();

/** An MP4 movie header (`mvhd`, version 0) saying the movie lasts `seconds`, padded to `size` bytes. */
function mp4(seconds: number, size = 2048): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write("mvhd", 4, "latin1");
  box.writeUInt32BE(1000, 20);
  box.writeUInt32BE(seconds * 1000, 24);
  return Buffer.concat([Buffer.from("\0\0\0\x18ftypisom", "latin1"), box, Buffer.alloc(Math.max(0, size - 44))]);
}

describe("TikTok", () => {
  let h: Harness;
  let connection: Connection;
  const client = (c: Connection = connection) => connectedAccount(h.provider, h.account(c));
  const photo = () => ({ data: JPEG, mimeType: "image/jpeg", url: h.fake.host(JPEG, "image/jpeg") });

  beforeAll(async () => {
    h = await tiktokHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("offers the creator's privacy levels and interactions as the account's choices, none picked at first", async () => {
    const fresh = await connectThroughConsent(h.provider);
    const choices = await h.provider.accountChoices!(accountFor(h.provider, fresh));
    expect(choices.map((c) => c.id)).toEqual([
      "privacy:PUBLIC_TO_EVERYONE",
      "privacy:MUTUAL_FOLLOW_FRIENDS",
      "privacy:SELF_ONLY",
      "comment:on",
      "comment:off",
      "duet:on",
      "duet:off",
      // The creator turned stitches off: only "off" is offered.
      "stitch:off",
    ]);
    const selected = choices.filter((c) => (c as { selected?: boolean }).selected).map((c) => c.id);
    expect(selected).toEqual(["comment:off", "duet:off", "stitch:off"]);
    // Nothing is posted without a privacy level the person chose.
    const before = h.received("publish").length;
    const err = await failure(client(fresh).publish({ text: "Hi", media: [photo()], idempotencyKey: key() }));
    expect(err).toMatchObject({ kind: "bad_request", code: "PRIVACY_NOT_CHOSEN" });
    expect(h.received("publish").length).toBe(before);
  });

  it("publishes photos with the chosen privacy and interactions, after reading the creator info", async () => {
    const c = await h.provider.chooseAccount!(h.account(connection), "comment:on");
    expect(c.profile.id).toBe(connection.profile.id);
    await expect(h.provider.chooseAccount!(h.account(c), "stitch:on")).rejects.toMatchObject({ kind: "bad_request" });
    await expect(h.provider.chooseAccount!(h.account(c), "privacy:FOLLOWER_OF_CREATOR")).rejects.toMatchObject({
      kind: "bad_request",
    });
    const infoBefore = h.received("creator-info").length;
    const post = await client(c).publish({ text: "Two photos", media: [photo(), photo()], idempotencyKey: key() });
    expect(h.received("creator-info").length).toBe(infoBefore + 1);
    const init = h.received("publish").at(-1)!;
    const body = JSON.parse(init.body.toString("utf8"));
    expect(body).toMatchObject({
      media_type: "PHOTO",
      post_mode: "DIRECT_POST",
      post_info: { description: "Two photos", privacy_level: "PUBLIC_TO_EVERYONE", disable_comment: false },
      source_info: { source: "PULL_FROM_URL", photo_cover_index: 0 },
    });
    expect(body.source_info.photo_images).toHaveLength(2);
    expect(h.fake.posts.get(post.id)?.images).toHaveLength(2);
    expect(post.url).toBe(`https://www.tiktok.com/@reach.tok/photo/${post.id}`);
    // The status was fetched until TikTok finished: processing first, then complete.
    expect(h.received("publish-status").length).toBeGreaterThanOrEqual(2);
    connection = c;
  });

  it("a private post has no public id: it is known by its publish id", async () => {
    const c = await h.provider.chooseAccount!(h.account(connection), "privacy:SELF_ONLY");
    const post = await client(c).publish({ text: "Just me", media: [photo()], idempotencyKey: key() });
    expect(post.id).toMatch(/^p_pub_url~v2\./);
    expect(post.url).toBeNull();
    expect(h.fake.postOfPublish(post.id)?.privacyLevel).toBe("SELF_ONLY");
  });

  it("a post TikTok ends FAILED maps its fail_reason: unfetchable photos are transient, a PNG is refused", async () => {
    const gone = await failure(
      client().publish({
        text: "Gone",
        media: [{ ...photo(), url: `${h.fake.url}/cdn/missing` }],
        idempotencyKey: key(),
      }),
    );
    expect(gone).toMatchObject({ kind: "transient", code: "photo_pull_failed" });
    const png = await failure(
      client().publish({
        text: "PNG",
        media: [{ data: JPEG, mimeType: "image/jpeg", url: h.fake.host(JPEG, "image/png") }],
        idempotencyKey: key(),
      }),
    );
    expect(png).toMatchObject({ kind: "bad_request", code: "file_format_check_failed" });
  });

  it("a privacy level the creator can no longer use is refused before anything is sent", async () => {
    h.fake.creator.privacy_level_options = ["SELF_ONLY"];
    try {
      const before = h.received("publish").length;
      const err = await failure(client().publish({ text: "Public?", media: [photo()], idempotencyKey: key() }));
      expect(err).toMatchObject({ kind: "bad_request", code: "privacy_level_option_mismatch" });
      expect(h.received("publish").length).toBe(before);
    } finally {
      h.fake.creator.privacy_level_options = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
    }
  });

  it("TikTok's caps: the 7th post in a minute is rate_limited (not retried), the daily cap too", async () => {
    h.fake.limits.postsPerMinute = 6;
    try {
      const fresh = await h.connect();
      const c = client(fresh);
      for (let i = 0; i < 6; i++) await c.publish({ text: `Burst ${i}`, media: [photo()], idempotencyKey: key() });
      const before = h.received("publish").length;
      const err = await failure(c.publish({ text: "Seventh", media: [photo()], idempotencyKey: key() }));
      expect(err).toMatchObject({ kind: "rate_limited", code: "rate_limit_exceeded" });
      expect(err.retryAfterSeconds).toBeGreaterThan(1);
      expect(h.received("publish").length - before).toBe(1);
    } finally {
      h.fake.limits.postsPerMinute = 1000;
    }
    h.fake.limits.postsPerDay = 0;
    try {
      const err = await failure(client().publish({ text: "Tomorrow", media: [photo()], idempotencyKey: key() }));
      expect(err).toMatchObject({ kind: "rate_limited", code: "spam_risk_too_many_posts" });
    } finally {
      h.fake.limits.postsPerDay = 1000;
    }
  });

  it("sends a video by FILE_UPLOAD in chunks as the media transfer guide cuts them", async () => {
    expect(chunkPlan(3 * MB)).toMatchObject({ chunkSize: 3 * MB, totalChunkCount: 1 });
    expect(chunkPlan(25 * MB)).toMatchObject({
      chunkSize: 10 * MB,
      totalChunkCount: 2,
      ranges: [
        [0, 10 * MB - 1],
        [10 * MB, 25 * MB - 1],
      ],
    });
    const data = mp4(30, 25 * MB);
    crypto.randomFillSync(data, 64);
    const uploadsBefore = h.received("upload").length;
    const post = await client().publish({
      text: "Our kitchen at 6am",
      video: videoFromBytes(data, "video/mp4", "https://videos.example/kitchen.mp4"),
      idempotencyKey: key(),
    });
    const init = JSON.parse(h.received("publish").at(-1)!.body.toString("utf8"));
    expect(init).toMatchObject({
      post_info: { title: "Our kitchen at 6am", privacy_level: "PUBLIC_TO_EVERYONE", disable_stitch: true },
      source_info: { source: "FILE_UPLOAD", video_size: 25 * MB, chunk_size: 10 * MB, total_chunk_count: 2 },
    });
    const uploads = h.received("upload").slice(uploadsBefore);
    expect(uploads.map((u) => u.headers["content-range"])).toEqual([
      `bytes 0-${10 * MB - 1}/${25 * MB}`,
      `bytes ${10 * MB}-${25 * MB - 1}/${25 * MB}`,
    ]);
    const stored = h.fake.posts.get(post.id)!;
    expect(stored.kind).toBe("video");
    expect(Buffer.compare(stored.video!, data)).toBe(0);
    expect(post.url).toBe(`https://www.tiktok.com/@reach.tok/video/${post.id}`);
  });

  it("streams the video from its source: never more than a chunk ahead of what TikTok received", async () => {
    const bytes = mp4(30, 35 * MB);
    crypto.randomFillSync(bytes, 64);
    const PIECE = 256 * 1024;
    let pulled = 0;
    let furthestAhead = 0;
    const started = Date.now();
    const uploaded = () =>
      h.fake.server
        .received("upload")
        .filter((r) => r.at.getTime() >= started)
        .reduce((sum, r) => sum + r.body.length, 0);
    // Blob storage declares the size (Content-Length) and hands the bytes over piece by piece.
    const streamed = {
      mimeType: "video/mp4",
      url: "https://blob.example/launch.mp4",
      size: bytes.length,
      async *chunks() {
        for (let at = 0; at < bytes.length; at += PIECE) {
          pulled += Math.min(PIECE, bytes.length - at);
          furthestAhead = Math.max(furthestAhead, pulled - uploaded());
          yield bytes.subarray(at, at + PIECE);
        }
      },
    };
    const post = await client().publish({ text: "Streamed launch", video: streamed, idempotencyKey: key() });
    expect(Buffer.compare(h.fake.posts.get(post.id)!.video!, bytes)).toBe(0);
    // Read ahead: the chunk being sent (the last one carries the trailing bytes) and one more piece, never the whole video.
    expect(furthestAhead).toBeLessThanOrEqual(2 * 10 * MB + PIECE);
    const uploads = h.fake.server.received("upload").filter((r) => r.at.getTime() >= started);
    expect(uploads.map((u) => u.headers["content-range"])).toEqual([
      `bytes 0-${10 * MB - 1}/${35 * MB}`,
      `bytes ${10 * MB}-${20 * MB - 1}/${35 * MB}`,
      `bytes ${20 * MB}-${35 * MB - 1}/${35 * MB}`,
    ]);
  });

  it("a source that names no size is spooled to disk first, then sent in the same chunks; the spool is removed", async () => {
    const bytes = mp4(30, 22 * MB);
    crypto.randomFillSync(bytes, 64);
    const spools = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith("reach-tiktok-"));
    const before = await spools();
    const started = Date.now();
    const unsized = {
      mimeType: "video/mp4",
      url: "https://videos.example/unsized.mp4",
      size: null,
      async *chunks() {
        for (let at = 0; at < bytes.length; at += MB) yield bytes.subarray(at, at + MB);
      },
    };
    const post = await client().publish({ text: "No length given", video: unsized, idempotencyKey: key() });
    expect(Buffer.compare(h.fake.posts.get(post.id)!.video!, bytes)).toBe(0);
    const init = JSON.parse(h.received("publish").at(-1)!.body.toString("utf8"));
    expect(init.source_info).toMatchObject({ video_size: 22 * MB, chunk_size: 10 * MB, total_chunk_count: 2 });
    const uploads = h.fake.server.received("upload").filter((r) => r.at.getTime() >= started);
    expect(uploads.map((u) => u.headers["content-range"])).toEqual([
      `bytes 0-${10 * MB - 1}/${22 * MB}`,
      `bytes ${10 * MB}-${22 * MB - 1}/${22 * MB}`,
    ]);
    expect(await spools()).toEqual(before);
  });

  it("a source shorter or longer than it said fails as interrupted, nothing published", async () => {
    const bytes = mp4(30, 12 * MB);
    const source = (size: number) => ({
      mimeType: "video/mp4",
      url: "https://videos.example/liar.mp4",
      size,
      async *chunks() {
        yield bytes;
      },
    });
    const postsBefore = h.fake.posts.size;
    for (const size of [bytes.length + 1, bytes.length - 1]) {
      const err = await failure(client().publish({ text: "Liar", video: source(size), idempotencyKey: key() }));
      expect(err).toMatchObject({ kind: "transient", code: "VIDEO_INTERRUPTED" });
    }
    expect(h.fake.posts.size).toBe(postsBefore);
  });

  it("a video longer than the creator may post is refused before anything is sent", async () => {
    expect(mp4DurationSeconds(mp4(601))).toBe(601);
    const before = h.received("publish").length;
    const err = await failure(
      client().publish({
        text: "Too long",
        video: videoFromBytes(mp4(601), "video/mp4", "https://videos.example/long.mp4"),
        idempotencyKey: key(),
      }),
    );
    expect(err).toMatchObject({ kind: "bad_request", code: "duration_check_failed" });
    expect(h.received("publish").length).toBe(before);
  });

  it("reads a post's numbers from the video query and the account's from user info", async () => {
    const post = await client().publish({ text: "Measured", media: [photo()], idempotencyKey: key() });
    expect(await client().postMetrics(post.id)).toMatchObject({
      postId: post.id,
      views: 1530,
      likes: 212,
      comments: 18,
      shares: 7,
      impressions: null,
      clicks: null,
    });
    const query = h.fake.server.received("post-metrics").at(-1)!;
    expect(query.query.get("fields")).toContain("view_count");
    expect((await client().accountMetrics()).followers).toBe(1280);
  });
});
