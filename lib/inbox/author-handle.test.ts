import { describe, expect, it } from "vitest";
import { shownHandle } from "./author-handle";

describe("shownHandle", () => {
  it("shows a network handle with one @", () => {
    expect(shownHandle({ authorName: "Ann Lee", authorHandle: "ann.bsky.social" })).toBe("@ann.bsky.social");
    expect(shownHandle({ authorName: "Latte Art", authorHandle: "@latteart" })).toBe("@latteart");
  });

  it("shows nothing when the network gave no handle: empty, or the display name in its place", () => {
    expect(shownHandle({ authorName: "Cat Smith", authorHandle: "" })).toBeNull();
    expect(shownHandle({ authorName: "Cat Smith", authorHandle: "  " })).toBeNull();
    expect(shownHandle({ authorName: "Cat Smith", authorHandle: "Cat Smith" })).toBeNull();
    expect(shownHandle({ authorName: "@latteart", authorHandle: "latteart" })).toBeNull();
  });
});
