import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { assertWithinLimit, checkEntitlement, entitlementFor, isEntitled } from "@/lib/entitlements";
import { api } from "../helpers/app";
import { signUpSuperAdmin } from "../helpers/admin";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();
const token = admin.token;
const DEFAULT_FEATURES = [
  "ai_generation",
  "advanced_analytics",
  "team_collaboration",
  "docs.client",
  "docs.api",
  "docs.internal",
  "docs.ai",
  "ai_posts_limit",
  "social_accounts_limit",
  "ai_website_analysis",
  "ai_field_analysis",
  "ai_one_shot_refinement",
  "ai_chat_sessions",
  "ai_chat_messages_per_session",
];
const setCell = (packageId: string, featureId: string, body: unknown) =>
  api.put(`/api/platform/entitlements/plans/${packageId}/${featureId}`, { token, body });
const upsert = (body: unknown) => api.post("/api/admin/packages", { token, body });

async function newPackage(extra: Record<string, unknown> = {}) {
  const res = await upsert({ name: `Test ${randomUUID().slice(0, 6)}`, price: 10, ...extra });
  expect(res.status).toBe(200);
  return res.body as { id: string; name: string };
}

describe("entitlement features and the plan matrix", () => {
  it("the 14 default features and four packages with a full matrix are present from the first start", async () => {
    const features = (await api.get("/api/platform/entitlements/features", { token })).body as Array<{
      id: string;
      type: string;
    }>;
    expect(features.map((f) => f.id)).toEqual(expect.arrayContaining(DEFAULT_FEATURES));
    expect(features.find((f) => f.id === "docs.api")!.type).toBe("BOOLEAN");
    expect(features.find((f) => f.id === "ai_posts_limit")!.type).toBe("NUMBER");
    const packages = (await api.get("/api/platform/entitlements/packages", { token })).body as Array<{
      id: string;
      name: string;
    }>;
    expect(packages.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Free", "Starter", "Professional", "Enterprise"]),
    );
    const plans = (await api.get("/api/platform/entitlements/plans", { token })).body as Array<{
      packageId: string;
      featureId: string;
    }>;
    for (const p of ["free", "starter", "professional", "enterprise"]) {
      expect(
        plans
          .filter((c) => c.packageId === p)
          .map((c) => c.featureId)
          .sort(),
      ).toEqual([...DEFAULT_FEATURES].sort());
    }
  });

  it("a new feature gets a cell in every package from its defaults; ids are unique", async () => {
    const id = `beta_${randomUUID().slice(0, 6)}`;
    const res = await api.post("/api/platform/entitlements/features", {
      token,
      body: { id, name: "Beta limit", type: "number", defaultEnabled: true, defaultValue: 7 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      type: "NUMBER",
      defaultEnabled: true,
      defaultValue: 7,
      category: null,
      description: "",
    });
    const cells = (await api.get("/api/platform/entitlements/plans", { token })).body.filter(
      (c: { featureId: string }) => c.featureId === id,
    );
    const packages = (await api.get("/api/platform/entitlements/packages", { token })).body;
    expect(cells).toHaveLength(packages.length);
    expect(cells.every((c: { enabled: boolean; value: number }) => c.enabled && c.value === 7)).toBe(true);
    expect((await api.post("/api/platform/entitlements/features", { token, body: { id, name: "Again" } })).status).toBe(
      409,
    );
    expect(
      (await api.post("/api/platform/entitlements/features", { token, body: { id: "Bad Id", name: "x" } })).status,
    ).toBe(400);
    expect((await api.post("/api/platform/entitlements/features", { token, body: { id: "no_name" } })).status).toBe(
      400,
    );
  });

  it("PUT a cell: enabled required, value defaults to -1, boolean features take -1/0/1, 404 for unknown package or feature", async () => {
    const pkg = await newPackage();
    const res = await setCell(pkg.id, "ai_posts_limit", { enabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ packageId: pkg.id, featureId: "ai_posts_limit", enabled: true, value: -1 });
    expect((await setCell(pkg.id, "ai_posts_limit", { value: 3 })).status).toBe(400);
    expect((await setCell(pkg.id, "ai_posts_limit", { enabled: true, value: -2 })).status).toBe(400);
    expect((await setCell(pkg.id, "docs.api", { enabled: true, value: 5 })).status).toBe(400);
    expect((await setCell("no-such-package", "docs.api", { enabled: true })).status).toBe(404);
    expect((await setCell(pkg.id, "no_such_feature", { enabled: true })).status).toBe(404);
  });

  it("value semantics, read by the app at once: -1 unlimited, 0 no access, 1 on / a limit of one, >1 a limit; enabled false is no access", async () => {
    const pkg = await newPackage({ maxUsers: 3 });
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: pkg.id } });
    const ctx = tenantCtxFor(owner.companyId);

    await setCell(pkg.id, "social_accounts_limit", { enabled: true, value: 4 });
    expect(await checkEntitlement(ctx, "social_accounts", 3)).toEqual({
      allowed: true,
      limit: 4,
      used: 3,
      remaining: 1,
    });
    await expect(assertWithinLimit(ctx, "social_accounts", 4)).rejects.toMatchObject({
      status: 403,
      error: "LIMIT_REACHED",
      message: expect.stringContaining("allows 4 connected social accounts"),
    });

    await setCell(pkg.id, "social_accounts_limit", { enabled: true, value: -1 });
    expect(await checkEntitlement(ctx, "social_accounts", 10_000)).toMatchObject({
      allowed: true,
      limit: -1,
      remaining: -1,
    });

    await setCell(pkg.id, "social_accounts_limit", { enabled: true, value: 0 });
    await expect(assertWithinLimit(ctx, "social_accounts", 0)).rejects.toMatchObject({
      status: 403,
      error: "LIMIT_REACHED",
      message: expect.stringContaining("does not include"),
    });

    await setCell(pkg.id, "social_accounts_limit", { enabled: true, value: 1 });
    expect((await checkEntitlement(ctx, "social_accounts", 0)).allowed).toBe(true);
    expect((await checkEntitlement(ctx, "social_accounts", 1)).allowed).toBe(false);

    await setCell(pkg.id, "social_accounts_limit", { enabled: false, value: 50 });
    expect((await checkEntitlement(ctx, "social_accounts", 0)).allowed).toBe(false);

    await setCell(pkg.id, "docs.api", { enabled: true, value: 1 });
    expect(await isEntitled(ctx, "docs.api")).toBe(true);
    await setCell(pkg.id, "docs.api", { enabled: true, value: 0 });
    expect(await isEntitled(ctx, "docs.api")).toBe(false);

    // team_members is the package's maxUsers: the owner plus two invitations fill three seats.
    expect(await entitlementFor(ctx, "team_members")).toMatchObject({ value: 3, source: "plan" });
    await addMember(owner, "viewer");
    expect(
      (
        await api.post("/api/team/invite", {
          token: owner.token,
          body: { email: `x-${randomUUID()}@example.test`, role: "viewer" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.post("/api/team/invite", {
          token: owner.token,
          body: { email: `y-${randomUUID()}@example.test`, role: "viewer" },
        })
      ).status,
    ).toBe(403);
  });

  it("the app reads the matrix from a cache that cache/clear empties", async () => {
    const pkg = await newPackage();
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: pkg.id } });
    const ctx = tenantCtxFor(owner.companyId);
    await setCell(pkg.id, "ai_posts_limit", { enabled: true, value: 40 });
    expect((await entitlementFor(ctx, "ai_posts_limit")).value).toBe(40);
    // A change this instance did not make (another instance, or the database directly) shows after a clear.
    await adminDb().planEntitlement.update({
      where: { packageId_featureId: { packageId: pkg.id, featureId: "ai_posts_limit" } },
      data: { value: 41 },
    });
    expect((await entitlementFor(ctx, "ai_posts_limit")).value).toBe(40);
    expect((await api.post("/api/admin/config/cache/clear", { token })).status).toBe(200);
    expect((await entitlementFor(ctx, "ai_posts_limit")).value).toBe(41);
  });

  it("a company with no package of its own is on the free package's plan matrix", async () => {
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    expect(await entitlementFor(ctx, "ai_posts_limit")).toMatchObject({ enabled: true, value: 10, source: "plan" });
    expect(await isEntitled(ctx, "advanced_analytics")).toBe(false);
    expect(await entitlementFor(ctx, "social_accounts")).toMatchObject({ source: "plan" });
    expect(await entitlementFor(ctx, "team_members")).toMatchObject({ source: "plan" });
  });
});

