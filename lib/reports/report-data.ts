import { platformLabel } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { reportMetrics, type PeriodTotals, type ReportScope } from "./report-metrics";
import { zoneOffset } from "./schedule";
import { DEFAULT_METRICS, METRIC_LABELS, type ReportMetric, type ReportType } from "./values";

type CellKind = "text" | "number" | "percent" | "date" | "datetime";

/** One table of a report: a sheet of the XLSX, a block of the CSV, a table of the PDF. Networks are their names ("LinkedIn"), dates and times the company's wall clock (held in a Date's UTC fields, as a spreadsheet cell shows them). */
export interface ReportSection {
  key: SectionKey;
  title: string;
  columns: { header: string; kind: CellKind }[];
  rows: (string | number | Date | null)[][];
}

export interface ReportKpi {
  metric: ReportMetric | "posts";
  label: string;
  /** null: a rate that cannot be told (lib/analytics/formulas.ts), shown "n/a". */
  value: number | null;
  previous: number | null;
  unit?: "%";
  change: number | null;
}

export interface ReportData {
  title: string;
  companyName: string;
  brand: { primary: string; accent: string };
  /** The company's time zone: the days and times of the report are its. */
  timeZone: string;
  period: { startDate: string; endDate: string };
  previousPeriod: { startDate: string; endDate: string };
  /** Names of the report's networks; null: every network. */
  platforms: string[] | null;
  /** Names of the report's accounts; null: every account. */
  accounts: string[] | null;
  campaign: string | null;
  generatedAt: Date;
  kpis: ReportKpi[];
  /** Account figures per day for the line charts: one series per chosen metric among followers, impressions, reach. */
  trends: { metric: ReportMetric; label: string; points: { date: string; value: number }[] }[];
  /** One chosen metric per network for the bar chart. */
  platformBars: { label: string; bars: { network: string; value: number }[] } | null;
  sections: ReportSection[];
}

export interface ReportRequest extends ReportScope {
  type: ReportType;
  metrics?: readonly ReportMetric[];
  title?: string;
}

type SectionKey = "kpis" | "daily" | "byPlatform" | "topPosts" | "bestTimes";

const TITLES: Record<ReportType, string> = {
  overview: "Social media overview",
  engagement: "Engagement report",
  audience: "Audience growth report",
  content: "Content performance report",
  campaign: "Campaign performance report",
};

/** Which tables each report type carries, in order. */
const SECTIONS: Record<ReportType, readonly SectionKey[]> = {
  overview: ["kpis", "daily", "byPlatform", "topPosts"],
  engagement: ["kpis", "byPlatform", "topPosts", "bestTimes"],
  audience: ["kpis", "daily", "byPlatform"],
  content: ["kpis", "topPosts", "bestTimes"],
  campaign: ["kpis", "byPlatform", "topPosts"],
};

/** The order figures are shown in, whatever order they were chosen in. */
const SHOWN_ORDER: readonly ReportMetric[] = [
  "followers",
  "reach",
  "impressions",
  "engagement",
  "engagementRate",
  "clicks",
  "likes",
  "comments",
  "shares",
  "saves",
  "views",
];
/** Account figures (per day); the others are sums over the posts published in the period. */
const DAILY_METRICS: readonly ReportMetric[] = ["followers", "impressions", "reach"];
const POST_METRICS: readonly ReportMetric[] = [
  "impressions",
  "engagement",
  "engagementRate",
  "clicks",
  "likes",
  "comments",
  "shares",
  "saves",
  "views",
];
const BAR_PREFERENCE: readonly ReportMetric[] = [
  "engagement",
  "impressions",
  "clicks",
  "followers",
  "likes",
  "views",
  "comments",
  "shares",
  "saves",
  "engagementRate",
];

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HEX = /^#[0-9a-f]{6}$/i;

/** An instant as the company's wall-clock time. */
const wallClock = (at: Date, timeZone: string) => new Date(at.getTime() + zoneOffset(at, timeZone));

const header = (m: ReportMetric) => (m === "engagementRate" ? "Engagement rate %" : METRIC_LABELS[m]);
const kind = (m: ReportMetric): CellKind => (m === "engagementRate" ? "percent" : "number");

async function names(ctx: TenantCtx, req: ReportRequest) {
  const [company, brand, accounts, campaign] = await Promise.all([
    ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { name: true } }),
    ctx.db.brandProfile.findFirst({ select: { companyName: true, colors: true } }),
    req.socialAccountIds?.length
      ? ctx.db.socialAccount.findMany({
          where: { id: { in: req.socialAccountIds } },
          select: { displayName: true, username: true, platform: true },
          orderBy: { platform: "asc" },
        })
      : null,
    req.campaignId ? ctx.db.campaign.findFirst({ where: { id: req.campaignId }, select: { name: true } }) : null,
  ]);
  const colors = (brand?.colors ?? {}) as Record<string, unknown>;
  const color = (v: unknown, fallback: string) => (typeof v === "string" && HEX.test(v) ? v : fallback);
  return {
    companyName: brand?.companyName || company.name,
    brand: { primary: color(colors.primary, "#1e3a5f"), accent: color(colors.accent ?? colors.secondary, "#f59e0b") },
    accounts: accounts?.map((a) => `${a.displayName || a.username} (${platformLabel(a.platform)})`) ?? null,
    campaign: campaign?.name ?? null,
  };
}

