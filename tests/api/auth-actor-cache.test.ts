import { describe, expect, it } from "vitest";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

// Callers are remembered briefly (lib/auth/actor-cache.ts). Every change the app makes to who may
// do what applies to the very next request; a change made behind the app's back (another process
// without Redis, SQL by hand) within AUTH_CACHE_MS (2 s by default), or at once after
// clearConfigCaches() (what such a process calls; with REDIS_URL it reaches every instance).
const CACHE_MS = 2000;

async function createToken(user: TestUser) {
  const res = await api.post("/api/auth/tokens", { token: user.token, body: { name: "ci" } });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string };
}

const me = (token: string) => api.get("/api/auth/me", { token });
/** A write that needs team:manage, with a body it refuses: 400 with the permission (nothing written), 403 without. */
const teamManage = async (token: string) => (await api.post("/api/roles", { token, body: {} })).status;

describe("remembered callers", () => {
  it("a revoked personal token stops working on the next request", async () => {
    const owner = await signUp();
    const created = await createToken(owner);
    expect((await me(created.token)).status).toBe(200);
    expect((await me(created.token)).status).toBe(200);
    expect((await api.delete(`/api/auth/tokens/${created.id}`, { token: owner.token })).status).toBe(204);
    expect((await me(created.token)).status).toBe(401);
  });

  it("a permission removed from a role is refused on the next request", async () => {
    const owner = await signUp();
    const role = await api.post("/api/roles", {
      token: owner.token,
      body: { name: "Managers", permissions: ["team:manage", "analytics:view"] },
    });
    expect(role.status).toBe(201);
    const member = await addMember(owner, "Managers");
    expect(await teamManage(member.token)).toBe(400);
    const put = await api.put(`/api/roles/${role.body.id}`, {
      token: owner.token,
      body: { permissions: ["analytics:view"] },
    });
    expect(put.status).toBe(200);
    expect(await teamManage(member.token)).toBe(403);
  });

  it("a member given a lesser role, then removed, is refused on the next request each time", async () => {
    const owner = await signUp();
    const member = await addMember(owner, "admin");
    expect(await teamManage(member.token)).toBe(400);
    expect((await api.put(`/api/team/${member.userId}`, { token: owner.token, body: { role: "viewer" } })).status).toBe(
      200,
    );
    expect(await teamManage(member.token)).toBe(403);
    expect((await me(member.token)).body.permissions).toEqual(["analytics:view"]);
    expect((await api.delete(`/api/team/${member.userId}`, { token: owner.token })).status).toBe(204);
    expect((await me(member.token)).status).toBe(401);
  });

  it("a change behind the app's back applies within AUTH_CACHE_MS, and at once after clearConfigCaches", async () => {
    const owner = await signUp();
    const created = await createToken(owner);
    expect((await me(created.token)).status).toBe(200);
    await adminDb().apiToken.update({ where: { id: created.id }, data: { revokedAt: new Date() } });
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await me(created.token)).status).toBe(401);

    const other = await createToken(owner);
    expect((await me(other.token)).status).toBe(200);
    await adminDb().apiToken.update({ where: { id: other.id }, data: { revokedAt: new Date() } });
    await clearConfigCaches();
    expect((await me(other.token)).status).toBe(401);
  });

  it("an expired personal token is refused even while remembered", async () => {
    const owner = await signUp();
    const res = await api.post("/api/auth/tokens", {
      token: owner.token,
      body: { name: "short", expiresAt: new Date(Date.now() + 1500).toISOString() },
    });
    expect(res.status).toBe(201);
    expect((await me(res.body.token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await me(res.body.token)).status).toBe(401);
  });
});
