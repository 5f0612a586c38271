import { describe, expect, it } from "vitest";
import { invitationPreview } from "@/lib/auth/invitation";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { devToken, signUp, uniqueEmail } from "../helpers/users";

async function invite(ownerToken: string, email: string, role = "editor"): Promise<string> {
  const res = await api.post("/api/team/invite", { token: ownerToken, body: { email, role } });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("GET /api/auth/invitation (the pending invitation of the signed-in e-mail)", () => {
  it("shows the inviting company and role before onboarding, and nothing once joined", async () => {
    const owner = await signUp({ companyName: "Initech" });
    const email = uniqueEmail("invitee");
    const id = await invite(owner.token, email);
    const token = await devToken(email);

    const pending = await api.get("/api/auth/invitation", { token });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      invitation: { id, companyName: "Initech", role: "editor", expiresAt: expect.any(String) },
    });

    const joined = await api.post("/api/auth/onboarding", { token, body: { firstName: "Milton" } });
    expect(joined.status).toBe(201);
    expect(joined.body.company.name).toBe("Initech");
    expect((await api.get("/api/auth/invitation", { token: joined.body.token })).body).toEqual({ invitation: null });
  });

  it("answers null without an invitation or when it expired, and 401 without a caller", async () => {
    const owner = await signUp();
    const email = uniqueEmail("late");
    const id = await invite(owner.token, email);
    await adminDb().invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.get("/api/auth/invitation", { token: await devToken(email) })).body).toEqual({
      invitation: null,
    });
    expect((await api.get("/api/auth/invitation", { token: await devToken(uniqueEmail()) })).body).toEqual({
      invitation: null,
    });
    expect((await api.get("/api/auth/invitation")).status).toBe(401);
  });
});

describe("invitationPreview (the sign-in page's ?invite=<id>)", () => {
  it("names company, role and e-mail, and says when the invitation can no longer be used", async () => {
    const owner = await signUp({ companyName: "Umbrella" });
    const email = uniqueEmail("preview");
    const id = await invite(owner.token, email, "viewer");
    expect(await invitationPreview(id)).toEqual({ companyName: "Umbrella", role: "viewer", email, usable: true });

    await api.post("/api/auth/onboarding", { token: await devToken(email), body: {} });
    expect(await invitationPreview(id)).toMatchObject({ usable: false });
  });

  it("returns null for unknown or malformed ids", async () => {
    expect(await invitationPreview("not-a-uuid")).toBeNull();
    expect(await invitationPreview("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