describe("packages", () => {
  it("the public list has active packages only and needs no token; the admin list has all", async () => {
    const hidden = await newPackage({ isActive: false });
    const pub = await api.get("/api/public/packages");
    expect(pub.status).toBe(200);
    expect(pub.body.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(["free", "starter", "professional", "enterprise"]),
    );
    expect(pub.body.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
    expect(pub.body.find((p: { id: string }) => p.id === "professional")).toMatchObject({
      price: 49,
      isPopular: true,
      interval: "month",
      currency: "USD",
    });
    const all = await api.get("/api/admin/packages", { token });
    expect(all.body.map((p: { id: string }) => p.id)).toContain(hidden.id);
  });

  it("upsert: without id creates (name required), with id updates only what is sent; a sale price below the price, a sale window in order", async () => {
    expect((await upsert({ price: 5 })).status).toBe(400);
    const pkg = await newPackage({ price: 30, displayFeatures: ["One", "Two"] });
    const sale = await upsert({
      id: pkg.id,
      salePrice: 19.99,
      saleStartsAt: "2026-12-01T00:00:00Z",
      saleEndsAt: "2026-12-31T00:00:00Z",
      isPopular: true,
    });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({
      id: pkg.id,
      name: pkg.name,
      price: 30,
      salePrice: 19.99,
      isPopular: true,
      displayFeatures: ["One", "Two"],
      saleStartsAt: "2026-12-01T00:00:00.000Z",
    });
    expect((await upsert({ id: pkg.id, salePrice: 30 })).status).toBe(400);
    expect((await upsert({ id: pkg.id, price: 10 })).status).toBe(400);
    expect(
      (await upsert({ id: pkg.id, saleStartsAt: "2026-12-31T00:00:00Z", saleEndsAt: "2026-12-01T00:00:00Z" })).status,
    ).toBe(400);
    expect((await upsert({ id: pkg.id, interval: "week" })).status).toBe(400);
    expect((await upsert({ id: "no-such-package", name: "x" })).status).toBe(404);
    const cleared = await upsert({ id: pkg.id, salePrice: null });
    expect(cleared.body.salePrice).toBeNull();
  });

  it("maxAiPosts sets the package's ai_posts_limit: on create, and on an upsert that changes it", async () => {
    const cell = async (packageId: string) =>
      adminDb().planEntitlement.findUniqueOrThrow({
        where: { packageId_featureId: { packageId, featureId: "ai_posts_limit" } },
        select: { enabled: true, value: true },
      });
    const pkg = await newPackage({ maxAiPosts: 250 });
    expect(await cell(pkg.id)).toEqual({ enabled: true, value: 250 });
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: pkg.id } });
    expect((await upsert({ id: pkg.id, maxAiPosts: 40 })).status).toBe(200);
    expect(await cell(pkg.id)).toEqual({ enabled: true, value: 40 });
    expect(await checkEntitlement(tenantCtxFor(owner.companyId), "ai_posts_limit", 39)).toMatchObject({
      allowed: true,
      limit: 40,
    });
    // A matrix edit stands while maxAiPosts is sent unchanged.
    expect((await setCell(pkg.id, "ai_posts_limit", { enabled: true, value: 45 })).status).toBe(200);
    expect((await upsert({ id: pkg.id, maxAiPosts: 40, price: 12 })).status).toBe(200);
    expect(await cell(pkg.id)).toEqual({ enabled: true, value: 45 });
    expect((await upsert({ id: pkg.id, maxAiPosts: -1 })).status).toBe(200);
    expect(await cell(pkg.id)).toEqual({ enabled: true, value: -1 });
  });

  it("delete is permanent: its matrix column goes, companies on it keep working with no package", async () => {
    const pkg = await newPackage();
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: pkg.id } });
    expect(await adminDb().planEntitlement.count({ where: { packageId: pkg.id } })).toBeGreaterThanOrEqual(14);
    expect((await api.delete(`/api/admin/packages/${pkg.id}`, { token })).body).toEqual({ success: true });
    expect(await adminDb().planEntitlement.count({ where: { packageId: pkg.id } })).toBe(0);
    expect((await adminDb().company.findUniqueOrThrow({ where: { id: owner.companyId } })).packageId).toBeNull();
    expect((await api.delete(`/api/admin/packages/${pkg.id}`, { token })).status).toBe(404);
  });

  it("package admin needs a Super Admin with the owner or admin role", async () => {
    const user = await signUp();
    expect((await api.get("/api/admin/packages", { token: user.token })).status).toBe(403);
    const editor = await addMember(admin, "editor");
    await adminDb().user.update({ where: { id: editor.userId }, data: { isSuperAdmin: true } });
    const res = await api.get("/api/admin/packages", { token: editor.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/owner or admin/);
    const promoted = await addMember(admin, "admin");
    await adminDb().user.update({ where: { id: promoted.userId }, data: { isSuperAdmin: true } });
    expect((await api.get("/api/admin/packages", { token: promoted.token })).status).toBe(200);
  });
});
