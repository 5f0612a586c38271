import { describe, expect, it } from "vitest";
import { inboxLink } from "@/components/inbox/filters";

describe("links into the inbox (the notifications' links)", () => {
  it("?item= opens that item, ?view= a view", () => {
    const id = "0b8f7c3e-2a4d-4f6b-9c1e-5d7a8b9c0d1e";
    expect(inboxLink({ item: id })).toEqual({ filter: { view: "open" }, itemId: id });
    expect(inboxLink({ view: "action" })).toEqual({ filter: { view: "action" }, itemId: null });
    expect(inboxLink({ view: ["archived", "open"], item: [id] })).toEqual({ filter: { view: "archived" }, itemId: id });
  });

  it("ignores what it does not know", () => {
    expect(inboxLink({})).toEqual({ filter: { view: "open" }, itemId: null });
    expect(inboxLink({ view: "everything", item: "not-an-id" })).toEqual({ filter: { view: "open" }, itemId: null });
  });
});
