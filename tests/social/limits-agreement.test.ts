import { describe, expect, it } from "vitest";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { contentLengthProblem } from "@/lib/content/social-post-rules";
import {
  checkAgainstLimits,
  CONNECTABLE_PLATFORMS,
  countText,
  platformsOverLimit,
  TEXT_LIMITS,
} from "@/lib/integrations/social/platform-limits";
import { socialProvider } from "@/lib/integrations/social/registry";

/**
 * The composer (CharacterCounts, platformsOverLimit), the API's validation (contentLengthProblem)
 * and the publisher (the provider's countText and limits, checkAgainstLimits before sending) must
 * judge a text the same way, or the composer accepts posts that publishing refuses.
 */
const LONG_URL = `https://example.com/${"path/".repeat(30)}?q=1`;
const SAMPLES = {
  latin: "Launch day: our spring range is here",
  url: `Read it here ${LONG_URL} today`,
  emoji: "Good news 👍 👨‍👩‍👧‍👦 🇫🇷 👍🏽",
  cjk: "新しいコレクション 你好 한국어",
  combining: "Cafe\u0301 nai\u0308ve Z\u0335\u0301algo",
  mixed: `你好 👍 e\u0301 ${LONG_URL} @alice@example.social`,
};

/**
 * What each network really counts for the samples: twitter-text v3 (NFC first, so "Z\u0335\u0301"
 * is "Ź\u0335"; CJK and emoji weigh 2; a URL 23), graphemes, Mastodon's URL rule, code points.
 */
const EXPECTED: Record<(typeof CONNECTABLE_PLATFORMS)[number], Partial<Record<keyof typeof SAMPLES, number>>> = {
  twitter: {
    url: 13 + 23 + 6,
    emoji: 10 + 2 + 1 + 2 + 1 + 2 + 1 + 2,
    cjk: 9 * 2 + 1 + 2 * 2 + 1 + 3 * 2,
    combining: 17,
  },
  bluesky: { url: 13 + LONG_URL.length + 6, emoji: 10 + 1 + 1 + 1 + 1 + 1 + 1 + 1, combining: 16 },
  mastodon: { url: 13 + 23 + 6, emoji: 17, combining: 16 },
  linkedin: { url: 13 + LONG_URL.length + 6, cjk: 16, combining: 20 },
  facebook: { url: 13 + LONG_URL.length + 6, cjk: 16, combining: 20 },
  instagram: { url: 13 + LONG_URL.length + 6, cjk: 16, combining: 20 },
  threads: { url: 13 + LONG_URL.length + 6, emoji: 10 + 4 + 1 + 25 + 1 + 8 + 1 + 8, combining: 20 },
  pinterest: { url: 13 + LONG_URL.length + 6, cjk: 16, combining: 20 },
  tiktok: { url: 13 + LONG_URL.length + 6, cjk: 16, combining: 20 },
  // UTF-8 bytes: CJK and Hangul 3 each, combining marks 2.
  youtube: { url: 13 + LONG_URL.length + 6, cjk: 9 * 3 + 1 + 2 * 3 + 1 + 3 * 3, combining: 24 },
};

/** The text's problems only (Instagram also refuses a post without an image, whatever its text). */
const textProblems = (limits: Parameters<typeof checkAgainstLimits>[0], text: string) =>
  checkAgainstLimits(limits, { text }).filter((p) => p.field === "text");

describe("one count for the composer, the API and the publisher", () => {
  for (const platform of CONNECTABLE_PLATFORMS) {
    describe(platform, () => {
      const provider = socialProvider(platform)!;
      const limits = TEXT_LIMITS[platform];

      it("counts every sample as the publisher does, and as the network does", () => {
        for (const [name, text] of Object.entries(SAMPLES)) {
          expect(countText(text, limits), name).toBe(provider.countText(text));
          expect(countText(text, limits), name).toBe(countText(text, provider.limits));
          const expected = EXPECTED[platform][name as keyof typeof SAMPLES];
          if (expected !== undefined) expect(countText(text, limits), name).toBe(expected);
        }
      });

      it("agrees on the limit: a text at it fits everywhere, one unit more is refused everywhere", () => {
        expect(limits.maxTextLength).toBe(provider.limits.maxTextLength);
        for (const unit of ["a", "你", "👍", "e\u0301", `${LONG_URL} `]) {
          const fits = unit.repeat(Math.floor(limits.maxTextLength / countText(unit, limits)));
          for (const text of [fits, fits + unit]) {
            const publisherRefuses = textProblems(provider.limits, text).length > 0;
            expect(platformsOverLimit(text, [platform]).length > 0, `${platform} ${JSON.stringify(unit)}`).toBe(
              publisherRefuses,
            );
            expect(contentLengthProblem(text, [platform]) !== null).toBe(publisherRefuses);
            expect(provider.countText(text) > provider.limits.maxTextLength).toBe(publisherRefuses);
          }
          expect(textProblems(provider.limits, fits)).toEqual([]);
          if (countText(unit, limits) <= limits.maxTextLength)
            expect(textProblems(provider.limits, fits + unit).length).toBe(1);
        }
      });
    });
  }

  it("every network a post may name has text limits, those not published to yet included", () => {
    for (const platform of SOCIAL_PLATFORMS) expect(TEXT_LIMITS[platform].maxTextLength).toBeGreaterThan(0);
    expect(countText("👍", TEXT_LIMITS.threads)).toBe(4);
    expect(countText("é", TEXT_LIMITS.youtube)).toBe(2);
  });

  it("the API's message names the network's own count: 141 CJK characters are 282 on X", () => {
    expect(contentLengthProblem("你".repeat(141), ["twitter", "linkedin"])).toBe(
      "is 282 characters, too long for twitter (max 280)",
    );
    expect(contentLengthProblem("你".repeat(140), ["twitter"])).toBeNull();
    expect(contentLengthProblem(`${"a".repeat(250)} ${LONG_URL}`, ["twitter"])).toBeNull();
  });
});
