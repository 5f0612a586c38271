import { describe, expect, it } from "vitest";
import { reorderedIds } from "./reorder-links";
import { isLinkLive, linkUrlProblem, slugProblem } from "./rules";

describe("slug rules", () => {
  it("takes 3-40 characters of a-z, 0-9 and -, and refuses reserved words", () => {
    expect(slugProblem("abc")).toBeNull();
    expect(slugProblem("a-1-b")).toBeNull();
    expect(slugProblem("a".repeat(40))).toBeNull();
    expect(slugProblem("ab")).toMatch(/3 to 40/);
    expect(slugProblem("a".repeat(41))).toMatch(/3 to 40/);
    expect(slugProblem("Abc")).toMatch(/a-z/);
    expect(slugProblem("a_b")).toMatch(/a-z/);
    for (const word of ["api", "admin", "login", "l"]) expect(slugProblem(word), word).not.toBeNull();
  });
});

describe("link URLs", () => {
  it("allows http(s) only", () => {
    expect(linkUrlProblem("https://example.com/x?y=1")).toBeNull();
    expect(linkUrlProblem("http://example.com")).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "mailto:a@b.c",
      "ftp://x.y",
      "/relative",
      "https://u:p@example.com",
    ]) {
      expect(linkUrlProblem(bad), bad).not.toBeNull();
    }
  });
});

describe("link schedule", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  it("is live when enabled and inside its window", () => {
    expect(isLinkLive({ enabled: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isLinkLive({ enabled: false, startsAt: null, endsAt: null }, now)).toBe(false);
    expect(isLinkLive({ enabled: true, startsAt: "2026-06-01T12:00:01Z", endsAt: null }, now)).toBe(false);
    expect(isLinkLive({ enabled: true, startsAt: "2026-06-01T12:00:00Z", endsAt: "2026-06-01T12:00:01Z" }, now)).toBe(
      true,
    );
    expect(isLinkLive({ enabled: true, startsAt: null, endsAt: "2026-06-01T12:00:00Z" }, now)).toBe(false);
  });
});

describe("reorderedIds", () => {
  const current = ["a", "b", "c", "d"];
  it("sorts a full list by position", () => {
    expect(
      reorderedIds(current, [
        { id: "d", position: 0 },
        { id: "c", position: 1 },
        { id: "b", position: 2 },
        { id: "a", position: 3 },
      ]),
    ).toEqual(["d", "c", "b", "a"]);
  });
  it("puts named links where asked and keeps the others in order around them", () => {
    expect(reorderedIds(current, [{ id: "a", position: 3 }])).toEqual(["b", "c", "d", "a"]);
    expect(reorderedIds(current, [{ id: "d", position: 0 }])).toEqual(["d", "a", "b", "c"]);
    expect(
      reorderedIds(current, [
        { id: "a", position: 2 },
        { id: "b", position: 2 },
      ]),
    ).toEqual(["c", "d", "a", "b"]);
    expect(reorderedIds(current, [{ id: "b", position: 99 }])).toEqual(["a", "c", "d", "b"]);
  });
});
