import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural for every other count", () => {
    expect(plural(1, "post")).toBe("1 post");
    expect(plural(0, "post")).toBe("0 posts");
    expect(plural(2, "post")).toBe("2 posts");
    expect(plural(-1, "follower")).toBe("-1 followers");
  });

  it("takes an irregular plural and groups thousands", () => {
    expect(plural(1, "person", "people")).toBe("1 person");
    expect(plural(3, "person", "people")).toBe("3 people");
    expect(plural(1204, "piece of content", "pieces of content")).toBe("1,204 pieces of content");
  });

  it("gives the word alone for counts shown in their own format", () => {
    expect(pluralWord(1, "view")).toBe("view");
    expect(pluralWord(1.5, "view")).toBe("views");
  });
});
