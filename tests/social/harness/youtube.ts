import crypto from "node:crypto";
import { createYoutubeProvider } from "@/lib/integrations/social/youtube/provider";
import type { YoutubeConfig } from "@/lib/integrations/social/youtube/config";
import { videoFromBytes } from "@/lib/integrations/social/video-input";
import { CHUNK_UNIT, startFakeYoutube } from "@/tests/fakes/social/youtube/server";
import { accountFor, connectThroughConsent, fakeControls, TEST_HTTP, type NetworkHarness } from "./types";

/** A "video" of two and a half upload chunks, so every publish goes through the resumable protocol's 308s. */
export const SAMPLE_VIDEO = crypto.randomBytes(CHUNK_UNIT * 2 + 12_345);

/** YouTube against its fake: chunks of 256 KiB and test-speed timeouts. */
export async function youtubeHarness(
  overrides: Partial<YoutubeConfig> = {},
): Promise<NetworkHarness & { fake: Awaited<ReturnType<typeof startFakeYoutube>> }> {
  const fake = await startFakeYoutube();
  const env = fake.env();
  const provider = createYoutubeProvider({
    apiUrl: env.YOUTUBE_API_URL,
    uploadUrl: env.YOUTUBE_UPLOAD_URL,
    authUrl: env.YOUTUBE_AUTH_URL,
    tokenUrl: env.YOUTUBE_TOKEN_URL,
    hubUrl: env.YOUTUBE_HUB_URL,
    clientId: env.YOUTUBE_CLIENT_ID,
    clientSecret: env.YOUTUBE_CLIENT_SECRET,
    http: TEST_HTTP,
    uploadChunkBytes: CHUNK_UNIT,
    uploadTimeoutMs: TEST_HTTP.timeoutMs,
    ...overrides,
  });
  return {
    fake,
    provider,
    connect: () => connectThroughConsent(provider),
    account: (connection) => accountFor(provider, connection),
    ...fakeControls(fake),
    sampleVideo: videoFromBytes(SAMPLE_VIDEO, "video/mp4", "https://videos.example/sample.mp4"),
    publishedPost(id) {
      const video = fake.videos.get(id);
      return video ? { text: video.description, images: [], video: video.bytes } : null;
    },
    async addMention() {
      const text = `Great video! ${crypto.randomBytes(4).toString("hex")}`;
      fake.addComment(text);
      return text;
    },
    // The session request is the publish: nothing exists on YouTube until its bytes are uploaded, so it is repeated safely.
    publishKey: (request) => request.body.toString("utf8"),
    tokensExpire: true,
    close: () => fake.close(),
  };
}
