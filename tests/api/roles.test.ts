import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, uniqueEmail, type TestUser } from "../helpers/users";

async function createRole(user: TestUser, body: Record<string, unknown>) {
  const res = await api.post("/api/roles", { token: user.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; permissions: string[] };
}

describe("roles", () => {
  it("lists the four built-in roles first, with permissions and member counts", async () => {
    const owner = await signUp();
    await addMember(owner, "editor");
    const res = await api.get("/api/roles", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(["owner", "admin", "editor", "viewer"]);
    const [ownerRole, , editor, viewer] = res.body;
    expect(ownerRole).toEqual({
      id: expect.any(String),
      name: "owner",
      description: expect.any(String),
      permissions: [...PERMISSIONS],
      isBuiltIn: true,
      memberCount: 1,
    });
    expect(editor.memberCount).toBe(1);
    expect(viewer).toMatchObject({ permissions: ["analytics:view"], memberCount: 0 });
  });

  it("creates a custom role; its members get exactly its permissions", async () => {
    const owner = await signUp();
    const role = await createRole(owner, {
      name: "Social Lead",
      description: "Publishes",
      permissions: ["content:create", "content:publish", "content:create"],
      extra: "ignored",
    });
    expect(role).toEqual({
      id: expect.any(String),
      name: "Social Lead",
      description: "Publishes",
      permissions: ["content:create", "content:publish"],
      isBuiltIn: false,
      memberCount: 0,
    });
    const member = await addMember(owner, "social lead");
    const me = await api.get("/api/auth/me", { token: member.token });
    expect(me.body).toMatchObject({ role: "Social Lead", permissions: ["content:create", "content:publish"] });
    const list = await api.get("/api/roles", { token: owner.token });
    expect(list.body.at(-1)).toMatchObject({ name: "Social Lead", memberCount: 1 });
  });

  it("refuses unknown permissions and bad names with 400, duplicate names with 409", async () => {
    const owner = await signUp();
    const unknown = await api.post("/api/roles", {
      token: owner.token,
      body: { name: "X", permissions: ["content:create", "root:all"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: "Validation failed",
      details: { "permissions.1": expect.stringContaining("unknown permission") },
    });
    const badName = await api.post("/api/roles", { token: owner.token, body: { name: "<b>", permissions: [] } });
    expect(badName.status).toBe(400);
    expect(badName.body.details).toHaveProperty("name");
    expect((await api.post("/api/roles", { token: owner.token, body: { name: "No perms" } })).status).toBe(400);

    await createRole(owner, { name: "Writers", permissions: ["content:create"] });
    for (const name of ["Writers", "writers", "Admin"]) {
      const dup = await api.post("/api/roles", { token: owner.token, body: { name, permissions: [] } });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({ error: "ROLE_NAME_TAKEN", message: expect.any(String) });
    }
    const otherCompany = await signUp();
    await createRole(otherCompany, { name: "Writers", permissions: [] });
  });

  it("updates a custom role partially; permission changes apply to members at once", async () => {
    const owner = await signUp();
    const role = await createRole(owner, { name: "Analyst", permissions: ["analytics:view"] });
    const member = await addMember(owner, "Analyst");
    const res = await api.put(`/api/roles/${role.id}`, {
      token: owner.token,
      body: { permissions: ["analytics:view", "reports:manage"], description: "Numbers" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Analyst",
      description: "Numbers",
      permissions: ["analytics:view", "reports:manage"],
      memberCount: 1,
    });
    expect((await api.get("/api/auth/me", { token: member.token })).body.permissions).toEqual([
      "analytics:view",
      "reports:manage",
    ]);

    const renamed = await api.put(`/api/roles/${role.id}`, {
      token: owner.token,
      body: { name: "Data Analyst", description: null },
    });
    expect(renamed.body).toMatchObject({
      name: "Data Analyst",
      description: null,
      permissions: ["analytics:view", "reports:manage"],
    });
    const clash = await api.put(`/api/roles/${role.id}`, { token: owner.token, body: { name: "Editor" } });
    expect(clash.status).toBe(409);
  });

  it("built-in roles cannot be changed or deleted", async () => {
    const owner = await signUp();
    const roles = (await api.get("/api/roles", { token: owner.token })).body as { id: string; name: string }[];
    const viewer = roles.find((r) => r.name === "viewer")!;
    const put = await api.put(`/api/roles/${viewer.id}`, {
      token: owner.token,
      body: { permissions: [...PERMISSIONS] },
    });
    expect(put.status).toBe(409);
    expect(put.body).toEqual({ error: "BUILT_IN_ROLE", message: expect.any(String) });
    expect((await api.delete(`/api/roles/${viewer.id}`, { token: owner.token })).status).toBe(409);
    const after = (await api.get("/api/roles", { token: owner.token })).body.find(
      (r: { name: string }) => r.name === "viewer",
    );
    expect(after.permissions).toEqual(["analytics:view"]);
  });

  it("deletes an unused custom role; a role held by a member or a pending invitation is 409", async () => {
    const owner = await signUp();
    const unused = await createRole(owner, { name: "Unused", permissions: [] });
    const del = await api.delete(`/api/roles/${unused.id}`, { token: owner.token });
    expect(del.status).toBe(204);
    expect((await api.delete(`/api/roles/${unused.id}`, { token: owner.token })).status).toBe(404);

    const held = await createRole(owner, { name: "Held", permissions: [] });
    const member = await addMember(owner, "Held");
    const inUse = await api.delete(`/api/roles/${held.id}`, { token: owner.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: "ROLE_IN_USE", message: expect.any(String), memberCount: 1 });

    const invited = await createRole(owner, { name: "Invited", permissions: [] });
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "Invited" },
    });
    expect(invite.status).toBe(201);
    expect((await api.delete(`/api/roles/${invited.id}`, { token: owner.token })).status).toBe(409);

    expect((await api.delete(`/api/team/${member.userId}`, { token: owner.token })).status).toBe(204);
    expect((await api.delete(`/api/roles/${held.id}`, { token: owner.token })).status).toBe(204);
  });

  it("writes need team:manage; another company's role is 404", async () => {
    const owner = await signUp();
    const role = await createRole(owner, { name: "Mine", permissions: [] });
    const editor = await addMember(owner, "editor");
    expect((await api.get("/api/roles", { token: editor.token })).status).toBe(200);
    const denied = await api.post("/api/roles", { token: editor.token, body: { name: "Sneaky", permissions: [] } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: expect.any(String) });
    expect((await api.put(`/api/roles/${role.id}`, { token: editor.token, body: { name: "Renamed" } })).status).toBe(
      403,
    );
    expect((await api.delete(`/api/roles/${role.id}`, { token: editor.token })).status).toBe(403);

    const stranger = await signUp();
    const foreignPut = await api.put(`/api/roles/${role.id}`, { token: stranger.token, body: { name: "Stolen" } });
    expect(foreignPut.status).toBe(404);
    expect(foreignPut.body).toEqual({ error: expect.any(String) });
    expect((await api.delete(`/api/roles/${role.id}`, { token: stranger.token })).status).toBe(404);
    const still = (await api.get("/api/roles", { token: owner.token })).body.find(
      (r: { id: string }) => r.id === role.id,
    );
    expect(still.name).toBe("Mine");
  });

  it("a manager with a custom role cannot grant permissions they lack", async () => {
    const owner = await signUp();
    await createRole(owner, { name: "Team Lead", permissions: ["team:manage", "content:create"] });
    const lead = await addMember(owner, "Team Lead");
    const escalate = await api.post("/api/roles", {
      token: lead.token,
      body: { name: "Biller", permissions: ["billing:manage"] },
    });
    expect(escalate.status).toBe(403);
    expect(
      (await api.post("/api/roles", { token: lead.token, body: { name: "Writer", permissions: ["content:create"] } }))
        .status,
    ).toBe(201);
    const inviteAdmin = await api.post("/api/team/invite", {
      token: lead.token,
      body: { email: uniqueEmail(), role: "admin" },
    });
    expect(inviteAdmin.status).toBe(403);
  });
});
