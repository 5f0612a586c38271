import { describe, expect, it } from "vitest";
import { typingIn } from "@/components/inbox/use-inbox-keys";

describe("the inbox's keys and the focused field", () => {
  it("leaves the keys to fields one types in", () => {
    expect(typingIn({ tagName: "INPUT", type: "search" } as unknown as EventTarget)).toBe(true);
    expect(typingIn({ tagName: "INPUT", type: "text" } as unknown as EventTarget)).toBe(true);
    expect(typingIn({ tagName: "TEXTAREA" } as unknown as EventTarget)).toBe(true);
    expect(typingIn({ tagName: "SELECT" } as unknown as EventTarget)).toBe(true);
    expect(typingIn({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget)).toBe(true);
  });

  it("keeps them after a row's checkbox or a button was clicked (j, x, e go on working)", () => {
    expect(typingIn({ tagName: "INPUT", type: "checkbox" } as unknown as EventTarget)).toBe(false);
    expect(typingIn({ tagName: "BUTTON", type: "button" } as unknown as EventTarget)).toBe(false);
    expect(typingIn({ tagName: "LI" } as unknown as EventTarget)).toBe(false);
    expect(typingIn(null)).toBe(false);
  });
});
