import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

/** decisions.md "Billing (checkout, portal, subscription)", rule by rule, where no other test holds it. */

// The billing config is global: a database of this file's own keeps it unconfigured whatever others set.
await useOwnDatabase();

describe("billing: the spec's rules", () => {
  it("portal without a subscription: 409 {error: NO_SUBSCRIPTION, message}; with one while billing is not configured: 503", async () => {
    const owner = await signUp();
    const none = await api.post("/api/billing/portal", { token: owner.token });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ error: "NO_SUBSCRIPTION", message: expect.any(String) });

    await adminDb().subscription.create({
      data: {
        companyId: owner.companyId,
        providerSubscriptionId: randomUUID(),
        variantId: "1",
        status: "active",
        providerUpdatedAt: new Date(),
      },
    });
    const unconfigured = await api.post("/api/billing/portal", { token: owner.token });
    expect(unconfigured.status).toBe(503);
    expect(unconfigured.body).toMatchObject({ error: "BILLING_NOT_CONFIGURED", message: expect.any(String) });
  });

  it("subscription answers every field; a new company is trialing on professional for defaultTrialDays", async () => {
    const owner = await signUp({ trial: true });
    const res = await api.get("/api/billing/subscription", { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ["endsAt", "interval", "limits", "package", "renewsAt", "status", "trialEndsAt", "usage"].sort(),
    );
    expect(res.body).toMatchObject({
      status: "trialing",
      package: { id: "professional", name: expect.any(String) },
      renewsAt: null,
      endsAt: null,
      limits: { users: expect.any(Number), socialAccounts: expect.any(Number), aiPosts: expect.any(Number) },
      usage: { users: 1, socialAccounts: 0, aiPosts: 0 },
    });
    const company = await adminDb().company.findUniqueOrThrow({ where: { id: owner.companyId } });
    expect(res.body.trialEndsAt).toBe(company.trialEndsAt!.toISOString());
    const { defaultTrialDays } = await adminDb().systemSettings.findUniqueOrThrow({ where: { id: "default" } });
    expect(defaultTrialDays).toBeGreaterThan(0);
    const days = (new Date(res.body.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(defaultTrialDays - 0.01);
    expect(days).toBeLessThanOrEqual(defaultTrialDays);
  });

  it("checkout: a missing packageId or an unknown interval is 400 naming the field; a viewer is 403", async () => {
    const owner = await signUp();
    for (const [body, field] of [
      [{}, "packageId"],
      [{ packageId: "professional", interval: "week" }, "interval"],
    ] as const) {
      const res = await api.post("/api/billing/checkout", { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: "Validation failed", details: { [field]: expect.any(String) } });
    }
    const viewer = await addMember(owner, "viewer");
    for (const path of ["/api/billing/checkout", "/api/billing/portal"]) {
      const res = await api.post(path, { token: viewer.token, body: { packageId: "professional" } });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it("the public package list carries every package field of the reference, with no token", async () => {
    const res = await api.get("/api/public/packages");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const fields = [
      "id",
      "name",
      "description",
      "price",
      "interval",
      "currency",
      "maxUsers",
      "maxAiPosts",
      "displayFeatures",
      "salePrice",
      "saleStartsAt",
      "saleEndsAt",
      "variantId",
      "isActive",
      "isPopular",
    ];
    for (const pkg of res.body) for (const field of fields) expect(pkg, `${pkg.id}.${field}`).toHaveProperty(field);
    expect(res.body.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
  });
});