/** Everything a report shows: its chosen metrics, over its networks, accounts and campaign. */
export async function buildReportData(ctx: TenantCtx, req: ReportRequest): Promise<ReportData> {
  const chosen = new Set(req.metrics?.length ? req.metrics : DEFAULT_METRICS);
  const metrics = SHOWN_ORDER.filter((m) => chosen.has(m));
  const [m, named] = await Promise.all([reportMetrics(ctx, req), names(ctx, req)]);
  const value = (t: PeriodTotals, metric: ReportMetric) => t[metric];

  const kpis: ReportKpi[] = [
    ...metrics.map((metric) => ({
      metric,
      label: METRIC_LABELS[metric],
      value: value(m.current, metric),
      previous: value(m.previous, metric),
      change: m.change[metric] ?? null,
      ...(metric === "engagementRate" ? { unit: "%" as const } : {}),
    })),
    {
      metric: "posts",
      label: "Posts published",
      value: m.current.posts,
      previous: m.previous.posts,
      change: m.change.posts ?? null,
    },
  ];
  const daily = DAILY_METRICS.filter((d) => chosen.has(d));
  const postMetrics = POST_METRICS.filter((p) => chosen.has(p));
  const platformMetrics = metrics.filter((p) => p !== "reach");
  const barMetric = BAR_PREFERENCE.find((b) => chosen.has(b));

  const tables: Record<SectionKey, Omit<ReportSection, "key"> | null> = {
    kpis: {
      title: "Key figures",
      columns: [
        { header: "Metric", kind: "text" },
        { header: "Value", kind: "number" },
        { header: "Previous period", kind: "number" },
        { header: "Change %", kind: "percent" },
      ],
      rows: kpis.map((k) => [k.unit ? `${k.label} ${k.unit}` : k.label, k.value, k.previous, k.change]),
    },
    daily: daily.length
      ? {
          title: "Daily figures",
          columns: [{ header: "Date", kind: "date" }, ...daily.map((d) => ({ header: header(d), kind: kind(d) }))],
          rows: m.daily.map((d) => [
            new Date(`${d.date}T00:00:00Z`),
            ...daily.map((metric) => d[metric as "followers" | "impressions" | "reach"]),
          ]),
        }
      : null,
    byPlatform: {
      title: "By network",
      columns: [
        { header: "Network", kind: "text" },
        { header: "Posts", kind: "number" },
        ...platformMetrics.map((p) => ({ header: header(p), kind: kind(p) })),
      ],
      rows: m.byPlatform.map((p) => [
        platformLabel(p.platform),
        p.posts,
        ...platformMetrics.map((metric) => p[metric as Exclude<ReportMetric, "reach">]),
      ]),
    },
    topPosts: {
      title: "Top posts",
      columns: [
        { header: "Published", kind: "datetime" },
        { header: "Network", kind: "text" },
        { header: "Account", kind: "text" },
        { header: "Post", kind: "text" },
        ...postMetrics.map((p) => ({ header: header(p), kind: kind(p) })),
      ],
      rows: m.topPosts.map((p) => [
        wallClock(p.publishedAt, m.timeZone),
        platformLabel(p.platform),
        p.account,
        p.content,
        ...postMetrics.map((metric) => p[metric as keyof typeof p] as number),
      ]),
    },
    bestTimes: {
      title: "Best times to post",
      columns: [
        { header: "Day", kind: "text" },
        { header: "Hour", kind: "number" },
        { header: "Score", kind: "number" },
        { header: "Posts", kind: "number" },
      ],
      rows: m.bestTimes.map((r) => [DAY_NAMES[r.day], r.hour, r.score, r.posts]),
    },
  };
  const keys = SECTIONS[req.type];
  return {
    title: req.title ?? TITLES[req.type],
    ...named,
    timeZone: m.timeZone,
    period: m.period,
    previousPeriod: m.previousPeriod,
    platforms: req.platforms?.length ? req.platforms.map(platformLabel) : null,
    generatedAt: new Date(),
    kpis,
    trends: keys.includes("daily")
      ? daily.map((d) => ({
          metric: d,
          label: METRIC_LABELS[d],
          points: m.daily.map((p) => ({ date: p.date, value: p[d as "followers" | "impressions" | "reach"] })),
        }))
      : [],
    platformBars:
      keys.includes("byPlatform") && barMetric
        ? {
            label: METRIC_LABELS[barMetric],
            bars: m.byPlatform.map((p) => ({
              network: platformLabel(p.platform),
              value: p[barMetric as Exclude<ReportMetric, "reach">] ?? 0,
            })),
          }
        : null,
    sections: keys.flatMap((key) => {
      const table = tables[key];
      return table ? [{ key, ...table }] : [];
    }),
  };
}
