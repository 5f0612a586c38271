import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/reports/export/route";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { addAccount, addDay, addPost } from "./analytics-fixtures";

/** The same hand-made numbers as analytics-aggregates.test.ts (range 2026-03-01..10: followers 190 vs 150, P1 and P2). */
let owner: TestUser;
const RANGE = { startDate: "2026-03-01", endDate: "2026-03-10" };
const TOP_POST = "Our spring blend, roasted Tuesday";

beforeAll(async () => {
  owner = await signUp({ timeZone: "UTC", companyName: "Northwind Export" });
  await adminDb().brandProfile.update({
    where: { companyId: owner.companyId },
    data: { companyName: "Northwind Coffee", colors: { primary: "#6b3e26", accent: "#e8c07d" } },
  });
  const x = await addAccount(owner.companyId, "twitter");
  const bsky = await addAccount(owner.companyId, "bluesky");
  await addDay(x, "2026-02-25", 100);
  await addDay(x, "2026-03-05", 120);
  await addDay(x, "2026-03-10", 130);
  await addDay(bsky, "2026-02-27", 50);
  await addDay(bsky, "2026-03-03", 60);
  await addPost(
    x,
    "2026-03-02T10:00:00Z",
    { impressions: 1000, likes: 50, comments: 10, shares: 5, saves: 0, clicks: 20 },
    TOP_POST,
  );
  await addPost(bsky, "2026-03-09T18:30:00Z", { likes: 30, comments: 3, shares: 2 }, '=HYPERLINK("http://evil.test")');
  await addPost(x, "2026-02-20T10:00:00Z", {
    impressions: 500,
    likes: 20,
    comments: 5,
    shares: 0,
    saves: 0,
    clicks: 10,
  });
});

/** Calls the route itself to keep the answer's bytes (the shared helper reads bodies as text). */
async function download(query: Record<string, string>, user = owner) {
  const url = new URL("http://localhost:3000/api/reports/export");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await exportRoute(new Request(url, { headers: { authorization: `Bearer ${user.token}` } }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("GET /api/reports/export", () => {
  it("csv: an attachment with each section's rows", async () => {
    const res = await download({ ...RANGE, type: "overview", format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="northwind-coffee-overview-2026-03-01-to-2026-03-10.csv"',
    );
    // UTF-8 with a byte order mark, so spreadsheet programs read accents and emoji right.
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("Social media overview,Northwind Coffee");
    expect(lines).toContain("Time zone,UTC");
    expect(lines).toContain("Followers,190,150,26.67");
    expect(lines).toContain("Impressions,1000,500,100");
    expect(lines).toContain("Engagement rate %,6.5,5,30");
    expect(lines).toContain("Posts published,2,1,100");
    expect(lines).toContain("Date,Followers,Impressions");
    expect(lines).toContain("2026-03-05,180,0");
    expect(lines).toContain("Network,Posts,Followers,Impressions,Engagement,Engagement rate %,Clicks");
    expect(lines).toContain("X (Twitter),1,130,1000,65,6.5,20");
    // No impressions on Bluesky: its engagement rate is n/a, an empty cell.
    expect(lines).toContain("Bluesky,1,60,0,35,,0");
    // A cell a spreadsheet would run as a formula is defused.
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""http://evil.test"")"`))).toBe(true);
    expect(lines).toContain(`2026-03-02 10:00,X (Twitter),twitter user,"${TOP_POST}",1000,65,6.5,20`);
  });

  it("xlsx: a real workbook, a sheet per section, numbers and dates typed", async () => {
    const res = await download({ ...RANGE, type: "overview", format: "xlsx" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      "Summary",
      "Key figures",
      "Daily figures",
      "By network",
      "Top posts",
    ]);
    const kpis = book.getWorksheet("Key figures")!;
    expect(kpis.getRow(1).values).toEqual([undefined, "Metric", "Value", "Previous period", "Change %"]);
    expect(kpis.getCell("A2").value).toBe("Followers");
    expect(kpis.getCell("B2").type).toBe(ExcelJS.ValueType.Number);
    expect(kpis.getCell("B2").value).toBe(190);
    expect(kpis.getCell("D2").value).toBe(26.67);
    const followers = book.getWorksheet("Daily figures")!;
    expect(followers.rowCount).toBe(11);
    expect(followers.getCell("A2").type).toBe(ExcelJS.ValueType.Date);
    expect((followers.getCell("A2").value as Date).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(followers.getCell("B6").value).toBe(180);
    const top = book.getWorksheet("Top posts")!;
    expect(top.getCell("B2").value).toBe("X (Twitter)");
    expect(top.getCell("C2").value).toBe("twitter user");
    expect(top.getCell("D2").value).toBe(TOP_POST);
    expect(top.getCell("E2").value).toBe(1000);
    expect(top.getCell("A2").type).toBe(ExcelJS.ValueType.Date);
  });

  it("pdf: cover, key figures and tables as text", async () => {
    const res = await download({ ...RANGE, type: "overview", format: "pdf" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const [cover, ...rest] = text as string[];
    expect(cover).toContain("Northwind Coffee");
    expect(cover).toContain("Social media overview");
    expect(cover).toContain("1 Mar 2026");
    expect(cover).toContain("10 Mar 2026");
    const body = rest.join("\n");
    for (const expected of [
      "Key figures",
      "190",
      "+26.67%",
      "Trends",
      "FOLLOWERS",
      "Performance by network",
      "X (Twitter)",
      "Top posts",
      TOP_POST,
      "Page 1 of",
    ]) {
      expect(body).toContain(expected);
    }
  });

  it("narrows to the networks asked for and to the caller's company", async () => {
    const bsky = await download({ ...RANGE, format: "csv", platforms: "bluesky" });
    expect(bsky.bytes.toString()).toContain("Followers,60,50,20");
    const other = await signUp({ timeZone: "UTC" });
    const theirs = await download({ ...RANGE, format: "csv" }, other);
    expect(theirs.bytes.toString()).toContain("Followers,0,0,");
    expect(theirs.bytes.toString()).not.toContain(TOP_POST);
  });

  it("refuses an unknown type, format or network and a reversed range with 400", async () => {
    for (const query of [
      { format: "docx" },
      { type: "weather" },
      { platforms: "twitter,myspace" },
      { startDate: "2026-03-10", endDate: "2026-03-01" },
    ]) {
      const res = await api.get("/api/reports/export", { token: owner.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.details).toBeTruthy();
    }
  });
});
