import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUpSuperAdmin } from "../helpers/admin";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();
const token = admin.token;
const flagId = () => `flag_${randomUUID().slice(0, 8)}`;

const createFlag = (body: unknown) => api.post("/api/admin/config/features", { token, body });
const putFlag = (id: string, body: unknown) => api.put(`/api/admin/config/features/${id}`, { token, body });
const createSegment = async (body: Record<string, unknown>) => {
  const res = await api.post("/api/platform/segments", {
    token,
    body: { name: `Segment ${randomUUID().slice(0, 8)}`, ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
};
const attach = (id: string, segmentId: string) =>
  api.post(`/api/admin/config/features/${id}/segments`, { token, body: { segmentId } });
const check = (id: string, query: Record<string, string>) =>
  api.get(`/api/admin/config/features/${id}/check`, { token, query });
const featuresOf = async (t: string) =>
  (await api.get("/api/features", { token: t })).body.features as Record<string, boolean>;

describe("feature flags", () => {
  it("create with the reference's defaults (200), snake_case id and name required, 409 for a taken id", async () => {
    const id = flagId();
    const res = await createFlag({ id, name: "New composer" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: "New composer",
      description: "",
      isEnabled: false,
      type: "boolean",
      status: "development",
      segments: [],
      userOverrides: [],
      companyOverrides: [],
      enabledForCompanyIds: [],
      enabledForTiers: [],
      metadata: null,
    });
    expect((await createFlag({ id, name: "Again" })).status).toBe(409);
    for (const body of [
      { name: "No id" },
      { id: flagId() },
      { id: "NewComposer", name: "x" },
      { id: "new-composer", name: "x" },
      { id: flagId(), name: "x", status: "live" },
    ]) {
      const bad = await createFlag(body);
      expect(bad.status).toBe(400);
    }
    const listed = (await api.get("/api/admin/config/features", { token })).body;
    expect(listed.map((f: { id: string }) => f.id)).toContain(id);
  });

  it("type: boolean by default, any lower-case name kept; evaluation is on or off whatever the type", async () => {
    for (const type of ["string", "number", "json"]) {
      const id = flagId();
      const res = await createFlag({ id, name: `Typed ${type}`, type });
      expect(res.status).toBe(200);
      expect(res.body.type).toBe(type);
    }
    for (const type of ["Boolean", "", "multi word", 3, "x".repeat(31)]) {
      const bad = await createFlag({ id: flagId(), name: "Bad type", type });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toHaveProperty("type");
    }
    const user = await signUp();
    const id = flagId();
    await createFlag({ id, name: "Banner text", type: "string" });
    await putFlag(id, { metadata: { value: "Spring sale" }, userOverrides: [user.email] });
    expect((await featuresOf(user.token))[id]).toBe(true);
    expect((await featuresOf((await signUp()).token))[id]).toBe(false);
  });

  it("takes either PUT shape, partially; enabledForCompanyIds and companyOverrides are one list", async () => {
    const id = flagId();
    await createFlag({ id, name: "Shapes", description: "kept" });
    const company = randomUUID();
    const a = await putFlag(id, {
      enabledForTiers: ["professional"],
      enabledForCompanyIds: [company],
      metadata: { owner: "growth" },
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      name: "Shapes",
      description: "kept",
      enabledForTiers: ["professional"],
      enabledForCompanyIds: [company],
      companyOverrides: [company],
      metadata: { owner: "growth" },
    });
    const b = await putFlag(id, { status: "active", userOverrides: ["ada@example.com"], isEnabled: true });
    expect(b.body).toMatchObject({
      status: "active",
      userOverrides: ["ada@example.com"],
      isEnabled: true,
      companyOverrides: [company],
      enabledForTiers: ["professional"],
      metadata: { owner: "growth" },
    });
    expect((await putFlag(id, { metadata: null })).body.metadata).toBeNull();
    expect((await putFlag(id, { enabledForCompanyIds: [company], companyOverrides: [] })).status).toBe(400);
    expect((await putFlag(id, { status: "gone" })).status).toBe(400);
    expect((await putFlag("no_such_flag", { isEnabled: true })).status).toBe(404);
  });

  it("attach and detach segments", async () => {
    const id = flagId();
    await createFlag({ id, name: "Segmented" });
    const segment = await createSegment({});
    const link = await attach(id, segment.id);
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ id: expect.any(String), featureFlagId: id, segmentId: segment.id });
    expect((await attach(id, segment.id)).body.id).toBe(link.body.id);
    const flag = (await api.get("/api/admin/config/features", { token })).body.find((f: { id: string }) => f.id === id);
    expect(flag.segments).toEqual([
      { id: link.body.id, segmentId: segment.id, segment: { id: segment.id, name: segment.name, isActive: true } },
    ]);
    expect((await attach(id, randomUUID())).status).toBe(404);
    expect((await attach("no_such_flag", segment.id)).status).toBe(404);
    expect((await api.delete(`/api/admin/config/features/${id}/segments/${segment.id}`, { token })).body).toEqual({
      success: true,
    });
    expect((await api.delete(`/api/admin/config/features/${id}/segments/${segment.id}`, { token })).status).toBe(404);
  });
});

describe("segments", () => {
  it("CRUD: 201 {id, name}, unique names, partial update, 404s", async () => {
    const created = await createSegment({ description: "Early adopters", userIds: ["u1", "u1"] });
    expect(Object.keys(created).sort()).toEqual(["id", "name"]);
    const got = await api.get(`/api/platform/segments/${created.id}`, { token });
    expect(got.body).toMatchObject({
      id: created.id,
      name: created.name,
      description: "Early adopters",
      isActive: true,
      userIds: ["u1"],
      companyIds: [],
    });
    const dup = await api.post("/api/platform/segments", { token, body: { name: created.name.toUpperCase() } });
    expect(dup.status).toBe(409);
    const updated = await api.put(`/api/platform/segments/${created.id}`, { token, body: { isActive: false } });
    expect(updated.body).toMatchObject({ isActive: false, description: "Early adopters", userIds: ["u1"] });
    expect((await api.post("/api/platform/segments", { token, body: { description: "no name" } })).status).toBe(400);
    expect((await api.get(`/api/platform/segments/${randomUUID()}`, { token })).status).toBe(404);
    expect((await api.put(`/api/platform/segments/${randomUUID()}`, { token, body: { isActive: true } })).status).toBe(
      404,
    );
    expect((await api.get("/api/platform/segments", { token })).body.map((s: { id: string }) => s.id)).toContain(
      created.id,
    );
  });

  it("delete removes the segment from every flag it was attached to", async () => {
    const segment = await createSegment({});
    const [f1, f2] = [flagId(), flagId()];
    await createFlag({ id: f1, name: "One" });
    await createFlag({ id: f2, name: "Two" });
    await attach(f1, segment.id);
    await attach(f2, segment.id);
    expect(await adminDb().featureFlagSegment.count({ where: { segmentId: segment.id } })).toBe(2);
    expect((await api.delete(`/api/platform/segments/${segment.id}`, { token })).body).toEqual({ success: true });
    expect(await adminDb().featureFlagSegment.count({ where: { segmentId: segment.id } })).toBe(0);
    const flags = (await api.get("/api/admin/config/features", { token })).body.filter(
      (f: { id: string }) => f.id === f1 || f.id === f2,
    );
    expect(flags.map((f: { segments: unknown[] }) => f.segments)).toEqual([[], []]);
    expect((await api.delete(`/api/platform/segments/${segment.id}`, { token })).status).toBe(404);
  });

  it("search and resolve companies and users as {id, label, description}", async () => {
    const tag = randomUUID().slice(0, 6);
    const owner = await signUp({ companyName: `Findable ${tag} GmbH` });
    const byName = await api.get("/api/platform/segments/search-companies", { token, query: { q: `findable ${tag}` } });
    expect(byName.body).toEqual([
      { id: owner.companyId, label: `Findable ${tag} GmbH`, description: expect.stringContaining("1 member") },
    ]);
    expect(
      (await api.get("/api/platform/segments/search-companies", { token, query: { q: owner.companyId } })).body[0].id,
    ).toBe(owner.companyId);
    expect(
      (await api.get("/api/platform/segments/search-companies", { token, query: { limit: 1 } })).body,
    ).toHaveLength(1);
    expect((await api.get("/api/platform/segments/search-companies", { token, query: { limit: 500 } })).status).toBe(
      400,
    );

    const users = await api.get("/api/platform/segments/search-users", {
      token,
      query: { q: owner.email.slice(0, 12).toUpperCase() },
    });
    expect(users.body).toContainEqual({
      id: owner.userId,
      label: "Test User",
      description: `${owner.email} · Findable ${tag} GmbH`,
    });
    expect(
      (await api.get("/api/platform/segments/search-users", { token, query: { q: owner.userId } })).body.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual([owner.userId]);

    const resolved = await api.post("/api/platform/segments/resolve-companies", {
      token,
      body: { ids: [randomUUID(), owner.companyId, "junk"] },
    });
    expect(resolved.body.map((c: { id: string }) => c.id)).toEqual([owner.companyId]);
    const resolvedUsers = await api.post("/api/platform/segments/resolve-users", {
      token,
      body: { ids: [owner.email, owner.userId] },
    });
    expect(resolvedUsers.body.map((u: { id: string }) => u.id)).toEqual([owner.userId, owner.userId]);
  });
});

describe("flag evaluation through the app", () => {
  it("follows the order: overrides, then active segments, then isEnabled, then off; GET /api/features and the checker agree", async () => {
    const id = flagId();
    await createFlag({ id, name: "Order" });
    const inside = await signUp();
    const mate = await addMember(inside, "editor");
    const outside = await signUp();
    const segment = await createSegment({ userIds: [inside.userId] });
    await attach(id, segment.id);

    // (2) active segment naming the user: on for them, off for their teammate and for outsiders.
    expect((await featuresOf(inside.token))[id]).toBe(true);
    expect((await featuresOf(mate.token))[id]).toBe(false);
    expect((await featuresOf(outside.token))[id]).toBe(false);
    expect((await check(id, { userId: inside.userId })).body).toMatchObject({
      enabled: true,
      reason: "segment",
      segment: { id: segment.id, name: segment.name },
    });
    expect((await check(id, { userId: outside.userId })).body).toMatchObject({
      enabled: false,
      reason: "off",
      segment: null,
    });

    // A company in the segment lets every member in.
    await api.put(`/api/platform/segments/${segment.id}`, {
      token,
      body: { userIds: [], companyIds: [inside.companyId] },
    });
    expect((await featuresOf(mate.token))[id]).toBe(true);
    expect((await check(id, { companyId: inside.companyId })).body.reason).toBe("segment");

    // An inactive segment counts for nothing.
    await api.put(`/api/platform/segments/${segment.id}`, { token, body: { isActive: false } });
    expect((await featuresOf(inside.token))[id]).toBe(false);

    // (1) overrides by user id, e-mail, company and tier come first.
    await putFlag(id, { userOverrides: [outside.email.toUpperCase()] });
    expect((await check(id, { userId: outside.userId })).body).toMatchObject({
      enabled: true,
      reason: "user_override",
    });
    await putFlag(id, { userOverrides: [], companyOverrides: [outside.companyId] });
    expect((await check(id, { userId: outside.userId })).body.reason).toBe("company_override");
    await putFlag(id, { companyOverrides: [], enabledForTiers: ["Professional"] });
    expect((await check(id, { userId: outside.userId })).body.reason).toBe("off");
    await adminDb().company.update({ where: { id: outside.companyId }, data: { packageId: "professional" } });
    expect((await check(id, { userId: outside.userId })).body).toMatchObject({
      enabled: true,
      reason: "tier",
      subject: { tiers: ["professional", "Professional"] },
    });
    expect((await featuresOf(outside.token))[id]).toBe(true);

    // (3) enabled for everyone.
    await putFlag(id, { enabledForTiers: [], isEnabled: true });
    expect((await featuresOf(mate.token))[id]).toBe(true);
    expect((await check(id, { userId: mate.userId })).body).toMatchObject({
      reason: "enabled",
      explanation: expect.stringContaining("everyone"),
    });

    expect((await check(id, {})).status).toBe(400);
    expect((await check(id, { userId: randomUUID() })).status).toBe(404);
    expect((await check("no_such_flag", { userId: mate.userId })).status).toBe(404);
  });

  it("flag and segment routes are for Super Admins only; /api/features for any user", async () => {
    const user = await signUp();
    expect((await api.get("/api/admin/config/features", { token: user.token })).status).toBe(403);
    expect((await api.get("/api/platform/segments", { token: user.token })).status).toBe(403);
    expect((await api.get("/api/features", { token: user.token })).status).toBe(200);
    expect((await api.get("/api/features")).status).toBe(401);
  });
});
