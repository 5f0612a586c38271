import { describe, expect, it } from "vitest";
import { plainProblem } from "@/components/content/previews/media-checks";
import { NETWORK_LOOKS } from "@/components/content/previews/network-looks";
import { firstLink, previewText } from "@/components/content/previews/preview-text";
import { countText, mediaProblems, NETWORK_LIMITS } from "@/lib/integrations/social/platform-limits";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("previewText: the text as a network counts and folds it", () => {
  it("keeps a text that fits whole, with nothing over and nothing folded on a short-post network", () => {
    expect(previewText("Hello there", NETWORK_LIMITS.twitter, null)).toEqual({
      accepted: "Hello there",
      over: "",
      folded: null,
    });
  });

  it("splits at the limit counted the network's way (X weighs CJK characters as two)", () => {
    const text = "你".repeat(141);
    const shown = previewText(text, NETWORK_LIMITS.twitter, null);
    expect(shown.accepted).toBe("你".repeat(140));
    expect(shown.over).toBe("你");
    expect(countText(shown.accepted, NETWORK_LIMITS.twitter)).toBe(280);
  });

  it("never splits a character a reader sees as one (Bluesky counts graphemes)", () => {
    const family = "👨‍👩‍👧";
    const shown = previewText("a".repeat(299) + family + family, NETWORK_LIMITS.bluesky, null);
    expect(shown.accepted).toBe("a".repeat(299) + family);
    expect(shown.over).toBe(family);
  });

  it("counts a long link as Mastodon does (23 characters), so it stays whole", () => {
    const link = `https://example.com/${"x".repeat(200)}`;
    const text = `${"a".repeat(470)} ${link}`;
    expect(previewText(text, NETWORK_LIMITS.mastodon, null)).toMatchObject({ accepted: text, over: "" });
  });

  it("folds Instagram's caption after 125 characters at a word boundary, behind its marker", () => {
    const text = words(40);
    const shown = previewText(text, NETWORK_LIMITS.instagram, NETWORK_LOOKS.instagram.fold);
    expect(shown.folded).not.toBeNull();
    expect(shown.folded!.length).toBeLessThanOrEqual(125);
    expect(text.startsWith(shown.folded!)).toBe(true);
    expect(text[shown.folded!.length]).toBe(" ");
    expect(shown.accepted).toBe(text);
    expect(NETWORK_LOOKS.instagram.fold!.marker).toBe("… more");
  });

  it("folds after LinkedIn's third line however short the lines", () => {
    const shown = previewText("one\ntwo\nthree\nfour", NETWORK_LIMITS.linkedin, NETWORK_LOOKS.linkedin.fold);
    expect(shown.folded).toBe("one\ntwo\nthree");
  });

  it("does not fold a text the feed shows whole, nor for trailing blank lines", () => {
    const fold = NETWORK_LOOKS.linkedin.fold;
    expect(previewText("one\ntwo\nthree", NETWORK_LIMITS.linkedin, fold).folded).toBeNull();
    expect(previewText("one\ntwo\nthree\n\n", NETWORK_LIMITS.linkedin, fold).folded).toBeNull();
  });

  it("folds within what the network accepts, and keeps the rest as over the limit", () => {
    const text = "a".repeat(2300);
    const shown = previewText(text, NETWORK_LIMITS.instagram, NETWORK_LOOKS.instagram.fold);
    expect(shown.accepted).toHaveLength(2200);
    expect(shown.over).toHaveLength(100);
    expect(shown.folded).toHaveLength(125);
  });
});

describe("firstLink", () => {
  it("finds the first http(s) link without trailing punctuation", () => {
    expect(firstLink("Read https://example.com/a/b. Then http://other.org")?.href).toBe("https://example.com/a/b");
    expect(firstLink("no link here")).toBeNull();
  });
});

describe("media checks shown by the composer", () => {
  const png = { size: 1000, mimeType: "image/png", width: 1000, height: 1000 };
  const tall = { size: 1000, mimeType: "image/jpeg", width: 1000, height: 2000 };

  it("are the checks scheduling applies, per network, the text left out", () => {
    expect(mediaProblems(["instagram", "twitter"], [tall], false)).toEqual([
      {
        platform: "instagram",
        field: "media",
        message: "An image of 1000×2000 is outside the 4:5 to 1.91:1 aspect ratios accepted.",
      },
    ]);
    expect(mediaProblems(["youtube"], [], false).map((p) => p.field)).toEqual(["video"]);
    expect(mediaProblems(["youtube"], [], true)).toEqual([]);
  });

  it("name file types as people know them and say what the network takes instead", () => {
    const [problem] = mediaProblems(["instagram"], [png], false);
    expect(plainProblem(problem!)).toBe("PNG images are not accepted: use JPEG.");
    const [video] = mediaProblems(["tiktok", "youtube"], [], false).filter((p) => p.field === "video");
    expect(plainProblem(video!)).toBe("A video is required: add a Video URL (https).");
  });

  it("say sizes in MB, how many images to remove, and that TikTok takes a video instead of images", () => {
    const big = { size: 9 * 1024 ** 2, mimeType: "image/jpeg", width: 1000, height: 1000 };
    const [size] = mediaProblems(["instagram"], [big], false);
    expect(plainProblem(size!)).toBe("An image of 9 MB is over the 8 MB limit.");
    const [tooMany] = mediaProblems(["pinterest"], [big, big, big], false);
    expect(plainProblem(tooMany!)).toBe("3 images attached; it takes at most 1: remove 2.");
    const [none] = mediaProblems(["youtube"], [big], true);
    expect(plainProblem(none!)).toBe("Takes no images: remove them (the video is the post).");
    const [bare] = mediaProblems(["tiktok"], [], false);
    expect(plainProblem(bare!)).toBe("A video or an image is required: text alone cannot be posted there.");
  });
});
