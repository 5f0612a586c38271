import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { runScheduledReports } from "@/inngest/functions/reports/run-scheduled-reports";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "*/5 * * * *" } } as never;
const run = async () =>
  (await new InngestTestEngine({ function: runScheduledReports, events: [cronEvent] }).execute()).result as Record<
    string,
    string | null
  >;

describe("scheduled reports", () => {
  it("a due report gets one job and its next run moves to its next local time; not yet due, none", async () => {
    const owner = await signUp({ timeZone: "America/New_York" });
    const body = {
      name: "Daily",
      reportType: "overview",
      format: "csv",
      schedule: { frequency: "daily", time: "07:15" },
    };
    const due = (await api.post("/api/reports", { token: owner.token, body })).body;
    const later = (await api.post("/api/reports", { token: owner.token, body })).body;
    const past = new Date(Date.now() - 60_000);
    await adminDb().report.update({ where: { id: due.id }, data: { nextRunAt: past } });

    const first = await run();
    expect(Object.keys(first)).toContain(due.id);
    expect(Object.keys(first)).not.toContain(later.id);
    const jobs = await adminDb().reportJob.findMany({ where: { reportId: due.id } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "processing", format: "csv" });
    expect(
      await adminDb().outbox.count({
        where: { event: "reports/job.requested", payload: { path: ["jobId"], equals: jobs[0].id } },
      }),
    ).toBe(1);

    const moved = await adminDb().report.findUniqueOrThrow({ where: { id: due.id } });
    expect(moved.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(moved.nextRunAt!);
    expect(local).toBe("07:15");

    // Run again at once: nothing is due any more, no second job.
    expect(Object.keys(await run())).not.toContain(due.id);
    expect(await adminDb().reportJob.count({ where: { reportId: due.id } })).toBe(1);
  });

  it("an inactive or deleted report never runs", async () => {
    const owner = await signUp();
    const body = {
      name: "Weekly",
      reportType: "overview",
      schedule: { frequency: "weekly", dayOfWeek: 1, time: "09:00" },
    };
    const paused = (await api.post("/api/reports", { token: owner.token, body: { ...body, isActive: false } })).body;
    const deleted = (await api.post("/api/reports", { token: owner.token, body })).body;
    await api.delete(`/api/reports/${deleted.id}`, { token: owner.token });
    await adminDb().report.updateMany({
      where: { id: { in: [paused.id, deleted.id] } },
      data: { nextRunAt: new Date(Date.now() - 60_000) },
    });
    const result = await run();
    expect(Object.keys(result)).not.toContain(paused.id);
    expect(Object.keys(result)).not.toContain(deleted.id);
  });
});
