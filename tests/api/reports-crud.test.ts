import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { nextRun } from "@/lib/reports/schedule";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

const valid = {
  name: "Monthly client report",
  reportType: "overview",
  dateRange: { preset: "last_month" },
  platforms: ["twitter", "LinkedIn"],
  metrics: ["impressions", "engagementRate", "followers"],
  schedule: { frequency: "monthly", dayOfMonth: 1, time: "08:30" },
  recipients: ["Client@Example.com", "boss@example.com"],
  format: "pdf",
};

describe("reports CRUD", () => {
  it("creates, reads, lists, updates and soft-deletes a report", async () => {
    const owner = await signUp({ timeZone: "Europe/Paris" });
    const created = await api.post("/api/reports", { token: owner.token, body: valid });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: "Monthly client report",
      reportType: "overview",
      dateRange: { preset: "last_month" },
      platforms: ["twitter", "linkedin"],
      socialAccountIds: [],
      metrics: ["impressions", "engagementRate", "followers"],
      schedule: { frequency: "monthly", dayOfMonth: 1, time: "08:30" },
      recipients: ["client@example.com", "boss@example.com"],
      format: "pdf",
      isActive: true,
      lastGeneratedAt: null,
    });
    // 08:30 in Paris on the 1st of a month: 06:30 or 07:30 UTC depending on summer time.
    expect(created.body.nextRunAt).toMatch(/^\d{4}-\d{2}-01T0[67]:30:00\.000Z$/);
    const id = created.body.id;

    expect((await api.get(`/api/reports/${id}`, { token: owner.token })).body).toEqual(created.body);
    const list = await api.get("/api/reports", { token: owner.token });
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([id]);

    const updated = await api.put(`/api/reports/${id}`, {
      token: owner.token,
      body: { format: "XLSX", schedule: null, isActive: false },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      format: "xlsx",
      schedule: null,
      isActive: false,
      nextRunAt: null,
      name: "Monthly client report",
    });
    expect((await api.get("/api/reports", { token: owner.token, query: { status: "active" } })).body).toEqual([]);

    const deleted = await api.delete(`/api/reports/${id}`, { token: owner.token });
    expect(deleted.body).toEqual({ success: true, id });
    expect((await api.get(`/api/reports/${id}`, { token: owner.token })).status).toBe(404);
    expect((await api.get("/api/reports", { token: owner.token })).body).toEqual([]);
    expect(await adminDb().report.findUnique({ where: { id } })).toMatchObject({ deletedAt: expect.any(Date) });
  });

  it("refuses bad values with 400 naming the field, and stores nothing", async () => {
    const owner = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ reportType: "weather" }, "reportType"],
      [{ dateRange: { preset: "last_year" } }, "dateRange.preset"],
      [{ dateRange: { preset: "custom", startDate: "2026-01-01" } }, "dateRange.startDate"],
      [{ metrics: ["vibes"] }, "metrics.0"],
      [{ metrics: [] }, "metrics"],
      [{ schedule: { frequency: "weekly", time: "08:00" } }, "schedule.dayOfWeek"],
      [{ schedule: { frequency: "daily", time: "25:00" } }, "schedule.time"],
      [{ schedule: { frequency: "hourly", time: "08:00" } }, "schedule.frequency"],
      [{ recipients: ["not-an-address"] }, "recipients.0"],
      [{ format: "docx" }, "format"],
      [{ name: "  " }, "name"],
    ];
    for (const [patch, field] of cases) {
      const res = await api.post("/api/reports", { token: owner.token, body: { ...valid, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.body.details), JSON.stringify(patch)).toContain(field);
    }
    expect(await adminDb().report.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("keeps companies apart: another company's report is 404, its accounts cannot be named", async () => {
    const a = await signUp();
    const b = await signUp();
    const report = (await api.post("/api/reports", { token: a.token, body: valid })).body;
    expect((await api.get(`/api/reports/${report.id}`, { token: b.token })).status).toBe(404);
    expect((await api.put(`/api/reports/${report.id}`, { token: b.token, body: { name: "Mine" } })).status).toBe(404);
    expect((await api.delete(`/api/reports/${report.id}`, { token: b.token })).status).toBe(404);
    expect((await api.get("/api/reports", { token: b.token })).body).toEqual([]);
    const account = await adminDb().socialAccount.create({
      data: { companyId: a.companyId, platform: "twitter", externalId: "x-1", username: "a", displayName: "A" },
    });
    expect(
      (await api.post("/api/reports", { token: b.token, body: { ...valid, socialAccountIds: [account.id] } })).status,
    ).toBe(404);
  });
});

describe("nextRun", () => {
  it("runs at the local time in the company's zone across daylight saving", () => {
    const daily = { frequency: "daily" as const, time: "09:00" };
    // New York moves to EDT on 2026-03-08: 09:00 local is 14:00 UTC before, 13:00 UTC after.
    expect(nextRun(daily, "America/New_York", new Date("2026-03-07T15:00:00Z")).toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(nextRun(daily, "America/New_York", new Date("2026-03-06T15:00:00Z")).toISOString()).toBe(
      "2026-03-07T14:00:00.000Z",
    );
  });

  it("weekly on its day, monthly on its date, never at the instant given", () => {
    const weekly = { frequency: "weekly" as const, dayOfWeek: 1, time: "08:00" };
    expect(nextRun(weekly, "UTC", new Date("2026-03-04T00:00:00Z")).toISOString()).toBe("2026-03-09T08:00:00.000Z");
    expect(nextRun(weekly, "UTC", new Date("2026-03-09T08:00:00Z")).toISOString()).toBe("2026-03-16T08:00:00.000Z");
    const monthly = { frequency: "monthly" as const, dayOfMonth: 15, time: "23:30" };
    expect(nextRun(monthly, "Asia/Tokyo", new Date("2026-03-20T00:00:00Z")).toISOString()).toBe(
      "2026-04-15T14:30:00.000Z",
    );
  });
});
