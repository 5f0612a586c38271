import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { mailsTo } from "../helpers/mail";
import { signUp } from "../helpers/users";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { checkEntitlement } from "@/lib/entitlements";
import { sendTrialNotices } from "@/lib/billing/trial-notices-admin";
import { listCompanyPlans } from "@/lib/billing/company-plans-admin";

const DAY = 86_400_000;
const db = adminDb();
const endTrial = (companyId: string, at: Date) =>
  db.company.update({ where: { id: companyId }, data: { trialEndsAt: at } });
const notices = (companyId: string) => db.notice.findMany({ where: { companyId }, orderBy: { createdAt: "asc" } });

describe("the trial and the plan in force", () => {
  it("a new company is trialing on professional with its limits; when the trial ends the free package applies, data kept", async () => {
    const owner = await signUp({ trial: true });
    const ctx = tenantCtxFor(owner.companyId);
    const onTrial = await api.get("/api/billing/subscription", { token: owner.token });
    expect(onTrial.body).toMatchObject({
      status: "trialing",
      package: { id: "professional", name: "Professional" },
      limits: { users: 10, socialAccounts: 15, aiPosts: 500 },
    });
    expect(new Date(onTrial.body.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    expect(await checkEntitlement(ctx, "ai_website_analysis", 5)).toMatchObject({ allowed: true, limit: 20 });

    await endTrial(owner.companyId, new Date(Date.now() - 1000));
    const after = await api.get("/api/billing/subscription", { token: owner.token });
    expect(after.body).toMatchObject({
      status: "none",
      package: { id: "free", name: "Free" },
      trialEndsAt: null,
      limits: { aiPosts: 10 },
    });
    expect(await checkEntitlement(ctx, "ai_website_analysis", 1)).toMatchObject({ allowed: false, limit: 1 });
    expect(await checkEntitlement(ctx, "social_accounts", 9)).toMatchObject({ allowed: true, limit: 10 });
  });

  it("a Super Admin sees each company's plan in force and status", async () => {
    const [trialing, free] = await Promise.all([signUp({ trial: true }), signUp()]);
    const rows = await listCompanyPlans();
    expect(rows.find((r) => r.id === trialing.companyId)).toMatchObject({ plan: "Professional", status: "trialing" });
    expect(rows.find((r) => r.id === free.companyId)).toMatchObject({ plan: "Free", status: "none", until: null });
  });

  it("a trial ending soon and one just ended are told once each, in the app and by e-mail", async () => {
    const [ending, ended, far] = await Promise.all([
      signUp({ trial: true }),
      signUp({ trial: true }),
      signUp({ trial: true }),
    ]);
    const now = new Date();
    await endTrial(ending.companyId, new Date(now.getTime() + 2 * DAY - 60_000));
    await endTrial(ended.companyId, new Date(now.getTime() - DAY));
    expect(await sendTrialNotices(now)).toBeGreaterThanOrEqual(2);
    expect(await sendTrialNotices(now)).toBe(0);
    expect(await notices(ending.companyId)).toMatchObject([
      { kind: "billing.trial_ending", title: "Your trial ends in 2 days", link: "/settings/billing", readAt: null },
    ]);
    expect(await notices(ended.companyId)).toMatchObject([
      { kind: "billing.trial_ended", title: "Your trial has ended" },
    ]);
    expect(await notices(far.companyId)).toEqual([]);
    expect(mailsTo(ending.email).map((m) => m.subject)).toContain("Your trial ends in 2 days");
  });
});
