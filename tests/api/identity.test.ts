import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { devToken, signUp, uniqueEmail } from "../helpers/users";

describe("identity", () => {
  it("a new identity has no user until onboarding, then /me answers", async () => {
    const email = uniqueEmail();
    const token = await devToken(email);
    const before = await api.get("/api/auth/me", { token });
    expect(before.status).toBe(404);
    expect(before.body).toEqual({ error: expect.any(String) });

    const onboard = await api.post("/api/auth/onboarding", { token, body: { companyName: "Acme", firstName: "Ada" } });
    expect(onboard.status).toBe(201);
    expect(onboard.body.company.name).toBe("Acme");
    expect(onboard.body.user.role).toBe("owner");

    const me = await api.get("/api/auth/me", { token: onboard.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      firstName: "Ada",
      role: "owner",
      companyId: onboard.body.company.id,
      isSuperAdmin: false,
    });
    expect(me.body.permissions).toContain("team:manage");
    expect(me.headers.get("x-request-id")).toMatch(/.{8,}/);

    const again = await api.post("/api/auth/onboarding", { token: onboard.body.token, body: { companyName: "Again" } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it("refuses a missing or bad bearer with 401 even when a session cookie is present", async () => {
    expect((await api.get("/api/auth/me")).status).toBe(401);
    const bad = await api.get("/api/auth/me", {
      token: "not-a-jwt",
      headers: { cookie: "next-auth.session-token=whatever" },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: "Unauthorized" });
  });

  it("onboarding without a company name and no invitation is a 400 with details", async () => {
    const token = await devToken(uniqueEmail());
    const res = await api.post("/api/auth/onboarding", { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Validation failed", details: { companyName: expect.any(String) } });
  });

  it("signUp helper yields a working owner token", async () => {
    const u = await signUp();
    const me = await api.get("/api/auth/me", { token: u.token });
    expect(me.body.companyId).toBe(u.companyId);
  });
});
