import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { mailDir } from "@/lib/integrations/email/mailer";
import { api } from "../helpers/app";
import { startFakeSmtp, type FakeSmtpServer } from "../helpers/fake-smtp";
import { addMember } from "../helpers/team";
import { devToken, signUp, uniqueEmail } from "../helpers/users";

const DAY_MS = 24 * 3600 * 1000;

async function filedMailTo(email: string): Promise<{ to: string; subject: string; text: string; html: string }> {
  for (const name of await fs.readdir(mailDir())) {
    if (!name.endsWith(".json")) continue;
    const record = JSON.parse(await fs.readFile(path.join(mailDir(), name), "utf8"));
    if (record.to === email) return record;
  }
  throw new Error(`no mail to ${email} under ${mailDir()}`);
}

describe("invitations", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("invite → e-mail with sign-in link → dev sign-in → onboarding joins the company with the invited role", async () => {
    process.env.SMTP_URL = smtp.url;
    const owner = await signUp({ companyName: "Globex" });
    const email = uniqueEmail("invitee");
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: email.toUpperCase(), role: "Editor" },
    });
    expect(invite.status).toBe(201);
    expect(invite.body).toEqual({
      id: expect.any(String),
      email,
      role: "editor",
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      emailSent: true,
    });
    const ttl = new Date(invite.body.expiresAt).getTime() - new Date(invite.body.createdAt).getTime();
    expect(ttl).toBe(7 * DAY_MS);

    const mail = smtp.messages.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.decoded).toContain(`/signin?invite=${invite.body.id}`);
    expect(mail!.decoded).toContain("Globex");
    expect(mail!.decoded).toContain("Test User");
    expect(mail!.decoded).toContain(owner.email);

    const token = await devToken(email);
    expect((await api.get("/api/auth/me", { token })).status).toBe(404);
    const joined = await api.post("/api/auth/onboarding", { token, body: { firstName: "Ivy" } });
    expect(joined.status).toBe(201);
    expect(joined.body.company).toMatchObject({ id: owner.companyId, name: "Globex" });
    expect(joined.body.user).toMatchObject({ email, role: "editor", companyId: owner.companyId });

    const me = await api.get("/api/auth/me", { token: joined.body.token });
    expect(me.body).toMatchObject({ role: "editor", permissions: expect.arrayContaining(["content:create"]) });
    const team = await api.get("/api/team", { token: owner.token });
    expect(team.body.items.map((m: { email: string }) => m.email)).toEqual([owner.email, email]);
    expect(team.body.invitations).toEqual([]);
  });

  it("without SMTP_URL the invitation mail is written under DATA_DIR/mail", async () => {
    const owner = await signUp({ companyName: "Filed Inc" });
    const email = uniqueEmail("filed");
    const invite = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } });
    expect(invite.body.emailSent).toBe(true);
    const mail = await filedMailTo(email);
    expect(mail.subject).toContain("Filed Inc");
    expect(mail.text).toContain(`/signin?invite=${invite.body.id}`);
    expect(mail.html).toContain(`/signin?invite=${invite.body.id}`);
  });

  it("an unreachable mail server still creates the invitation, with emailSent false", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const owner = await signUp();
    const email = uniqueEmail();
    const invite = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } });
    expect(invite.status).toBe(201);
    expect(invite.body.emailSent).toBe(false);
    expect((await api.get("/api/team", { token: owner.token })).body.invitations).toHaveLength(1);
  });

  it("refuses members, pending invitees, users of other companies, unknown roles and bad e-mails", async () => {
    const owner = await signUp();
    const member = await addMember(owner, "viewer");
    const outsider = await signUp();
    const pendingEmail = uniqueEmail();
    expect(
      (await api.post("/api/team/invite", { token: owner.token, body: { email: pendingEmail, role: "viewer" } }))
        .status,
    ).toBe(201);

    const cases: [string, string][] = [
      [member.email, "ALREADY_MEMBER"],
      [pendingEmail, "ALREADY_INVITED"],
      [outsider.email, "ALREADY_IN_ANOTHER_COMPANY"],
    ];
    for (const [email, error] of cases) {
      const res = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "editor" } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error, message: expect.any(String) });
    }
    const badRole = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "emperor" },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.details.role).toContain("editor");
    const badEmail = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: "not-an-email", role: "viewer" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.details).toHaveProperty("email");
  });

  it("an expired invitation neither lets anyone join nor blocks a new one", async () => {
    const owner = await signUp();
    const email = uniqueEmail();
    const first = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "admin" } });
    await adminDb().invitation.update({
      where: { id: first.body.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await api.get("/api/team", { token: owner.token })).body.invitations).toEqual([]);

    const token = await devToken(email);
    expect((await api.post("/api/auth/onboarding", { token, body: {} })).status).toBe(400);
    const again = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } });
    expect(again.status).toBe(201);
    const joined = await api.post("/api/auth/onboarding", { token, body: {} });
    expect(joined.body.user).toMatchObject({ role: "viewer", companyId: owner.companyId });
  });

  it("a revoked invitation cannot be used; revoking needs the same company and a pending invitation", async () => {
    const owner = await signUp();
    const email = uniqueEmail();
    const invite = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "editor" } });
    const stranger = await signUp();
    expect((await api.delete(`/api/team/invitations/${invite.body.id}`, { token: stranger.token })).status).toBe(404);
    const editor = await addMember(owner, "editor");
    expect((await api.delete(`/api/team/invitations/${invite.body.id}`, { token: editor.token })).status).toBe(403);

    const revoked = await api.delete(`/api/team/invitations/${invite.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    expect((await api.get("/api/team", { token: owner.token })).body.invitations).toEqual([]);
    const token = await devToken(email);
    const onboard = await api.post("/api/auth/onboarding", { token, body: {} });
    expect(onboard.status).toBe(400);
    expect(onboard.body.details).toHaveProperty("companyName");

    const accepted = await adminDb().invitation.findFirstOrThrow({ where: { email: editor.email } });
    const acceptedRes = await api.delete(`/api/team/invitations/${accepted.id}`, { token: owner.token });
    expect(acceptedRes.status).toBe(409);
    expect(acceptedRes.body.error).toBe("INVITATION_ACCEPTED");
  });
});
