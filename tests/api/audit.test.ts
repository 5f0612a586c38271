import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { mailDir } from "@/lib/integrations/email/mailer";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, uniqueEmail } from "../helpers/users";

const auditRows = (companyId: string, action: string) =>
  adminDb().auditLog.findMany({ where: { companyId, action }, orderBy: { createdAt: "asc" } });

describe("audit log of team and identity writes", () => {
  it("inviting a teammate records actor, company, action, target and request id", async () => {
    const owner = await signUp();
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "viewer" },
    });
    expect(invite.status).toBe(201);
    const rows = await auditRows(owner.companyId, "team.invite");
    expect(rows).toEqual([
      expect.objectContaining({
        companyId: owner.companyId,
        actorId: owner.userId,
        action: "team.invite",
        targetId: invite.body.id,
        requestId: invite.headers.get("x-request-id"),
      }),
    ]);
  });

  it("removing a member, role changes and token creation are recorded with their targets", async () => {
    const owner = await signUp();
    const member = await addMember(owner, "editor");
    const role = await api.post("/api/roles", { token: owner.token, body: { name: "Audited", permissions: [] } });
    await api.put(`/api/team/${member.userId}`, { token: owner.token, body: { role: "Audited" } });
    await api.delete(`/api/team/${member.userId}`, { token: owner.token });
    const token = await api.post("/api/auth/tokens", { token: owner.token, body: { name: "audit" } });

    expect((await auditRows(owner.companyId, "role.create")).map((r) => r.targetId)).toEqual([role.body.id]);
    expect((await auditRows(owner.companyId, "team.change_role")).map((r) => r.targetId)).toEqual([member.userId]);
    expect((await auditRows(owner.companyId, "team.remove")).map((r) => [r.actorId, r.targetId])).toEqual([
      [owner.userId, member.userId],
    ]);
    const tokenRows = await auditRows(owner.companyId, "token.create");
    expect(tokenRows.map((r) => r.targetId)).toEqual([token.body.id]);
    expect(JSON.stringify(tokenRows)).not.toContain(token.body.token);
  });

  it("refused writes and reads leave no audit rows", async () => {
    const owner = await signUp();
    const viewer = await addMember(owner, "viewer");
    const before = await adminDb().auditLog.count({ where: { companyId: owner.companyId } });
    expect(
      (await api.post("/api/team/invite", { token: viewer.token, body: { email: uniqueEmail(), role: "viewer" } }))
        .status,
    ).toBe(403);
    expect(
      (await api.put("/api/brand-profile", { token: owner.token, body: { colors: { primary: "nope" } } })).status,
    ).toBe(400);
    expect((await api.delete(`/api/team/${owner.userId}`, { token: owner.token })).status).toBe(409);
    await api.get("/api/team", { token: owner.token });
    expect(await adminDb().auditLog.count({ where: { companyId: owner.companyId } })).toBe(before);
  });

  it("a brand profile update is recorded against the company", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", { token: owner.token, body: { tone: "Calm" } });
    expect(await auditRows(owner.companyId, "brand_profile.update")).toEqual([
      expect.objectContaining({ actorId: owner.userId }),
    ]);
  });
});

/**
 * Makes every audit insert of one company fail, as a real database refusal would (a CHECK
 * constraint, NOT VALID so the company's earlier rows stay), while `work` runs. Other companies,
 * and the tests running beside this one, are unaffected.
 */
async function withAuditFailing<T>(companyId: string, work: () => Promise<T>): Promise<T> {
  const name = `audit_refuses_${companyId.replaceAll("-", "")}`;
  await adminDb().$executeRawUnsafe(
    `ALTER TABLE "AuditLog" ADD CONSTRAINT "${name}" CHECK ("companyId" IS DISTINCT FROM '${companyId}'::uuid) NOT VALID`,
  );
  try {
    return await work();
  } finally {
    await adminDb().$executeRawUnsafe(`ALTER TABLE "AuditLog" DROP CONSTRAINT "${name}"`);
  }
}

async function filesMentioning(text: string): Promise<string[]> {
  const names = await fs.readdir(mailDir()).catch(() => [] as string[]);
  const hits = await Promise.all(
    names.map(async (n) => ((await fs.readFile(`${mailDir()}/${n}`, "utf8")).includes(text) ? n : null)),
  );
  return hits.filter((n): n is string => n !== null);
}

describe("a write and its audit row commit together", () => {
  it("a failed audit insert undoes a one-statement change and answers 500", async () => {
    const owner = await signUp();
    const created = await api.post("/api/campaigns", { token: owner.token, body: { name: "Kept as it was" } });
    const before = await adminDb().auditLog.count({ where: { companyId: owner.companyId } });
    const archive = await withAuditFailing(owner.companyId, () =>
      api.post(`/api/campaigns/${created.body.id}/archive`, { token: owner.token, body: { archive: true } }),
    );
    expect(archive.status).toBe(500);
    expect(archive.body).toEqual({ error: "Internal server error", message: expect.any(String) });
    expect(await adminDb().campaign.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      isArchived: false,
    });
    expect(await adminDb().auditLog.count({ where: { companyId: owner.companyId } })).toBe(before);

    const again = await api.post(`/api/campaigns/${created.body.id}/archive`, {
      token: owner.token,
      body: { archive: true },
    });
    expect(again.status).toBe(200);
    expect(await auditRows(owner.companyId, "campaign.archive")).toEqual([
      expect.objectContaining({ targetId: created.body.id }),
    ]);
  });

  it("undoes a service's own transaction and its raw SQL too (resume moves posts in one UPDATE)", async () => {
    const owner = await signUp();
    const created = await api.post("/api/campaigns", { token: owner.token, body: { name: "Paused" } });
    const id = created.body.id as string;
    await api.put(`/api/campaigns/${id}`, { token: owner.token, body: { status: "ACTIVE" } });
    await api.put(`/api/campaigns/${id}`, { token: owner.token, body: { status: "PAUSED" } });
    const pausedAt = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await adminDb().campaign.update({ where: { id }, data: { pausedAt } });
    const scheduledAt = new Date(Date.now() + 24 * 3600 * 1000);
    const post = await adminDb().socialPost.create({
      data: { companyId: owner.companyId, campaignId: id, content: "Later", status: "SCHEDULED", scheduledAt },
    });

    const resume = await withAuditFailing(owner.companyId, () =>
      api.post(`/api/campaigns/${id}/resume`, { token: owner.token, body: { strategy: "shift_calendar" } }),
    );
    expect(resume.status).toBe(500);
    expect(await adminDb().campaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "PAUSED",
      resumedAt: null,
    });
    expect(await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: "SCHEDULED",
      scheduledAt,
    });

    const resumed = await api.post(`/api/campaigns/${id}/resume`, {
      token: owner.token,
      body: { strategy: "shift_calendar" },
    });
    expect(resumed.status).toBe(200);
    expect(
      (await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.id } })).scheduledAt!.getTime(),
    ).toBeGreaterThan(scheduledAt.getTime());
  });

  it("an invitation whose audit row fails is neither kept nor mailed", async () => {
    const owner = await signUp();
    const email = uniqueEmail("never-mailed");
    const invite = await withAuditFailing(owner.companyId, () =>
      api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } }),
    );
    expect(invite.status).toBe(500);
    expect(await adminDb().invitation.count({ where: { email } })).toBe(0);
    expect(await filesMentioning(email)).toEqual([]);

    const sent = await api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } });
    expect(sent.status).toBe(201);
    expect(sent.body.emailSent).toBe(true);
    expect(await filesMentioning(email)).toHaveLength(2);
  });
});
