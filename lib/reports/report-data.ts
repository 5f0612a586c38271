import type { TenantCtx } from "@/lib/db";
import { bestTimes, engagement, growth, overview, topPosts } from "@/lib/analytics/dashboard";
import type { ReportType } from "./values";

/** One table of a report: a sheet of the XLSX, a block of the CSV, a table of the PDF. */
export interface ReportSection {
  title: string;
  columns: { header: string; kind: "text" | "number" | "percent" | "date" | "datetime" }[];
  rows: (string | number | Date | null)[][];
}

export interface ReportData {
  title: string;
  companyName: string;
  brand: { primary: string; accent: string };
  period: { startDate: string; endDate: string };
  platforms: string[] | null;
  generatedAt: Date;
  kpis: { label: string; value: number; unit?: "%"; change: number | null }[];
  /** Followers per day (the PDF's line chart). */
  growth: { date: string; followers: number }[];
  /** Engagement per network (the PDF's bar chart). */
  engagementByPlatform: { platform: string; engagement: number }[];
  sections: ReportSection[];
}

export interface ReportRequest {
  type: ReportType;
  startDate?: string;
  endDate?: string;
  platforms?: string[];
  title?: string;
}

const TITLES: Record<ReportType, string> = {
  overview: "Social media overview",
  engagement: "Engagement report",
  audience: "Audience growth report",
  content: "Content performance report",
  campaign: "Campaign performance report",
};

/** Which tables each report type carries, in order. */
const SECTIONS: Record<ReportType, readonly ("kpis" | "growth" | "engagement" | "topPosts" | "bestTimes")[]> = {
  overview: ["kpis", "growth", "engagement", "topPosts"],
  engagement: ["kpis", "engagement", "topPosts", "bestTimes"],
  audience: ["kpis", "growth"],
  content: ["kpis", "topPosts", "bestTimes"],
  campaign: ["kpis", "engagement", "topPosts"],
};

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HEX = /^#[0-9a-f]{6}$/i;

/** Everything a report shows, read from the analytics store (the same services as the dashboard). */
export async function buildReportData(ctx: TenantCtx, req: ReportRequest): Promise<ReportData> {
  const q = { startDate: req.startDate, endDate: req.endDate, platforms: req.platforms };
  const [o, g, e, top, times, company, brand] = await Promise.all([
    overview(ctx, q),
    growth(ctx, q),
    engagement(ctx, q),
    topPosts(ctx, { ...q, metric: "engagement", limit: 10 }),
    bestTimes(ctx, q),
    ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { name: true } }),
    ctx.db.brandProfile.findFirst({ select: { companyName: true, colors: true } }),
  ]);
  const colors = (brand?.colors ?? {}) as Record<string, unknown>;
  const color = (v: unknown, fallback: string) => (typeof v === "string" && HEX.test(v) ? v : fallback);

  const kpis: ReportData["kpis"] = [
    { label: "Followers", value: o.followers, change: o.followersChange },
    { label: "Impressions", value: o.impressions, change: o.impressionsChange },
    { label: "Engagement", value: o.engagement, change: o.engagementChange },
    { label: "Engagement rate", value: o.engagementRate, unit: "%", change: null },
    { label: "Clicks", value: o.clicks, change: o.clicksChange },
    { label: "Posts published", value: o.posts, change: null },
  ];
  const tables: Record<(typeof SECTIONS)[ReportType][number], ReportSection> = {
    kpis: {
      title: "Key figures",
      columns: [{ header: "Metric", kind: "text" }, { header: "Value", kind: "number" }, { header: "Previous period", kind: "number" }, { header: "Change %", kind: "percent" }],
      rows: [
        ["Followers", o.followers, o.previous.followers, o.followersChange],
        ["Impressions", o.impressions, o.previous.impressions, o.impressionsChange],
        ["Engagement", o.engagement, o.previous.engagement, o.engagementChange],
        ["Engagement rate %", o.engagementRate, o.previous.engagementRate, null],
        ["Clicks", o.clicks, o.previous.clicks, o.clicksChange],
        ["Posts published", o.posts, null, null],
      ],
    },
    growth: {
      title: "Followers",
      columns: [{ header: "Date", kind: "date" }, { header: "Followers", kind: "number" }],
      rows: g.data.map((d) => [new Date(`${d.date}T00:00:00Z`), d.followers]),
    },
    engagement: {
      title: "Engagement",
      columns: [{ header: "Network", kind: "text" }, { header: "Engagement", kind: "number" }],
      rows: [
        ...Object.entries(e.byPlatform).map(([platform, n]) => [platform, n]),
        ["Likes (all networks)", e.breakdown.likes],
        ["Comments (all networks)", e.breakdown.comments],
        ["Shares (all networks)", e.breakdown.shares],
        ["Saves (all networks)", e.breakdown.saves],
      ],
    },
    topPosts: {
      title: "Top posts",
      columns: [
        { header: "Published", kind: "datetime" }, { header: "Network", kind: "text" }, { header: "Post", kind: "text" },
        { header: "Impressions", kind: "number" }, { header: "Engagement", kind: "number" }, { header: "Engagement rate %", kind: "number" }, { header: "Clicks", kind: "number" },
      ],
      rows: top.map((p) => [new Date(p.publishedAt), p.platform, p.content, p.impressions, p.engagement, p.engagementRate, p.clicks]),
    },
    bestTimes: {
      title: "Best times to post",
      columns: [{ header: "Day", kind: "text" }, { header: "Hour", kind: "number" }, { header: "Score", kind: "number" }, { header: "Posts", kind: "number" }],
      rows: times.recommendations.map((r) => [DAY_NAMES[r.day], r.hour, r.score, r.posts]),
    },
  };
  return {
    title: req.title ?? TITLES[req.type],
    companyName: brand?.companyName || company.name,
    brand: { primary: color(colors.primary, "#1f2937"), accent: color(colors.accent, "#6366f1") },
    period: o.period,
    platforms: req.platforms?.length ? req.platforms : null,
    generatedAt: new Date(),
    kpis,
    growth: g.data,
    engagementByPlatform: Object.entries(e.byPlatform).map(([platform, n]) => ({ platform, engagement: n })),
    sections: SECTIONS[req.type].map((s) => tables[s]),
  };
}
