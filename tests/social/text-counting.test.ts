import { describe, expect, it } from "vitest";
import { findFacets, graphemeLength } from "@/lib/integrations/social/bluesky/text";
import { mastodonLength } from "@/lib/integrations/social/mastodon/text";
import { xWeightedLength } from "@/lib/integrations/social/x/text";

describe("X weighted length (twitter-text v3)", () => {
  it("counts Latin as 1 and CJK as 2", () => {
    expect(xWeightedLength("hello")).toBe(5);
    expect(xWeightedLength("a".repeat(280))).toBe(280);
    expect(xWeightedLength("日本語")).toBe(6);
    expect(xWeightedLength("한국어 text")).toBe(11);
    expect(xWeightedLength("你".repeat(140))).toBe(280);
  });

  it("counts any URL as 23", () => {
    expect(xWeightedLength("https://example.com/a/very/long/path?with=query&and=more")).toBe(23);
    expect(xWeightedLength("read https://a.co now")).toBe(5 + 23 + 4);
    expect(xWeightedLength("see example.com.")).toBe(4 + 23 + 1);
    expect(xWeightedLength("(http://x.y/z)")).toBe(1 + 23 + 1);
  });

  it("counts an emoji as 2 however many code points it joins", () => {
    expect(xWeightedLength("👍")).toBe(2);
    expect(xWeightedLength("👨‍👩‍👧‍👦")).toBe(2);
    expect(xWeightedLength("🇫🇷")).toBe(2);
    expect(xWeightedLength("👍🏽 ok")).toBe(5);
  });

  it("uses the configured ranges for punctuation and normalises first", () => {
    expect(xWeightedLength("—")).toBe(1); // U+2014, in 8208-8223
    expect(xWeightedLength("…")).toBe(2); // U+2026, outside the ranges
    expect(xWeightedLength("e\u0301")).toBe(1); // NFC folds it into é
  });
});

describe("Bluesky graphemes", () => {
  it("counts what a reader sees as one character", () => {
    expect(graphemeLength("hello")).toBe(5);
    expect(graphemeLength("👨‍👩‍👧‍👦")).toBe(1);
    expect(graphemeLength("e\u0301")).toBe(1);
    expect(graphemeLength("日本語")).toBe(3);
    expect(graphemeLength("x".repeat(300))).toBe(300);
  });

  it("finds facets with byte offsets, leaving trailing punctuation and number-only tags out", () => {
    const text = "€ https://a.example/x, @bob.test #1 #go";
    const facets = findFacets(text);
    const bytes = Buffer.from(text);
    expect(facets.map((f) => bytes.subarray(f.byteStart, f.byteEnd).toString())).toEqual([
      "https://a.example/x",
      "@bob.test",
      "#go",
    ]);
  });
});

describe("Mastodon length", () => {
  it("counts a URL as 23 and a remote mention by its local part", () => {
    expect(mastodonLength("hello")).toBe(5);
    expect(mastodonLength("https://example.com/a/very/long/path?q=1")).toBe(23);
    expect(mastodonLength("hi @alice@example.social")).toBe(3 + "@alice".length);
    expect(mastodonLength("👍")).toBe(1);
  });
});
