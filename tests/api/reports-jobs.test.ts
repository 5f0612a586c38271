import { InngestTestEngine } from "@inngest/test";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/reports/jobs/[jobId]/download/route";
import { generateReport } from "@/inngest/functions/reports/generate-report";
import { adminDb } from "@/lib/db";
import { presetRange } from "@/lib/reports/date-presets";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addPost } from "./analytics-fixtures";

async function runJob(user: TestUser, jobId: string) {
  const event = { name: "reports/job.requested", data: { companyId: user.companyId, jobId } } as never;
  return (await new InngestTestEngine({ function: generateReport, events: [event] }).execute()).result;
}

async function download(user: TestUser, jobId: string) {
  const res = await downloadRoute(
    new Request(`http://localhost:3000/api/reports/jobs/${jobId}/download`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
    { params: Promise.resolve({ jobId }) },
  );
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("POST /api/reports/:id/generate and the job routes", () => {
  it("answers 202 with a processing job, makes the file in the background, then serves it", async () => {
    const owner = await signUp({ timeZone: "UTC" });
    const x = await addAccount(owner.companyId, "twitter");
    await addPost(
      x,
      new Date(Date.now() - 2 * 86_400_000).toISOString(),
      { impressions: 400, likes: 40 },
      "Freshly roasted, freshly posted",
    );
    const report = (
      await api.post("/api/reports", {
        token: owner.token,
        body: {
          name: "Weekly for Northwind",
          reportType: "content",
          dateRange: { preset: "last_7_days" },
          format: "pdf",
        },
      })
    ).body;

    const started = await api.post(`/api/reports/${report.id}/generate`, { token: owner.token });
    expect(started.status, started.text).toBe(202);
    expect(started.body).toEqual({
      jobId: expect.any(String),
      status: "processing",
      estimatedCompletion: expect.any(String),
    });
    const { jobId } = started.body;
    // The job waits in the outbox for the background runner.
    expect(
      await adminDb().outbox.count({
        where: { event: "reports/job.requested", payload: { path: ["jobId"], equals: jobId } },
      }),
    ).toBe(1);
    expect((await api.get(`/api/reports/jobs/${jobId}`, { token: owner.token })).body).toMatchObject({
      jobId,
      reportId: report.id,
      status: "processing",
      downloadUrl: null,
      completedAt: null,
    });
    expect((await download(owner, jobId)).status).toBe(404);

    expect(await runJob(owner, jobId)).toBe("completed");
    expect(await runJob(owner, jobId)).toBe("not needed");

    const job = await api.get(`/api/reports/jobs/${jobId}`, { token: owner.token });
    expect(job.body).toMatchObject({
      status: "completed",
      error: null,
      downloadUrl: `/api/reports/jobs/${jobId}/download`,
      completedAt: expect.any(String),
    });
    const file = await download(owner, jobId);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename=".+-content-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.bytes)), { mergePages: true });
    expect(text).toContain("Weekly for Northwind");
    expect(text).toContain("Freshly roasted, freshly posted");
    expect((await api.get(`/api/reports/${report.id}`, { token: owner.token })).body.lastGeneratedAt).toBe(
      job.body.completedAt,
    );
  });

  it("another company's report or job is 404", async () => {
    const a = await signUp();
    const b = await signUp();
    const report = (
      await api.post("/api/reports", { token: a.token, body: { name: "A", reportType: "overview", format: "csv" } })
    ).body;
    expect((await api.post(`/api/reports/${report.id}/generate`, { token: b.token })).status).toBe(404);
    const { jobId } = (await api.post(`/api/reports/${report.id}/generate`, { token: a.token })).body;
    expect((await api.get(`/api/reports/jobs/${jobId}`, { token: b.token })).status).toBe(404);
    await runJob(a, jobId);
    expect((await download(b, jobId)).status).toBe(404);
    expect((await download(a, jobId)).status).toBe(200);
  });
});

describe("presetRange", () => {
  it("counts each preset from today", () => {
    expect(presetRange({ preset: "last_7_days" }, "2026-03-10")).toEqual({
      startDate: "2026-03-04",
      endDate: "2026-03-10",
    });
    expect(presetRange({ preset: "last_30_days" }, "2026-03-10")).toEqual({
      startDate: "2026-02-09",
      endDate: "2026-03-10",
    });
    expect(presetRange({ preset: "this_month" }, "2026-03-10")).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-10",
    });
    expect(presetRange({ preset: "last_month" }, "2026-03-10")).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-28",
    });
    expect(presetRange({ preset: "last_month" }, "2026-01-15")).toEqual({
      startDate: "2025-12-01",
      endDate: "2025-12-31",
    });
    expect(presetRange({ preset: "custom", startDate: "2026-01-01", endDate: "2026-01-31" }, "2026-03-10")).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-01-31",
    });
  });
});
