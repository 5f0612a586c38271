import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailDir } from "@/lib/integrations/email/mailer";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { signUp, uniqueEmail } from "../helpers/users";

// Editing the invitation template changes every invitation: this file has a database of its own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();

const url = (id: string) => `/api/admin/config/email-templates/${id}`;
const put = (id: string, body: unknown) => api.put(url(id), { token: admin.token, body });

async function filedMailTo(email: string): Promise<{ subject: string; text: string; html: string } | null> {
  for (const name of await fs.readdir(mailDir()).catch(() => [] as string[])) {
    if (!name.endsWith(".json")) continue;
    const record = JSON.parse(await fs.readFile(path.join(mailDir(), name), "utf8"));
    if (record.to === email) return record;
  }
  return null;
}

describe("e-mail templates", () => {
  it("the defaults are present from the first start", async () => {
    const res = await api.get("/api/admin/config/email-templates", { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["welcome", "team_invitation", "approval_needed", "report_ready"]));
    const one = await api.get(url("team_invitation"), { token: admin.token });
    expect(one.body).toMatchObject({
      id: "team_invitation",
      isActive: true,
      variables: expect.arrayContaining(["inviterName", "inviteUrl"]),
    });
    expect((await api.get(url("nope"), { token: admin.token })).status).toBe(404);
  });

  it("a partial update changes only the fields sent", async () => {
    const before = (await api.get(url("report_ready"), { token: admin.token })).body;
    const res = await put("report_ready", { description: "Sent with the report file" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: "Sent with the report file",
      subject: before.subject,
      htmlBody: before.htmlBody,
      textBody: before.textBody,
    });
  });

  it("an unknown placeholder is a 400 naming it, and nothing changes", async () => {
    const before = (await api.get(url("welcome"), { token: admin.token })).body;
    const res = await put("welcome", {
      subject: "Hi {{firstName}} from {{planName}}",
      htmlBody: "<p>{{ secret }}</p>",
    });
    expect(res.status).toBe(400);
    expect(res.body.details.subject).toContain("{{planName}}");
    expect(res.body.details.htmlBody).toContain("{{secret}}");
    expect(res.body.details.subject).toContain("{{firstName}}");
    expect((await api.get(url("welcome"), { token: admin.token })).body).toEqual(before);
    expect((await put("missing", { subject: "x" })).status).toBe(404);
  });

  it("previews with sample values, escaping them in HTML, without saving", async () => {
    const before = (await api.get(url("welcome"), { token: admin.token })).body;
    const res = await api.post(`${url("welcome")}/preview`, {
      token: admin.token,
      body: {
        subject: "Welcome {{firstName}}",
        htmlBody: "<h1>{{firstName}}</h1><p>{{companyName}}</p>",
        values: { companyName: "<Acme & Co>" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: "Welcome Ada", html: "<h1>Ada</h1><p>&#60;Acme &#38; Co&#62;</p>" });
    expect(res.body.text).toContain("Ada");
    expect((await api.get(url("welcome"), { token: admin.token })).body).toEqual(before);
    expect(
      (await api.post(`${url("welcome")}/preview`, { token: admin.token, body: { textBody: "{{nope}}" } })).status,
    ).toBe(400);
  });

  it("every template accepts {{appName}}, {{appUrl}} and {{supportEmail}}; the preview fills them", async () => {
    const globals = "{{appName}} at {{appUrl}}, help: {{ supportEmail }}";
    const ids: string[] = (await api.get("/api/admin/config/email-templates", { token: admin.token })).body.map(
      (t: { id: string }) => t.id,
    );
    for (const id of ids) {
      const res = await api.post(`${url(id)}/preview`, {
        token: admin.token,
        body: { subject: globals, textBody: globals },
      });
      expect(res.status, `${id}: ${res.text}`).toBe(200);
      expect(res.body.subject).toBe("Reach at https://app.example.com, help: support@example.com");
    }
    const refused = await put("approval_needed", { subject: "{{appName}} {{planName}}" });
    expect(refused.status).toBe(400);
    expect(refused.body.details.subject).toMatch(
      /unknown variable \{\{planName\}\}; this template allows \{\{appName\}\}, \{\{appUrl\}\}, \{\{supportEmail\}\}/,
    );
    const before = (await api.get(url("approval_needed"), { token: admin.token })).body;
    expect((await put("approval_needed", { subject: `Review needed on {{appName}}` })).status).toBe(200);
    expect((await put("approval_needed", { subject: before.subject })).status).toBe(200);
  });

  it("invitations are sent through the template, values HTML-escaped; switched off, none is sent", async () => {
    const before = (await api.get(url("team_invitation"), { token: admin.token })).body;
    expect(
      (
        await api.put("/api/admin/config/system", {
          token: admin.token,
          body: { supportEmail: "help@templates.example" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await put("team_invitation", {
          subject: "[Reach] {{inviterName}} wants you in {{companyName}}",
          textBody: `${before.textBody}\nQuestions: {{supportEmail}}`,
        })
      ).status,
    ).toBe(200);
    const owner = await signUp({ companyName: "Bold <b>Co</b>" });
    const email = uniqueEmail("templated");
    const invite = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "editor" } });
    expect(invite.status).toBe(201);
    expect(invite.body.emailSent).toBe(true);
    const mail = (await filedMailTo(email))!;
    expect(mail.subject).toBe(`[Reach] Test User (${owner.email}) wants you in Bold <b>Co</b>`);
    expect(mail.html).toContain("Bold &#60;b&#62;Co&#60;/b&#62;");
    expect(mail.html).toContain(`/signin?invite=${invite.body.id}`);
    expect(mail.text).toContain("Bold <b>Co</b> as editor");
    expect(mail.text).toContain("Questions: help@templates.example");

    expect((await put("team_invitation", { isActive: false })).status).toBe(200);
    const quiet = uniqueEmail("quiet");
    const off = await api.post("/api/team/invite", { token: owner.token, body: { email: quiet, role: "viewer" } });
    expect(off.status).toBe(201);
    expect(off.body.emailSent).toBe(false);
    expect(await filedMailTo(quiet)).toBeNull();
  });
});
