import { describe, expect, it } from "vitest";
import { IMAGE_TYPES, type PlatformLimits } from "@/lib/integrations/social/limits";
import { checkAgainstLimits } from "@/lib/integrations/social/platform-limits";

/** A network like YouTube (a video on every post) and one like TikTok (a video or images). */
const base: PlatformLimits = {
  maxTextLength: 100,
  textCounting: "code-points",
  urlLength: null,
  maxImages: 0,
  maxImageBytes: 0,
  imageMimeTypes: [],
  threads: false,
  postingConcurrency: 1,
  rateBudgets: [],
  inbox: { mentions: false, replies: false, directMessages: false },
  video: { mimeTypes: ["video/mp4"], maxBytes: 1000 },
};
const videoOnly: PlatformLimits = { ...base, requiresVideo: true };
const videoOrImages: PlatformLimits = {
  ...base,
  maxImages: 4,
  maxImageBytes: 1000,
  imageMimeTypes: IMAGE_TYPES,
  requiresMedia: true,
};

describe("video limits", () => {
  it("a network that needs a video refuses a post without one, naming what is missing", () => {
    expect(checkAgainstLimits(videoOnly, { text: "hi" })).toEqual([
      { field: "video", message: "A video is required: give the post a videoUrl (https)." },
    ]);
    expect(checkAgainstLimits(videoOnly, { text: "hi", video: {} })).toEqual([]);
  });

  it("a fetched video is checked for its type and size", () => {
    expect(checkAgainstLimits(videoOnly, { text: "hi", video: { size: 1000, mimeType: "video/mp4" } })).toEqual([]);
    expect(
      checkAgainstLimits(videoOnly, { text: "hi", video: { size: 1001, mimeType: "video/webm" } }).map(
        (p) => p.message,
      ),
    ).toEqual(["video/webm videos are not accepted.", "A video of 1,001 bytes is over the 1,000-byte limit."]);
  });

  it("a network that needs media takes a video in place of images", () => {
    expect(checkAgainstLimits(videoOrImages, { text: "hi" }).map((p) => p.field)).toEqual(["media"]);
    expect(checkAgainstLimits(videoOrImages, { text: "hi", video: {} })).toEqual([]);
  });

  it("a network that takes no video ignores one", () => {
    const { video: _none, ...textOnly } = base;
    expect(
      checkAgainstLimits({ ...textOnly, maxImages: 4 }, { text: "hi", video: { size: 10 ** 9, mimeType: "x/y" } }),
    ).toEqual([]);
  });
});
