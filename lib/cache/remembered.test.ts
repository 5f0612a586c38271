import { describe, expect, it } from "vitest";
import { remembered } from "./remembered";

describe("remembered", () => {
  it("makes each key's value once, undefined and null included", () => {
    const made: string[] = [];
    const lookup = remembered(
      (key: string) => (made.push(key), key === "none" ? undefined : key === "null" ? null : key.length),
    );
    expect([lookup("abc"), lookup("abc"), lookup("none"), lookup("none"), lookup("null"), lookup("null")]).toEqual([
      3,
      3,
      undefined,
      undefined,
      null,
      null,
    ]);
    expect(made).toEqual(["abc", "none", "null"]);
  });

  it("holds at most max keys, forgetting all of them when full", () => {
    const made: number[] = [];
    const lookup = remembered((key: number) => (made.push(key), key * 2), 2);
    [1, 2, 1, 3, 1].forEach(lookup);
    expect(made).toEqual([1, 2, 3, 1]);
  });
});
