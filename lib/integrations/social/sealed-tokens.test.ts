import { describe, expect, it } from "vitest";
import { openCredentials, openTokens, sealCredentials, sealTokens } from "./sealed-tokens";

describe("sealed tokens", () => {
  const tokens = {
    accessToken: "at-secret",
    refreshToken: "rt-secret",
    expiresAt: new Date("2026-12-01T00:00:00Z"),
    scopes: ["tweet.write"],
  };

  it("seals each secret, keeps expiry and scopes readable, and opens again", () => {
    const sealed = sealTokens("acct-1", tokens);
    expect(JSON.stringify(sealed)).not.toContain("secret");
    expect(sealed.expiresAt).toEqual(tokens.expiresAt);
    expect(openTokens("acct-1", sealed)).toEqual(tokens);
    expect(openTokens("acct-1", sealTokens("acct-1", { ...tokens, refreshToken: null })).refreshToken).toBeNull();
  });

  it("does not open under another account or in another field", () => {
    const sealed = sealTokens("acct-1", tokens);
    expect(() => openTokens("acct-2", sealed)).toThrow();
    expect(() => openTokens("acct-1", { ...sealed, accessToken: sealed.refreshToken! })).toThrow();
  });

  it("seals credentials as one value", () => {
    const sealed = sealCredentials("acct-1", { identifier: "did:plc:x", appPassword: "abcd-efgh" });
    expect(sealed).not.toContain("abcd");
    expect(openCredentials("acct-1", sealed)).toEqual({ identifier: "did:plc:x", appPassword: "abcd-efgh" });
    expect(() => openCredentials("acct-2", sealed)).toThrow();
  });
});
