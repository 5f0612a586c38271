import { InngestTestEngine } from "@inngest/test";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/reports/export/route";
import { GET as downloadRoute } from "@/app/api/reports/jobs/[jobId]/download/route";
import { generateReport } from "@/inngest/functions/reports/generate-report";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addDay, addPost } from "./analytics-fixtures";

/**
 * A report's metrics, accounts and campaign decide what its files carry. Two accounts, one campaign:
 * X: "Campaign launch" (in the campaign; 1000 impressions, 60 engagement, 20 clicks) and "Everyday X" (300, 5, 0);
 * Bluesky: "Bluesky only" (200 impressions, 30 likes).
 */
let owner: TestUser;
let x: { id: string; companyId: string; platform: string };
let bsky: { id: string; companyId: string; platform: string };
let campaignId: string;
const range = { preset: "custom", startDate: "2026-03-01", endDate: "2026-03-10" };

beforeAll(async () => {
  owner = await signUp({ timeZone: "UTC", companyName: "Scope Roasters" });
  x = await addAccount(owner.companyId, "twitter");
  bsky = await addAccount(owner.companyId, "bluesky");
  await addDay(x, "2026-03-01", 100);
  await addDay(x, "2026-03-10", 130);
  await addDay(bsky, "2026-03-01", 50);
  await addDay(bsky, "2026-03-10", 60);
  const launch = await addPost(
    x,
    "2026-03-02T10:00:00Z",
    { impressions: 1000, likes: 50, comments: 10, clicks: 20 },
    "Campaign launch",
  );
  await addPost(x, "2026-03-04T10:00:00Z", { impressions: 300, likes: 5 }, "Everyday X");
  await addPost(bsky, "2026-03-05T10:00:00Z", { impressions: 200, likes: 30 }, "Bluesky only");
  campaignId = (await adminDb().campaign.create({ data: { companyId: owner.companyId, name: "Spring launch" } })).id;
  await adminDb().postOccurrence.update({ where: { id: launch }, data: { campaignId } });
});

