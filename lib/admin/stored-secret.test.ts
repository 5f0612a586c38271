import { describe, expect, it } from "vitest";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { changesSecret, isMasked, maskSecret, nextSecret, openSecret } from "./stored-secret";

describe("stored secrets", () => {
  it("mask to the last four characters, and show none of a short value", () => {
    expect(maskSecret("sk_live_abcdef1234")).toBe("****1234");
    expect(maskSecret("1234567")).toBe("****");
    expect(maskSecret(null)).toBeNull();
    expect(maskSecret("")).toBeNull();
  });

  it("keep the stored value for undefined or a masked value, clear it for null or empty, seal a new one under its context", () => {
    const stored = nextSecret("first-secret-value", null, "billing:apiKey")!;
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain("first-secret-value");
    expect(decryptSecret(stored, "billing:apiKey")).toBe("first-secret-value");
    expect(() => decryptSecret(stored, "billing:webhookSecret")).toThrow();
    expect(nextSecret(undefined, stored, "billing:apiKey")).toBe(stored);
    expect(nextSecret("****alue", stored, "billing:apiKey")).toBe(stored);
    expect(nextSecret(null, stored, "billing:apiKey")).toBeNull();
    expect(nextSecret("", stored, "billing:apiKey")).toBeNull();
    expect(openSecret(stored, "billing:apiKey")).toBe("first-secret-value");
  });

  it("say which incoming values change the secret", () => {
    expect(isMasked("****1234")).toBe(true);
    expect([undefined, "****1234", null, "new"].map(changesSecret)).toEqual([false, false, true, true]);
  });
});
