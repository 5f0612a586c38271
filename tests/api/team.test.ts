import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, uniqueEmail } from "../helpers/users";

describe("team", () => {
  it("lists members oldest first with their roles, and pending invitations", async () => {
    const owner = await signUp();
    const editor = await addMember(owner, "editor");
    const invitedEmail = uniqueEmail("pending");
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: invitedEmail, role: "viewer" },
    });
    await signUp();

    const res = await api.get("/api/team", { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          id: owner.userId,
          email: owner.email,
          firstName: "Test",
          lastName: "User",
          role: "owner",
          roleId: expect.any(String),
          joinedAt: expect.any(String),
        },
        {
          id: editor.userId,
          email: editor.email,
          firstName: "Team",
          lastName: "Mate",
          role: "editor",
          roleId: expect.any(String),
          joinedAt: expect.any(String),
        },
      ],
      invitations: [
        {
          id: invite.body.id,
          email: invitedEmail,
          role: "viewer",
          expiresAt: invite.body.expiresAt,
          createdAt: invite.body.createdAt,
        },
      ],
      total: 2,
      limit: 50,
      offset: 0,
    });
    const page = await api.get("/api/team", { token: owner.token, query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1, items: [{ id: editor.userId }] });
    expect((await api.get("/api/team")).status).toBe(401);
  });

  it("removes a member; they disappear from the list", async () => {
    const owner = await signUp();
    const editor = await addMember(owner, "editor");
    const res = await api.delete(`/api/team/${editor.userId}`, { token: owner.token });
    expect(res.status).toBe(204);
    const list = await api.get("/api/team", { token: owner.token });
    expect(list.body.items.map((m: { id: string }) => m.id)).toEqual([owner.userId]);
    expect((await api.delete(`/api/team/${editor.userId}`, { token: owner.token })).status).toBe(404);
  });

  it("another company's member is 404 and stays", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const res = await api.delete(`/api/team/${owner.userId}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(
      (await api.put(`/api/team/${owner.userId}`, { token: stranger.token, body: { role: "viewer" } })).status,
    ).toBe(404);
    expect((await api.get("/api/auth/me", { token: owner.token })).body.role).toBe("owner");
  });

  it("the last owner can be neither removed nor demoted", async () => {
    const owner = await signUp();
    const removeSelf = await api.delete(`/api/team/${owner.userId}`, { token: owner.token });
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.body).toEqual({ error: "LAST_OWNER", message: expect.any(String) });
    const demote = await api.put(`/api/team/${owner.userId}`, { token: owner.token, body: { role: "admin" } });
    expect(demote.status).toBe(409);

    const second = await addMember(owner, "owner");
    expect((await api.put(`/api/team/${owner.userId}`, { token: second.token, body: { role: "admin" } })).status).toBe(
      200,
    );
    expect((await api.delete(`/api/team/${second.userId}`, { token: second.token })).status).toBe(409);
  });

  it("two owners removing each other at once leave one owner (several races)", async () => {
    const race = async () => {
      const a = await signUp();
      const b = await addMember(a, "owner");
      const results = await Promise.all([
        api.delete(`/api/team/${b.userId}`, { token: a.token }),
        api.delete(`/api/team/${a.userId}`, { token: b.token }),
      ]);
      expect(results.map((r) => r.status).filter((s) => s === 204)).toHaveLength(1);
      const survivor = results[0].status === 204 ? a : b;
      const list = await api.get("/api/team", { token: survivor.token });
      expect(list.body.items).toEqual([expect.objectContaining({ id: survivor.userId, role: "owner" })]);
    };
    await Promise.all(Array.from({ length: 5 }, race));
  });

  it("only an owner can remove an owner or hand out the owner role", async () => {
    const owner = await signUp();
    const admin = await addMember(owner, "admin");
    const editor = await addMember(owner, "editor");
    expect((await api.delete(`/api/team/${owner.userId}`, { token: admin.token })).status).toBe(403);
    expect((await api.put(`/api/team/${editor.userId}`, { token: admin.token, body: { role: "owner" } })).status).toBe(
      403,
    );
    expect(
      (await api.post("/api/team/invite", { token: admin.token, body: { email: uniqueEmail(), role: "owner" } }))
        .status,
    ).toBe(403);
    expect(
      (await api.put(`/api/team/${editor.userId}`, { token: owner.token, body: { role: "Owner" } })).body.role,
    ).toBe("owner");
  });

  it("changes a member's role; the new permissions apply at once", async () => {
    const owner = await signUp();
    const member = await addMember(owner, "editor");
    const res = await api.put(`/api/team/${member.userId}`, { token: owner.token, body: { role: "viewer" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: member.userId,
      email: member.email,
      firstName: "Team",
      lastName: "Mate",
      role: "viewer",
      roleId: expect.any(String),
      joinedAt: expect.any(String),
    });
    expect((await api.get("/api/auth/me", { token: member.token })).body.permissions).toEqual(["analytics:view"]);
    const unknown = await api.put(`/api/team/${member.userId}`, { token: owner.token, body: { role: "wizard" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.role).toContain("viewer");
  });

  it("managing the team needs team:manage", async () => {
    const owner = await signUp();
    const editor = await addMember(owner, "editor");
    const viewer = await addMember(owner, "viewer");
    const denied = await api.delete(`/api/team/${viewer.userId}`, { token: editor.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: expect.any(String) });
    expect((await api.put(`/api/team/${viewer.userId}`, { token: editor.token, body: { role: "admin" } })).status).toBe(
      403,
    );
    expect(
      (await api.post("/api/team/invite", { token: viewer.token, body: { email: uniqueEmail(), role: "viewer" } }))
        .status,
    ).toBe(403);
    expect((await api.get("/api/team", { token: viewer.token })).body.total).toBe(3);
  });
});
