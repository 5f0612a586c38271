/** The report values decisions.md fixes ("Values the reference leaves open"). */
export const REPORT_TYPES = ["overview", "engagement", "audience", "content", "campaign"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ["pdf", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export const DATE_PRESETS = [
  "last_7_days",
  "last_30_days",
  "last_90_days",
  "this_month",
  "last_month",
  "custom",
] as const;
export const REPORT_METRICS = [
  "impressions",
  "reach",
  "engagement",
  "engagementRate",
  "clicks",
  "followers",
  "likes",
  "comments",
  "shares",
  "saves",
  "views",
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];
/** What a report shows when no metrics are chosen. */
export const DEFAULT_METRICS: readonly ReportMetric[] = [
  "followers",
  "impressions",
  "engagement",
  "engagementRate",
  "clicks",
];

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export const METRIC_LABELS: Record<ReportMetric, string> = {
  followers: "Followers",
  reach: "Reach",
  impressions: "Impressions",
  engagement: "Engagement",
  engagementRate: "Engagement rate",
  clicks: "Clicks",
  likes: "Likes",
  comments: "Comments",
  shares: "Shares",
  saves: "Saves",
  views: "Views",
};
