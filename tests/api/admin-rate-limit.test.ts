import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { freshIp, signUpSuperAdmin } from "../helpers/admin";

const admin = await signUpSuperAdmin();

describe("admin rate limit", () => {
  it("allows 100 requests a minute per IP on admin routes, with headers, then 429 {error, retryAfter: 60}", async () => {
    const ip = freshIp();
    const paths = [
      "/api/admin/config/system",
      "/api/platform/segments",
      "/api/admin/config/features",
      "/api/platform/entitlements/plans",
    ];
    for (let i = 1; i <= 100; i++) {
      const res = await api.get(paths[i % paths.length], { token: admin.token, headers: ip });
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("100");
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(100 - i));
    }
    const refused = await api.put("/api/admin/config/system", {
      token: admin.token,
      headers: ip,
      body: { appName: "Not saved" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.any(String), retryAfter: 60 });
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(
      (await api.get("/api/admin/config/system", { token: admin.token, headers: freshIp() })).body.appName,
    ).not.toBe("Not saved");

    // Another address has its own budget.
    expect((await api.get("/api/admin/config/system", { token: admin.token, headers: freshIp() })).status).toBe(200);
  });
});
