import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, uniqueEmail } from "../helpers/users";

const auditRows = (companyId: string, action: string) =>
  adminDb().auditLog.findMany({ where: { companyId, action }, orderBy: { createdAt: "asc" } });

describe("audit log of team and identity writes", () => {
  it("inviting a teammate records actor, company, action, target and request id", async () => {
    const owner = await signUp();
    const invite = await api.post("/api/team/invite", { token: owner.token, body: { email: uniqueEmail(), role: "viewer" } });
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
    expect((await auditRows(owner.companyId, "team.remove")).map((r) => [r.actorId, r.targetId])).toEqual([[owner.userId, member.userId]]);
    const tokenRows = await auditRows(owner.companyId, "token.create");
    expect(tokenRows.map((r) => r.targetId)).toEqual([token.body.id]);
    expect(JSON.stringify(tokenRows)).not.toContain(token.body.token);
  });

  it("refused writes and reads leave no audit rows", async () => {
    const owner = await signUp();
    const viewer = await addMember(owner, "viewer");
    const before = await adminDb().auditLog.count({ where: { companyId: owner.companyId } });
    expect((await api.post("/api/team/invite", { token: viewer.token, body: { email: uniqueEmail(), role: "viewer" } })).status).toBe(403);
    expect((await api.put("/api/brand-profile", { token: owner.token, body: { colors: { primary: "nope" } } })).status).toBe(400);
    expect((await api.delete(`/api/team/${owner.userId}`, { token: owner.token })).status).toBe(409);
    await api.get("/api/team", { token: owner.token });
    expect(await adminDb().auditLog.count({ where: { companyId: owner.companyId } })).toBe(before);
  });

  it("a brand profile update is recorded against the company", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", { token: owner.token, body: { tone: "Calm" } });
    expect(await auditRows(owner.companyId, "brand_profile.update")).toEqual([expect.objectContaining({ actorId: owner.userId })]);
  });
});
