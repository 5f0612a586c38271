import { describe, expect, it } from "vitest";
import { seedDemoMetrics } from "@/lib/analytics/demo-metrics";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

// The seed writes ~1,300 rows one by one, twice: 7-14 s alone, over 30 s beside other test files.
describe("demo metrics (npm run db:seed)", { timeout: 90_000 }, () => {
  it("fill the store so the dashboard has numbers, and running again adds nothing", async () => {
    const owner = await signUp({ timeZone: "UTC" });
    await seedDemoMetrics(owner.companyId);
    const count = async () => [
      await adminDb().accountMetricDaily.count({ where: { companyId: owner.companyId } }),
      await adminDb().postMetric.count({ where: { companyId: owner.companyId } }),
    ];
    const first = await count();
    expect(first).toEqual([360, 180]);
    await seedDemoMetrics(owner.companyId);
    expect(await count()).toEqual(first);

    const res = await api.get("/api/analytics/overview", { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.followers).toBeGreaterThan(8000);
    expect(res.body.impressions).toBeGreaterThan(0);
    expect(res.body.followersChange).toBeGreaterThan(0);
    const top = await api.get("/api/analytics/top-posts", { token: owner.token, query: { limit: "3" } });
    expect(top.body).toHaveLength(3);
  });
});
