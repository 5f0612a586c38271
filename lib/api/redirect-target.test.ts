import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/components/auth/safe-callback";
import { appRedirectTarget, redirectTarget } from "./redirect-target";

const ORIGIN = "https://app.example.com";

describe("appRedirectTarget", () => {
  it("takes paths of the app and addresses on its origin, in normal form", () => {
    expect(appRedirectTarget("/settings/accounts?from=x#top", ORIGIN)).toBe("/settings/accounts?from=x#top");
    expect(appRedirectTarget("/", ORIGIN)).toBe("/");
    expect(appRedirectTarget("/a/../b/日本", ORIGIN)).toBe("/b/%E6%97%A5%E6%9C%AC");
    expect(appRedirectTarget("https://app.example.com/settings", ORIGIN)).toBe("https://app.example.com/settings");
    expect(appRedirectTarget("HTTPS://APP.example.com:443/x", ORIGIN)).toBe("https://app.example.com/x");
  });

  it("refuses other sites however they are written, other schemes, and relative or odd forms", () => {
    const refused = [
      "https://evil.example/",
      "http://app.example.com/",
      "https://app.example.com.evil.example/",
      "https://app.example.com@evil.example/",
      "https://user:pw@app.example.com/",
      "https:evil.example",
      "//evil.example/x",
      "///evil.example",
      "/..//evil.example",
      "/.//evil.example",
      "/%2e%2e//evil.example",
      "/a/..//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ok\r\nSet-Cookie: a=1",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "settings",
      "evil.example",
      "",
    ];
    for (const value of refused) expect(appRedirectTarget(value, ORIGIN), JSON.stringify(value)).toBeNull();
  });

  it("uses APP_URL's origin by default (the development address when unset)", () => {
    const saved = process.env.APP_URL;
    try {
      process.env.APP_URL = "https://reach.example.org/base";
      expect(appRedirectTarget("https://reach.example.org/x")).toBe("https://reach.example.org/x");
      expect(appRedirectTarget("http://localhost:3000/x")).toBeNull();
      // Misconfigured: paths still work, no full URL passes.
      process.env.APP_URL = "localhost:3000";
      expect(appRedirectTarget("/x")).toBe("/x");
      expect(appRedirectTarget("http://localhost:3000/x")).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = saved;
    }
  });
});

describe("redirectTarget (the request schema)", () => {
  it("answers the normal form, or an issue saying what is allowed", () => {
    expect(redirectTarget.parse(" /settings ")).toBe("/settings");
    const refused = redirectTarget.safeParse("https://evil.example/");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toMatch(/path of this app/);
  });
});

describe("safeCallbackUrl (after sign-in)", () => {
  it("keeps app targets and falls back for anything else", () => {
    expect(safeCallbackUrl("/campaigns")).toBe("/campaigns");
    expect(safeCallbackUrl("//evil.example")).toBe("/");
    expect(safeCallbackUrl("/\\evil.example", "/home")).toBe("/home");
    expect(safeCallbackUrl(["/a", "/b"])).toBe("/");
    expect(safeCallbackUrl(undefined)).toBe("/");
  });
});
