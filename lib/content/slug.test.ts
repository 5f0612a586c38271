import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify, SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

describe("slugify", () => {
  it("keeps letters and digits, folds accents and joins words with single hyphens", () => {
    expect(slugify("Ünïcode & Friends: 2025!")).toBe("unicode-friends-2025");
    expect(slugify("  --Hello   World--  ")).toBe("hello-world");
  });

  it("falls back to 'post' when the title has nothing usable", () => {
    expect(slugify("日本語")).toBe("post");
    expect(slugify("!!!")).toBe("post");
  });

  it("always yields a valid slug that leaves room for a numeric suffix", () => {
    const slug = slugify(`${"word ".repeat(60)}end`);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH - 8);
  });
});

describe("firstFreeSlug", () => {
  it("uses the base when free, else the lowest free number from 2", () => {
    expect(firstFreeSlug("a", new Set())).toBe("a");
    expect(firstFreeSlug("a", new Set(["a"]))).toBe("a-2");
    expect(firstFreeSlug("a", new Set(["a", "a-2", "a-4"]))).toBe("a-3");
  });
});
