import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError, type ProviderError } from "@/lib/integrations/http";
import { connectedAccount } from "@/lib/integrations/social/session";
import { videoFromBytes } from "@/lib/integrations/social/video-input";
import type { Connection } from "@/lib/integrations/social/types";
import { secondsToQuotaReset } from "@/lib/integrations/social/youtube/api";
import { videoTitle } from "@/lib/integrations/social/youtube/provider";
import { channelTopic } from "@/lib/integrations/social/youtube/websub";
import { YOUTUBE_FAKE_CHANNEL } from "@/tests/fakes/social/youtube/server";
import { CHUNK_UNIT } from "@/tests/fakes/social/youtube/server";
import { SAMPLE_VIDEO, youtubeHarness } from "./harness/youtube";

/** YouTube's own quirks, beyond the provider contract: the resumable upload, quotas, OAuth for offline access, WebSub. */
type Harness = Awaited<ReturnType<typeof youtubeHarness>>;

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

const key = () => crypto.randomUUID();
const unique = (label: string) => `${label} ${crypto.randomBytes(4).toString("hex")}`;
const video = videoFromBytes(SAMPLE_VIDEO, "video/mp4", "https://videos.example/v.mp4");

describe("YouTube", () => {
  let h: Harness;
  let connection: Connection;
  const client = () => connectedAccount(h.provider, h.account(connection));
  const publish = (text: string) => client().publish({ text, video, idempotencyKey: key() });

  beforeAll(async () => {
    h = await youtubeHarness();
    connection = await h.connect();
  });
  afterAll(() => h?.close());

  it("asks Google for offline access with consent, and connects the user's channel", async () => {
    const start = await h.provider.startAuthorization!({ redirectUri: "http://localhost:3000/cb", state: "s" });
    const url = new URL(start.url);
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toContain("https://www.googleapis.com/auth/youtube.upload");
    expect(connection.profile).toMatchObject({ id: YOUTUBE_FAKE_CHANNEL.id, username: "reachcafe" });
    expect(connection.tokens.refreshToken).toBeTruthy();
  });

  it("uploads in 256 KiB chunks with Content-Range; title from the first line, the text as description", async () => {
    const before = h.fake.server.received("upload").length;
    const text = `${unique("Latte art in 60 seconds")}\n\nHow we pour a rosetta, step by step.`;
    const post = await publish(text);
    const stored = h.fake.videos.get(post.id)!;
    expect(stored.title).toBe(text.split("\n")[0]);
    expect(stored.description).toBe(text);
    expect(stored.privacyStatus).toBe("public");
    expect(Buffer.compare(stored.bytes, SAMPLE_VIDEO)).toBe(0);
    const ranges = h.fake.server
      .received("upload")
      .slice(before)
      .map((r) => r.headers["content-range"]);
    const total = SAMPLE_VIDEO.length;
    expect(ranges).toEqual([
      `bytes 0-262143/${total}`,
      `bytes 262144-524287/${total}`,
      `bytes 524288-${total - 1}/${total}`,
    ]);
    expect(post.url).toBe(`https://www.youtube.com/watch?v=${post.id}`);
    const session = h.fake.server.received("publish").at(-1)!;
    expect(session.headers["x-upload-content-length"]).toBe(String(total));
    expect(session.headers["x-upload-content-type"]).toBe("video/mp4");
  });

  it("resumes after an interrupted chunk: asks where the upload stands, then sends the rest once", async () => {
    const before = h.fake.server.received("upload").length;
    // The second chunk arrives but its answer is lost, the third answers 503.
    h.fake.server.fail("hang", "upload", 1, { after: 1 });
    const post = await publish(unique("Interrupted"));
    expect(Buffer.compare(h.fake.videos.get(post.id)!.bytes, SAMPLE_VIDEO)).toBe(0);
    const ranges = h.fake.server
      .received("upload")
      .slice(before)
      .map((r) => r.headers["content-range"]);
    const total = SAMPLE_VIDEO.length;
    expect(ranges).toEqual([
      `bytes 0-262143/${total}`,
      `bytes 262144-524287/${total}`,
      `bytes */${total}`,
      `bytes 524288-${total - 1}/${total}`,
    ]);

    h.fake.server.fail("server_error", "upload", 1, { after: 2 });
    const again = await publish(unique("Server hiccup"));
    expect(Buffer.compare(h.fake.videos.get(again.id)!.bytes, SAMPLE_VIDEO)).toBe(0);
  });

  it("streams the video from its source: never more than a chunk ahead of what YouTube confirmed, size unknown until the end", async () => {
    const bytes = crypto.randomBytes(CHUNK_UNIT * 8 + 777);
    const PIECE = 64 * 1024;
    let pulled = 0;
    let furthestAhead = 0;
    const uploaded = () =>
      h.fake.server
        .received("upload")
        .filter((r) => r.at.getTime() >= started)
        .reduce((sum, r) => sum + r.body.length, 0);
    const started = Date.now();
    // A source that says no size (no Content-Length) and hands its bytes over piece by piece.
    const streamed = {
      mimeType: "video/mp4",
      url: "https://videos.example/long.mp4",
      size: null,
      async *chunks() {
        for (let at = 0; at < bytes.length; at += PIECE) {
          pulled += Math.min(PIECE, bytes.length - at);
          furthestAhead = Math.max(furthestAhead, pulled - uploaded());
          yield bytes.subarray(at, at + PIECE);
        }
      },
    };
    const post = await client().publish({ text: unique("Streamed"), video: streamed, idempotencyKey: key() });
    expect(Buffer.compare(h.fake.videos.get(post.id)!.bytes, bytes)).toBe(0);
    // Read ahead: the chunk being sent and one more piece, never the whole video.
    expect(furthestAhead).toBeLessThanOrEqual(2 * CHUNK_UNIT + PIECE);
    const ranges = h.fake.server
      .received("upload")
      .filter((r) => r.at.getTime() >= started)
      .map((r) => r.headers["content-range"]);
    expect(ranges.slice(0, 2)).toEqual([`bytes 0-${CHUNK_UNIT - 1}/*`, `bytes ${CHUNK_UNIT}-${2 * CHUNK_UNIT - 1}/*`]);
    expect(ranges.at(-1)).toBe(`bytes ${8 * CHUNK_UNIT}-${bytes.length - 1}/${bytes.length}`);
  });

  it("a chunk cut short resumes from the byte YouTube's Range names, inside the chunk", async () => {
    const before = h.fake.server.received("upload").length;
    h.fake.keepPartOfNextChunk(100_000);
    const post = await publish(unique("Cut short"));
    expect(Buffer.compare(h.fake.videos.get(post.id)!.bytes, SAMPLE_VIDEO)).toBe(0);
    const total = SAMPLE_VIDEO.length;
    const ranges = h.fake.server
      .received("upload")
      .slice(before)
      .map((r) => r.headers["content-range"]);
    expect(ranges).toEqual([
      `bytes 0-${CHUNK_UNIT - 1}/${total}`,
      `bytes */${total}`,
      `bytes 100000-${100_000 + CHUNK_UNIT - 1}/${total}`,
      `bytes ${100_000 + CHUNK_UNIT}-${total - 1}/${total}`,
    ]);
  });

  it("a source that breaks off fails the upload without effect (transient), nothing published", async () => {
    const videos = h.fake.videos.size;
    const broken = {
      mimeType: "video/mp4",
      url: "https://videos.example/broken.mp4",
      size: CHUNK_UNIT * 4,
      async *chunks() {
        yield crypto.randomBytes(CHUNK_UNIT + 10);
        throw new Error("aborted");
      },
    };
    const err = await failure(client().publish({ text: unique("Broken"), video: broken, idempotencyKey: key() }));
    expect(err.kind).toBe("transient");
    expect(err.code).toBe("VIDEO_INTERRUPTED");
    expect(h.fake.videos.size).toBe(videos);
  });

  it("a last chunk whose answer is lost is found complete by the status query: one video, not two", async () => {
    const videos = h.fake.videos.size;
    h.fake.server.fail("hang", "upload", 1, { after: 2 });
    const post = await publish(unique("Last part lost"));
    expect(h.fake.videos.size).toBe(videos + 1);
    expect(h.fake.videos.has(post.id)).toBe(true);
  });

  it("an upload session YouTube no longer knows fails without effect (transient), nothing published", async () => {
    const videos = h.fake.videos.size;
    h.fake.expireNextSession();
    const err = await failure(publish(unique("Expired session")));
    expect(err.kind).toBe("transient");
    expect(err.code).toBe("UPLOAD_SESSION_EXPIRED");
    expect(h.fake.videos.size).toBe(videos);
  });

  it("a post without a video is refused before any request", async () => {
    const before = h.fake.server.received("publish").length;
    const err = await failure(client().publish({ text: "No video", idempotencyKey: key() }));
    expect(err.kind).toBe("bad_request");
    expect(err.message).toContain("video");
    expect(h.fake.server.received("publish").length).toBe(before);
  });

  it("a spent daily quota is rate_limited until midnight Pacific time, with YouTube's words", async () => {
    h.fake.exhaustQuota();
    try {
      const err = await failure(publish(unique("Over quota")));
      expect(err.kind).toBe("rate_limited");
      expect(err.code).toBe("quotaExceeded");
      expect(err.retryAfterSeconds).toBe(secondsToQuotaReset());
      expect(err.message).toContain("quota");
      const read = await failure(client().accountMetrics());
      expect(read.code).toBe("quotaExceeded");
    } finally {
      h.fake.restoreQuota();
    }
  });

  it("reads the video's statistics and the channel's subscribers", async () => {
    const post = await publish(unique("Counted"));
    const stored = h.fake.videos.get(post.id)!;
    stored.views = 321;
    stored.likes = 12;
    h.fake.addComment("Nice!", post.id);
    expect(await client().postMetrics(post.id)).toMatchObject({ views: 321, likes: 12, comments: 1, shares: null });
    expect(await client().accountMetrics()).toMatchObject({ followers: YOUTUBE_FAKE_CHANNEL.subscriberCount });
  });

  it("comment threads page into the inbox, the channel's own replies left out; a reply answers the top-level comment", async () => {
    const post = await publish(unique("Discuss"));
    const texts = Array.from({ length: 3 }, (_, i) => unique(`Comment ${i}`));
    for (const t of texts) h.fake.addComment(t, post.id);
    const first = await client().fetchInbox({ limit: 2 });
    expect(first.items.map((i) => i.text)).toEqual([texts[2], texts[1]]);
    expect(first.cursor).toBeTruthy();
    const second = await client().fetchInbox({ cursor: first.cursor!, limit: 2 });
    expect(second.items[0].text).toBe(texts[0]);
    const item = first.items[0];
    expect(item).toMatchObject({ kind: "comment", subjectPostId: post.id, author: { username: "latteart" } });
    expect(item.url).toContain(`lc=${item.id}`);
    const reply = await client().reply({ inReplyToId: item.id, text: "Thank you!", idempotencyKey: key() });
    expect(h.fake.comments.get(reply.id)).toMatchObject({ parentId: item.id, text: "Thank you!" });
    const after = await client().fetchInbox({ limit: 100 });
    expect(after.items.some((i) => i.text === "Thank you!")).toBe(false);
  });

  it("subscribes the channel's feed at the hub with a secret and a lease", async () => {
    await h.provider.subscribePush!(h.account(connection));
    const asked = h.fake.server.received("websub-subscribe").at(-1)!;
    const form = new URLSearchParams(asked.body.toString("utf8"));
    expect(form.get("hub.mode")).toBe("subscribe");
    expect(form.get("hub.topic")).toBe(channelTopic(YOUTUBE_FAKE_CHANNEL.id));
    expect(form.get("hub.callback")).toMatch(/\/api\/webhooks\/youtube$/);
    expect(form.get("hub.secret")).toBeTruthy();
    expect(Number(form.get("hub.lease_seconds"))).toBeGreaterThan(86_400);
  });

  it("titles fit 100 characters, from the first line that says something", () => {
    expect(videoTitle("\n  Hello\nworld")).toBe("Hello");
    const long = "é".repeat(150);
    expect(Array.from(videoTitle(long))).toHaveLength(100);
    expect(videoTitle(long).endsWith("…")).toBe(true);
  });
});
