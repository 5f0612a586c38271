import { describe, expect, it } from "vitest";
import { sentimentOf, triage } from "./triage";

describe("inbox triage", () => {
  it("reads a question that names us by handle as neutral, not negative", () => {
    // "fake" in the handle is an AFINN word (-3); a handle says nothing of the writer's mood.
    expect(sentimentOf("@reach.bsky.fake do you ship to Canada?")).toEqual({ sentiment: "neutral", sentimentScore: 0 });
    expect(sentimentOf("@terrible.example is the shop open on Sunday? https://bad.example/awful")).toEqual({
      sentiment: "neutral",
      sentimentScore: 0,
    });
  });

  it("still reads the words around a handle", () => {
    expect(sentimentOf("@reach.bsky.fake my order arrived broken, this is terrible").sentiment).toBe("negative");
    expect(sentimentOf("@reach.bsky.fake loved the new roast, thank you!").sentiment).toBe("positive");
  });

  it("leaves text that is not English neutral", () => {
    expect(sentimentOf("c'est vraiment nul, je suis déçu du service")).toEqual({
      sentiment: "neutral",
      sentimentScore: 0,
    });
  });

  it("marks a question as needing action with a higher priority, without calling it negative", () => {
    const question = triage({ type: "COMMENT", content: "@shop.fake do you ship to Canada?", authorFollowers: null });
    const remark = triage({ type: "COMMENT", content: "@shop.fake nice photo", authorFollowers: null });
    expect(question).toMatchObject({ sentiment: "neutral", requiresAction: true });
    expect(remark.requiresAction).toBe(false);
    expect(question.priority).toBeGreaterThan(remark.priority);
  });
});
