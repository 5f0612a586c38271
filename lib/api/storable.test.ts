import { describe, expect, it } from "vitest";
import { jsonProblem, MAX_JSON_DEPTH, storableText, TOO_DEEP, UNSTORABLE_TEXT } from "./storable";

const nested = (depth: number): unknown => (depth === 0 ? "leaf" : { a: nested(depth - 1) });

describe("jsonProblem", () => {
  it("names the first string or key PostgreSQL cannot store, by its dotted path", () => {
    expect(jsonProblem({ name: "ok", tags: ["fine", "b\u0000d"] }, "body")).toEqual({
      field: "tags.1",
      message: UNSTORABLE_TEXT,
    });
    expect(jsonProblem({ meta: { "k\ud800": 1 } }, "body")).toEqual({
      field: "meta.k\ufffd",
      message: UNSTORABLE_TEXT,
    });
    expect(jsonProblem("\udc00", "body")).toEqual({ field: "body", message: UNSTORABLE_TEXT });
    expect(jsonProblem({ emoji: "🚀 東京", n: 1, b: true, z: null }, "body")).toBeNull();
  });

  it(`takes values ${MAX_JSON_DEPTH} levels deep and refuses one more`, () => {
    expect(jsonProblem(nested(MAX_JSON_DEPTH), "body")).toBeNull();
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1), "body")).toEqual({
      field: Array(MAX_JSON_DEPTH).fill("a").join("."),
      message: TOO_DEEP,
    });
  });
});

describe("storableText", () => {
  it("replaces NUL and lone surrogates with U+FFFD and leaves pairs alone", () => {
    expect(storableText("a\u0000b\ud800c\udc00🚀")).toBe("a\ufffdb\ufffdc\ufffd🚀");
    expect(storableText("plain")).toBe("plain");
  });
});
