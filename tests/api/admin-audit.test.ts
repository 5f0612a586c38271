import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { loadAdminAuditTrail } from "@/lib/admin/audit-trail";
import { MASKED } from "@/lib/audit/changes";
import { api } from "../helpers/app";
import { signUpSuperAdmin, useOwnDatabase } from "../helpers/admin";

// Billing secrets are installation-wide: this file has a database of its own.
await useOwnDatabase();
process.env.RATE_LIMIT_ADMIN = "100000";
const admin = await signUpSuperAdmin();

const API_KEY = "lsq_live_audit_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_audit_fedcba9876543210";

describe("console audit trail", () => {
  it("shows who changed what with the values sent, secrets masked in the row and the trail", async () => {
    const billing = await api.put("/api/admin/config/billing", {
      token: admin.token,
      body: { apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, currency: "EUR", testMode: true },
    });
    expect(billing.status).toBe(200);
    const system = await api.put("/api/admin/config/system", {
      token: admin.token,
      body: { supportEmail: "help@example.test", dailyAIBudgetUSD: 7.5 },
    });
    expect(system.status).toBe(200);

    const trail = await loadAdminAuditTrail();
    const billingEntry = trail.find((e) => e.action === "admin.billing.update");
    expect(billingEntry).toMatchObject({
      actor: { id: admin.userId, email: admin.email },
      changes: { apiKey: MASKED, webhookSecret: MASKED, currency: "EUR", testMode: true },
    });
    expect(trail.find((e) => e.action === "admin.system.update")?.changes).toEqual({
      supportEmail: "help@example.test",
      dailyAIBudgetUSD: 7.5,
    });

    const rows = await adminDb().auditLog.findMany({ where: { actorId: admin.userId } });
    const stored = JSON.stringify(rows);
    for (const secret of [API_KEY, WEBHOOK_SECRET, API_KEY.slice(-4), WEBHOOK_SECRET.slice(-4)])
      expect(stored).not.toContain(secret);
  });

  it("a refused write leaves no audit row", async () => {
    const before = await adminDb().auditLog.count({ where: { action: "admin.system.update" } });
    expect(
      (await api.put("/api/admin/config/system", { token: admin.token, body: { defaultTrialDays: -3 } })).status,
    ).toBe(400);
    expect(await adminDb().auditLog.count({ where: { action: "admin.system.update" } })).toBe(before);
  });
});
