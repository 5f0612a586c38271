import { describe, expect, it } from "vitest";
import { auditedChanges, MASKED } from "./changes";

describe("auditedChanges", () => {
  it("keeps the fields sent and masks secrets at any depth, masked input included", () => {
    const changes = auditedChanges({
      currency: "EUR",
      testMode: false,
      apiKey: "sk_live_1234567890",
      webhookSecret: "••••abcd",
      settings: { clientId: "abc", clientSecret: "shh", nested: { password: "p" } },
      webhookUrl: "https://hooks.example/T000/B000/XXXX",
      emptySecret: "",
    });
    expect(changes).toEqual({
      currency: "EUR",
      testMode: false,
      apiKey: MASKED,
      webhookSecret: MASKED,
      settings: { clientId: "abc", clientSecret: MASKED, nested: { password: MASKED } },
      webhookUrl: MASKED,
      emptySecret: "",
    });
    expect(JSON.stringify(changes)).not.toContain("sk_live");
    expect(JSON.stringify(changes)).not.toContain("abcd");
  });

  it("cuts long strings and lists, keeps only names of a huge body, null for nothing sent", () => {
    const long = auditedChanges({ content: "x".repeat(500), ids: Array.from({ length: 30 }, (_, i) => i) })!;
    expect(String(long.content)).toHaveLength(121);
    expect(long.ids).toHaveLength(21);
    const huge = auditedChanges(
      Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, "y".repeat(100)])),
    )!;
    expect(Object.values(huge).every((v) => v === "…")).toBe(true);
    expect(auditedChanges(undefined)).toBeNull();
    expect(auditedChanges({})).toBeNull();
    expect(auditedChanges({ skipped: undefined })).toBeNull();
  });

  it("keeps only strings its JSON column can store: a cut through an emoji, NUL and lone surrogates become U+FFFD", () => {
    const changes = auditedChanges({
      content: `${"x".repeat(119)}🚀 and more`,
      "a\u0000b": "c\ud800d",
      at: new Date("2026-01-02T03:04:05Z"),
    })!;
    expect(changes).toEqual({
      content: `${"x".repeat(119)}\uFFFD…`,
      "a\uFFFDb": "c\uFFFDd",
      at: "2026-01-02T03:04:05.000Z",
    });
    expect(JSON.stringify(changes).isWellFormed()).toBe(true);
  });
});
