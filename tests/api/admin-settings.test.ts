import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";
import { devToken, signUp, uniqueEmail } from "../helpers/users";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { checkEntitlement } from "@/lib/entitlements";
import { clearConfigCaches } from "@/lib/admin/config-cache";

// Sign-ups off and team limits change the whole installation: this file has a database of its own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";

const admin = await signUpSuperAdmin();
const put = (body: unknown) => api.put("/api/admin/config/system", { token: admin.token, body });

describe("system settings", () => {
  it("are present from the first start, budgets as decimal strings", async () => {
    const res = await api.get("/api/admin/config/system", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: "default",
      allowSignups: true,
      dailyAIBudgetUSD: "50.00",
      monthlyAIBudgetUSD: "1000.00",
    });
  });

  it("change only the fields sent; budgets go in as numbers and come back as decimal strings", async () => {
    const before = (await api.get("/api/admin/config/system", { token: admin.token })).body;
    const res = await put({ appName: "Reach Test", dailyAIBudgetUSD: 12.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      appName: "Reach Test",
      dailyAIBudgetUSD: "12.50",
      monthlyAIBudgetUSD: before.monthlyAIBudgetUSD,
      supportEmail: before.supportEmail,
    });
    const again = await put({ monthlyAIBudgetUSD: 2500.75 });
    expect(again.body).toMatchObject({
      appName: "Reach Test",
      dailyAIBudgetUSD: "12.50",
      monthlyAIBudgetUSD: "2500.75",
    });
  });

  it("refuse bad values with 400 naming the field, changing nothing", async () => {
    const before = (await api.get("/api/admin/config/system", { token: admin.token })).body;
    for (const body of [
      { dailyAIBudgetUSD: -1 },
      { defaultTrialDays: 1.5 },
      { supportEmail: "not-mail" },
      { allowSignups: "yes" },
      { maxTeamMembersDefault: -2 },
    ]) {
      const res = await put({ appName: "Should not be saved", ...body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details)).toContain(Object.keys(body)[0]);
    }
    expect((await api.get("/api/admin/config/system", { token: admin.token })).body).toEqual(before);
  });

  it("admin settings are the same defaultTrialDays", async () => {
    const res = await api.put("/api/admin/settings", { token: admin.token, body: { defaultTrialDays: 21 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: "default", defaultTrialDays: 21 });
    expect((await api.get("/api/admin/settings", { token: admin.token })).body).toEqual({
      id: "default",
      defaultTrialDays: 21,
    });
    expect((await api.get("/api/admin/config/system", { token: admin.token })).body.defaultTrialDays).toBe(21);
    expect((await api.put("/api/admin/settings", { token: admin.token, body: { defaultTrialDays: -3 } })).status).toBe(
      400,
    );
  });
});

describe("settings take effect without a restart", () => {
  it("defaultTrialDays gives new companies their trial", async () => {
    await put({ defaultTrialDays: 10 });
    const user = await signUp({ trial: true });
    const company = await adminDb().company.findUniqueOrThrow({ where: { id: user.companyId } });
    const days = (company.trialEndsAt!.getTime() - company.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(10, 1);
  });

  it("allowSignups off refuses new companies, while invited people still join", async () => {
    const owner = await signUp();
    const invitee = uniqueEmail("invitee");
    expect(
      (await api.post("/api/team/invite", { token: owner.token, body: { email: invitee, role: "editor" } })).status,
    ).toBe(201);

    expect((await put({ allowSignups: false })).status).toBe(200);
    try {
      const stranger = await devToken(uniqueEmail("stranger"));
      const refused = await api.post("/api/auth/onboarding", { token: stranger, body: { companyName: "Closed Inc" } });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/Sign-ups are closed/);

      const joined = await api.post("/api/auth/onboarding", {
        token: await devToken(invitee),
        body: { firstName: "In" },
      });
      expect(joined.status).toBe(201);
      expect(joined.body.company.id).toBe(owner.companyId);
    } finally {
      await put({ allowSignups: true });
    }
    expect(
      (
        await api.post("/api/auth/onboarding", {
          token: await devToken(uniqueEmail()),
          body: { companyName: "Open again" },
        })
      ).status,
    ).toBe(201);
  });

  it("requireEmailVerification is stored and returned, and (no behaviour in the reference) onboarding goes on as before", async () => {
    expect((await put({ requireEmailVerification: true })).body.requireEmailVerification).toBe(true);
    try {
      expect((await api.get("/api/admin/config/system", { token: admin.token })).body.requireEmailVerification).toBe(
        true,
      );
      const owner = await signUp({ companyName: "Unverified Ltd" });
      expect(owner.companyId).toEqual(expect.any(String));
      expect((await put({ requireEmailVerification: "yes" })).status).toBe(400);
    } finally {
      expect((await put({ requireEmailVerification: false })).body.requireEmailVerification).toBe(false);
    }
  });

  // A company with no package of its own is on the free package; the system defaults stand in only
  // where there is none (this file's own database: the last tests remove it).
  const withoutFreePackage = async () => {
    await adminDb().package.deleteMany({ where: { id: "free" } });
    await clearConfigCaches();
  };

  it("with no free package, maxTeamMembersDefault caps invitations (members and pending invitations), -1 lifts the cap", async () => {
    await withoutFreePackage();
    const owner = await signUp();
    await put({ maxTeamMembersDefault: 2 });
    try {
      expect(
        (await api.post("/api/team/invite", { token: owner.token, body: { email: uniqueEmail(), role: "viewer" } }))
          .status,
      ).toBe(201);
      const over = await api.post("/api/team/invite", {
        token: owner.token,
        body: { email: uniqueEmail(), role: "viewer" },
      });
      expect(over.status).toBe(403);
      expect(over.body).toMatchObject({ error: "LIMIT_REACHED", action: "team_members", limit: 2, used: 2 });
      expect(over.body.message).toMatch(/allows 2 team members/);
      expect(await adminDb().invitation.count({ where: { companyId: owner.companyId } })).toBe(1);

      await put({ maxTeamMembersDefault: -1 });
      expect(
        (await api.post("/api/team/invite", { token: owner.token, body: { email: uniqueEmail(), role: "viewer" } }))
          .status,
      ).toBe(201);
    } finally {
      await put({ maxTeamMembersDefault: 5 });
    }
  });

  it("with no free package, maxSocialAccountsDefault is the social account limit of companies with no package", async () => {
    await withoutFreePackage();
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    await put({ maxSocialAccountsDefault: 2 });
    try {
      expect(await checkEntitlement(ctx, "social_accounts", 1)).toEqual({
        allowed: true,
        limit: 2,
        used: 1,
        remaining: 1,
      });
      expect((await checkEntitlement(ctx, "social_accounts", 2)).allowed).toBe(false);
      await put({ maxSocialAccountsDefault: -1 });
      expect((await checkEntitlement(ctx, "social_accounts", 500)).allowed).toBe(true);
    } finally {
      await put({ maxSocialAccountsDefault: 10 });
    }
  });
});