async function generated(reportId: string) {
  const { jobId } = (await api.post(`/api/reports/${reportId}/generate`, { token: owner.token })).body;
  const event = { name: "reports/job.requested", data: { companyId: owner.companyId, jobId } } as never;
  expect((await new InngestTestEngine({ function: generateReport, events: [event] }).execute()).result).toBe(
    "completed",
  );
  const res = await downloadRoute(
    new Request(`http://localhost:3000/api/reports/jobs/${jobId}/download`, {
      headers: { authorization: `Bearer ${owner.token}` },
    }),
    { params: Promise.resolve({ jobId }) },
  );
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function exported(query: Record<string, string>) {
  const url = new URL("http://localhost:3000/api/reports/export");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await exportRoute(new Request(url, { headers: { authorization: `Bearer ${owner.token}` } }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString("utf8") };
}

describe("a report's metrics, accounts and campaign", () => {
  it("two metrics and one account: each format carries those metrics over that account's posts only", async () => {
    const body = {
      name: "X clicks",
      reportType: "overview",
      dateRange: range,
      metrics: ["clicks", "impressions"],
      socialAccountIds: [x.id],
      format: "csv",
    };
    const report = (await api.post("/api/reports", { token: owner.token, body })).body;
    expect(report).toMatchObject({ metrics: ["clicks", "impressions"], socialAccountIds: [x.id], campaignId: null });

    const lines = (await generated(report.id)).toString("utf8").split("\r\n");
    expect(lines).toContain("Accounts,twitter user (X (Twitter))");
    expect(lines).toContain("Metric,Value,Previous period,Change %");
    expect(lines).toContain("Impressions,1300,0,");
    expect(lines).toContain("Clicks,20,0,");
    expect(lines).toContain("Posts published,2,0,");
    expect(lines).toContain("Date,Impressions");
    expect(lines).toContain("Network,Posts,Impressions,Clicks");
    expect(lines).toContain("X (Twitter),2,1300,20");
    expect(lines).toContain("Published,Network,Account,Post,Impressions,Clicks");
    expect(lines).toContain("2026-03-02 10:00,X (Twitter),twitter user,Campaign launch,1000,20");
    expect(lines.filter((l) => /^(Followers|Engagement|Likes|Reach)\b/.test(l))).toEqual([]);
    expect(lines.join("\n")).not.toContain("Bluesky only");
    expect(lines.join("\n")).not.toContain("Bluesky");

    await api.put(`/api/reports/${report.id}`, { token: owner.token, body: { format: "xlsx" } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await generated(report.id)) as unknown as ArrayBuffer);
    const kpis = book.getWorksheet("Key figures")!;
    expect(kpis.getColumn(1).values.slice(1)).toEqual(["Metric", "Impressions", "Clicks", "Posts published"]);
    expect(kpis.getCell("B2").value).toBe(1300);
    const top = book.getWorksheet("Top posts")!;
    expect(top.getRow(1).values).toEqual([
      undefined,
      "Published",
      "Network",
      "Account",
      "Post",
      "Impressions",
      "Clicks",
    ]);
    expect(top.getColumn(4).values.slice(2)).toEqual(["Campaign launch", "Everyday X"]);
    expect(book.getWorksheet("Daily figures")!.getRow(1).values).toEqual([undefined, "Date", "Impressions"]);

    await api.put(`/api/reports/${report.id}`, { token: owner.token, body: { format: "pdf" } });
    const pdf = await generated(report.id);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      "X clicks",
      "twitter user (X (Twitter))",
      "Impressions",
      "1,300",
      "Clicks",
      "Campaign launch",
      "Everyday X",
    ])
      expect(text).toContain(expected);
    for (const absent of ["Bluesky only", "Followers", "Engagement"]) expect(text).not.toContain(absent);
  });

  it("a campaign report counts that campaign's posts only", async () => {
    const body = {
      name: "Spring",
      reportType: "campaign",
      dateRange: range,
      metrics: ["impressions", "engagement"],
      campaignId,
      format: "csv",
    };
    const report = (await api.post("/api/reports", { token: owner.token, body })).body;
    expect(report.campaignId).toBe(campaignId);
    const lines = (await generated(report.id)).toString("utf8").split("\r\n");
    expect(lines).toContain("Campaign,Spring launch");
    expect(lines).toContain("Impressions,1000,0,");
    expect(lines).toContain("Engagement,60,0,");
    expect(lines).toContain("Posts published,1,0,");
    expect(lines.join("\n")).toContain("Campaign launch");
    expect(lines.join("\n")).not.toContain("Everyday X");
    expect(lines.join("\n")).not.toContain("Bluesky only");
  });

  it("the direct export takes metrics, accounts and a campaign too", async () => {
    const res = await exported({
      startDate: "2026-03-01",
      endDate: "2026-03-10",
      format: "csv",
      metrics: "likes",
      socialAccountIds: bsky.id,
    });
    expect(res.status).toBe(200);
    const lines = res.text.split("\r\n");
    expect(lines).toContain("Likes,30,0,");
    expect(lines).toContain("Posts published,1,0,");
    expect(res.text).not.toContain("Campaign launch");
    const campaign = await exported({
      startDate: "2026-03-01",
      endDate: "2026-03-10",
      format: "csv",
      metrics: "clicks",
      campaignId,
    });
    expect(campaign.text.split("\r\n")).toContain("Clicks,20,0,");
  });

  it("the preview answers the figures and tables the file would carry, saving nothing", async () => {
    const before = await adminDb().report.count({ where: { companyId: owner.companyId } });
    const res = await api.post("/api/reports/preview", {
      token: owner.token,
      body: { reportType: "overview", dateRange: range, metrics: ["clicks", "impressions"], socialAccountIds: [x.id] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.period).toEqual({ startDate: "2026-03-01", endDate: "2026-03-10" });
    expect(res.body.previousPeriod).toEqual({ startDate: "2026-02-19", endDate: "2026-02-28" });
    expect(res.body.kpis.map((k: { label: string; value: number }) => [k.label, k.value])).toEqual([
      ["Impressions", 1300],
      ["Clicks", 20],
      ["Posts published", 2],
    ]);
    expect(res.body.sections).toEqual([
      { title: "Key figures", columns: ["Metric", "Value", "Previous period", "Change %"], rows: 3 },
      { title: "Daily figures", columns: ["Date", "Impressions"], rows: 10 },
      { title: "By network", columns: ["Network", "Posts", "Impressions", "Clicks"], rows: 1 },
      { title: "Top posts", columns: ["Published", "Network", "Account", "Post", "Impressions", "Clicks"], rows: 2 },
    ]);
    expect(await adminDb().report.count({ where: { companyId: owner.companyId } })).toBe(before);
    const bad = await api.post("/api/reports/preview", {
      token: owner.token,
      body: { reportType: "weather", metrics: ["vibes"] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(expect.arrayContaining(["reportType", "metrics.0"]));
  });

  it("another company's account or campaign is 404 and an unknown metric 400; nothing is saved", async () => {
    const other = await signUp();
    const theirs = await addAccount(other.companyId, "twitter");
    const theirCampaign = await adminDb().campaign.create({ data: { companyId: other.companyId, name: "Theirs" } });
    const before = await adminDb().report.count({ where: { companyId: owner.companyId } });
    const base = { name: "Bad", reportType: "overview" };
    expect(
      (await api.post("/api/reports", { token: owner.token, body: { ...base, socialAccountIds: [theirs.id] } })).status,
    ).toBe(404);
    expect(
      (await api.post("/api/reports", { token: owner.token, body: { ...base, campaignId: theirCampaign.id } })).status,
    ).toBe(404);
    const badCampaign = await api.post("/api/reports", { token: owner.token, body: { ...base, campaignId: "spring" } });
    expect(badCampaign.status).toBe(400);
    expect(badCampaign.body.details).toHaveProperty("campaignId");
    expect(await adminDb().report.count({ where: { companyId: owner.companyId } })).toBe(before);

    expect(
      (await api.post("/api/reports/preview", { token: owner.token, body: { ...base, socialAccountIds: [theirs.id] } }))
        .status,
    ).toBe(404);
    expect((await exported({ format: "csv", socialAccountIds: theirs.id })).status).toBe(404);
    expect((await exported({ format: "csv", campaignId: theirCampaign.id })).status).toBe(404);
    const badMetric = await api.get("/api/reports/export", { token: owner.token, query: { metrics: "likes,vibes" } });
    expect(badMetric.status).toBe(400);
    expect(JSON.stringify(badMetric.body.details)).toContain("metrics");
  });
});
