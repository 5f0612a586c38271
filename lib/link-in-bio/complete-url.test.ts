import { describe, expect, it } from "vitest";
import { completeLinkUrl } from "./complete-url";

describe("completeLinkUrl", () => {
  it("gives a bare domain, with or without a path, https://", () => {
    expect(completeLinkUrl("shop.example.com")).toBe("https://shop.example.com");
    expect(completeLinkUrl("  example.com/menu?x=1 ")).toBe("https://example.com/menu?x=1");
    expect(completeLinkUrl("//example.com")).toBe("https://example.com");
    expect(completeLinkUrl("例え.jp")).toBe("https://例え.jp");
    expect(completeLinkUrl("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(completeLinkUrl("localhost:3000")).toBe("https://localhost:3000");
  });

  it("leaves an address that names its scheme, and empty text, as typed (the API judges them)", () => {
    expect(completeLinkUrl("http://example.com")).toBe("http://example.com");
    expect(completeLinkUrl("HTTPS://example.com")).toBe("HTTPS://example.com");
    expect(completeLinkUrl("mailto:hi@example.com")).toBe("mailto:hi@example.com");
    expect(completeLinkUrl("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(completeLinkUrl("   ")).toBe("");
  });
});
