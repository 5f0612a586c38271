import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { startFakeAi } from "../fakes/ai/server";
import { adminDb } from "@/lib/db";

// decisions.md "AI": limits count in the subscription's billing period, else the calendar month
// (UTC). A yearly subscription renewing in 30 days began its period 11 months ago: calls of 40
// days ago (always an earlier calendar month) are in it.

await useOwnDatabase();
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

const DAY = 86_400_000;

describe("usage in a subscription's billing period", () => {
  it("counts the calls since the period began, though an earlier calendar month", async () => {
    const owner = await signUp(); // no package: the feature default, 10 refinements a period
    await adminDb().subscription.create({
      data: {
        companyId: owner.companyId,
        providerSubscriptionId: `sub-${owner.companyId}`,
        variantId: "yearly",
        status: "active",
        interval: "year",
        renewsAt: new Date(Date.now() + 30 * DAY),
        providerUpdatedAt: new Date(),
      },
    });
    await adminDb().aiUsageLog.createMany({
      data: Array.from({ length: 10 }, () => ({
        companyId: owner.companyId,
        userId: owner.userId,
        actionType: "ONE_SHOT_REFINEMENT",
        task: "field_refinement",
        provider: "openai",
        model: "gpt-4o-mini",
        completed: true,
        createdAt: new Date(Date.now() - 40 * DAY),
      })),
    });

    // What the usage routes show...
    expect((await api.get("/api/entitlements/check/ONE_SHOT_REFINEMENT", { token: owner.token })).body).toEqual({
      allowed: false,
      remaining: 0,
      limit: 10,
      used: 10,
    });
    expect((await api.get("/api/usage", { token: owner.token })).body.oneShotRefinement).toEqual({
      used: 10,
      limit: 10,
    });
    const company = await api.get("/api/usage/company", { token: owner.token });
    expect(company.body.userBreakdown).toEqual([expect.objectContaining({ oneShotRefinement: 10 })]);

    // ...is what the gateway enforces: no eleventh call.
    const res = await api.post("/api/refine-field", {
      token: owner.token,
      body: { fieldId: "tagline", fieldValue: "One more", instruction: "improve" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "LIMIT_REACHED", action: "ONE_SHOT_REFINEMENT", limit: 10, used: 10 });
    expect(fake.calls).toHaveLength(0);
  });
});
