import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

const DAY_MS = 24 * 3600 * 1000;

async function createToken(token: string, body: Record<string, unknown> = { name: "CI" }) {
  const res = await api.post("/api/auth/tokens", { token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; token: string; expiresAt: string };
}

describe("personal access tokens", () => {
  it("creates a token shown once, which then works as a bearer token for its owner", async () => {
    const owner = await signUp();
    const created = await createToken(owner.token, { name: "  Zapier  " });
    expect(created).toEqual({
      id: expect.any(String),
      name: "Zapier",
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    const ttl = new Date(created.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(89 * DAY_MS);
    expect(ttl).toBeLessThanOrEqual(90 * DAY_MS);

    const me = await api.get("/api/auth/me", { token: created.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: owner.userId, companyId: owner.companyId, role: "owner" });

    const list = await api.get("/api/auth/tokens", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [
        {
          id: created.id,
          name: "Zapier",
          tokenHint: created.token.slice(-4),
          expiresAt: created.expiresAt,
          lastUsedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          createdAt: expect.any(String),
          revokedAt: null,
        },
      ],
      total: 1,
      limit: 50,
      offset: 0,
    });
    expect(list.text).not.toContain(created.token);
  });

  it("honours an explicit expiresAt and refuses past, too distant or malformed ones", async () => {
    const owner = await signUp();
    const in30Days = new Date(Date.now() + 30 * DAY_MS);
    const created = await createToken(owner.token, { name: "Monthly", expiresAt: in30Days.toISOString() });
    expect(new Date(created.expiresAt).getTime()).toBe(in30Days.getTime());

    for (const expiresAt of [
      new Date(Date.now() - 1000).toISOString(),
      new Date(Date.now() + 400 * DAY_MS).toISOString(),
      "tomorrow",
    ]) {
      const res = await api.post("/api/auth/tokens", { token: owner.token, body: { name: "x", expiresAt } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Validation failed", details: { expiresAt: expect.any(String) } });
    }
    const noName = await api.post("/api/auth/tokens", { token: owner.token, body: { name: "   " } });
    expect(noName.status).toBe(400);
    expect(noName.body.details).toHaveProperty("name");
  });

  it("revoking stops the token at once; the list then shows revokedAt", async () => {
    const owner = await signUp();
    const created = await createToken(owner.token);
    expect((await api.get("/api/auth/me", { token: created.token })).status).toBe(200);

    const del = await api.delete(`/api/auth/tokens/${created.id}`, { token: owner.token });
    expect(del.status).toBe(204);
    expect(del.text).toBe("");

    const after = await api.get("/api/auth/me", { token: created.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: "Unauthorized" });
    const list = await api.get("/api/auth/tokens", { token: owner.token });
    expect(list.body.items[0].revokedAt).toEqual(expect.any(String));
    expect((await api.delete(`/api/auth/tokens/${created.id}`, { token: owner.token })).status).toBe(204);
  });

  it("a token whose row has expired is refused even though its JWT is still valid", async () => {
    const owner = await signUp();
    const created = await createToken(owner.token);
    await adminDb().apiToken.update({ where: { id: created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.get("/api/auth/me", { token: created.token })).status).toBe(401);
  });

  it("tokens belong to their user: others neither see nor revoke them", async () => {
    const owner = await signUp();
    const teammate = await addMember(owner, "admin");
    const stranger = await signUp();
    const created = await createToken(owner.token);

    expect((await api.get("/api/auth/tokens", { token: teammate.token })).body.total).toBe(0);
    expect((await api.delete(`/api/auth/tokens/${created.id}`, { token: teammate.token })).status).toBe(404);
    const foreign = await api.delete(`/api/auth/tokens/${created.id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: expect.any(String) });
    expect((await api.get("/api/auth/me", { token: created.token })).status).toBe(200);
  });

  it("a removed user's personal token and session token stop working at once", async () => {
    const owner = await signUp();
    const member = await addMember(owner, "editor");
    const pat = await createToken(member.token);
    expect((await api.get("/api/auth/me", { token: pat.token })).status).toBe(200);

    expect((await api.delete(`/api/team/${member.userId}`, { token: owner.token })).status).toBe(204);
    expect((await api.get("/api/auth/me", { token: pat.token })).status).toBe(401);
    expect((await api.get("/api/auth/me", { token: member.token })).status).toBe(401);
  });

  it("a personal token cannot mint further tokens", async () => {
    const owner = await signUp();
    const pat = await createToken(owner.token);
    const res = await api.post("/api/auth/tokens", { token: pat.token, body: { name: "child" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it("paginates newest first", async () => {
    const owner = await signUp();
    const first = await createToken(owner.token, { name: "first" });
    const second = await createToken(owner.token, { name: "second" });
    const page = await api.get("/api/auth/tokens", { token: owner.token, query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.body.items.map((t: { id: string }) => t.id)).toEqual([first.id]);
    expect(second.id).not.toBe(first.id);
    expect((await api.get("/api/auth/tokens", { token: owner.token, query: { limit: 0 } })).status).toBe(400);
  });

  it("needs a signed-in caller", async () => {
    expect((await api.get("/api/auth/tokens")).status).toBe(401);
    expect((await api.post("/api/auth/tokens", { body: { name: "x" } })).status).toBe(401);
  });
});
