import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { platformInput } from "@/lib/content/contracts/shared";
import { EXPLAIN } from "../formulas";
import { TAG } from "./shared";

/** Longest range one request may cover: two years and a day. */
export const MAX_RANGE_DAYS = 732;

/** A calendar day YYYY-MM-DD (of the company's time zone where it is used). */
export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    "must be a real date",
  );

const dayCount = (q: { startDate?: string; endDate?: string }) =>
  q.startDate && q.endDate ? (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1 : 1;

const RangeFields = z.object({
  startDate: dayInput
    .optional()
    .describe("First day (in the company's time zone), inclusive; default: 29 days before endDate"),
  endDate: dayInput.optional().describe("Last day, inclusive; default: today in the company's time zone"),
  platform: platformInput.optional().describe("One network only (either case)"),
});

function checkedRange<T extends typeof RangeFields>(fields: T) {
  return fields
    .refine((q) => dayCount(q) >= 1, {
      path: ["endDate"],
      message: "must not be before startDate",
      when: fieldsParsed("startDate", "endDate"),
    })
    .refine((q) => dayCount(q) <= MAX_RANGE_DAYS, {
      path: ["startDate"],
      message: `must be at most ${MAX_RANGE_DAYS} days before endDate`,
      when: fieldsParsed("startDate", "endDate"),
    });
}

export const AnalyticsQuery = checkedRange(RangeFields);
export type AnalyticsQuery = z.output<typeof AnalyticsQuery>;

const RANGE_NOTE =
  "Days are the company's time zone's. A post counts in the range its publishing time falls in; its numbers are its latest synced lifetime totals. Numbers come from the analytics store (POST /api/analytics/sync), never from the networks.";
const FORMULAS = [EXPLAIN.engagement, EXPLAIN.engagementRate, EXPLAIN.clickThroughRate].join(" ");
/** A rate in percent; null when it cannot be told (formulas.ts). */
const rate = (explanation: string) => z.number().nullable().describe(explanation);

const change = z
  .number()
  .nullable()
  .describe(
    "Percent change vs the previous period of the same length, 2 decimals; null when the previous period had none",
  );

const Period = z.object({ startDate: z.string(), endDate: z.string() });

export const OverviewDTO = z.object({
  followers: z
    .number()
    .int()
    .describe(
      `${EXPLAIN.followers} The previous period's count takes an account first measured since at its first count (its baseline), so followersChange is growth only.`,
    ),
  followersChange: change,
  impressions: z.number().int(),
  impressionsChange: change,
  engagement: z.number().int(),
  engagementChange: change,
  engagementRate: rate(EXPLAIN.engagementRate),
  clicks: z.number().int(),
  clicksChange: change,
  clickThroughRate: rate(EXPLAIN.clickThroughRate),
  posts: z.number().int().describe("Posts published in the range"),
  period: Period,
  previousPeriod: Period,
  previous: z.object({
    followers: z.number().int(),
    impressions: z.number().int(),
    engagement: z.number().int(),
    clicks: z.number().int(),
    engagementRate: rate(EXPLAIN.engagementRate),
    clickThroughRate: rate(EXPLAIN.clickThroughRate),
  }),
});
export type Overview = z.input<typeof OverviewDTO>;

export const analyticsOverview = contract({
  method: "GET",
  path: "/api/analytics/overview",
  tag: TAG,
  summary: "Followers, impressions, engagement and clicks of a range, with the change vs the period before",
  description: [
    RANGE_NOTE,
    FORMULAS,
    "The previous period is the same number of days ending the day before startDate.",
  ].join(" "),
  permission: "analytics:view",
  query: AnalyticsQuery,
  response: OverviewDTO,
});

export const GrowthDTO = z.object({
  data: z.array(z.object({ date: z.string().describe("YYYY-MM-DD"), followers: z.number().int() })),
  totalChange: z.number().int().describe(EXPLAIN.growth),
  percentChange: z
    .number()
    .nullable()
    .describe("totalChange / followers on the first day × 100, 2 decimals; null when the first day had none"),
});
export type Growth = z.input<typeof GrowthDTO>;

export const analyticsGrowth = contract({
  method: "GET",
  path: "/api/analytics/growth",
  tag: TAG,
  summary: "Followers per day",
  description: `${RANGE_NOTE} ${EXPLAIN.followers} A day without a sync carries the last known count; a day before an account's first measurement carries that first count (its baseline). ${EXPLAIN.growth}`,
  permission: "analytics:view",
  query: AnalyticsQuery,
  response: GrowthDTO,
});

export const EngagementDTO = z.object({
  total: z.number().int(),
  breakdown: z.object({
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    saves: z.number().int(),
  }),
  byPlatform: z.record(z.string(), z.number().int()).describe("Engagement per network"),
  engagementRate: rate(EXPLAIN.engagementRate),
});
export type Engagement = z.input<typeof EngagementDTO>;

export const analyticsEngagement = contract({
  method: "GET",
  path: "/api/analytics/engagement",
  tag: TAG,
  summary: "Engagement of the posts published in a range, by kind and by network",
  description: [RANGE_NOTE, FORMULAS].join(" "),
  permission: "analytics:view",
  query: AnalyticsQuery,
  response: EngagementDTO,
});

export const BestTimesDTO = z.object({
  recommendations: z.array(
    z.object({
      day: z.number().int().min(0).max(6).describe("0 is Sunday"),
      hour: z.number().int().min(0).max(23),
      score: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe("The slot's average engagement per post relative to the best slot's (100)"),
      posts: z.number().int(),
    }),
  ),
  heatmap: z
    .record(z.enum(["0", "1", "2", "3", "4", "5", "6"]), z.array(z.number()))
    .describe(
      '"0" (Sunday) to "6": 24 numbers each, the average engagement per post published in that hour, 2 decimals; 0 without posts',
    ),
  timeZone: z.string(),
});
export type BestTimes = z.input<typeof BestTimesDTO>;

export const analyticsBestTimes = contract({
  method: "GET",
  path: "/api/analytics/best-times",
  tag: TAG,
  summary: "When posts get the most engagement: a 7×24 heatmap and the best slots",
  description: [
    RANGE_NOTE,
    FORMULAS,
    "Days and hours are local time in the company's time zone (daylight saving included). recommendations: up to 5 slots with posts, best first.",
  ].join(" "),
  permission: "analytics:view",
  query: AnalyticsQuery,
  response: BestTimesDTO,
});

export const TOP_POST_METRICS = ["engagement", "impressions", "clicks"] as const;

export const TopPostsQuery = checkedRange(
  RangeFields.extend({
    metric: z
      .enum(TOP_POST_METRICS, { message: `must be one of ${TOP_POST_METRICS.join(", ")}` })
      .default("engagement"),
    limit: queryInt(1, 50, 10),
  }),
);
export type TopPostsQuery = z.output<typeof TopPostsQuery>;

export const TopPostDTO = z.object({
  id: uuid.describe("The occurrence id"),
  sourcePostId: uuid,
  content: z.string(),
  platform: z.string(),
  impressions: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  saves: z.number().int(),
  clicks: z.number().int(),
  engagement: z.number().int(),
  engagementRate: rate(
    "This post's engagement ÷ impressions × 100, 2 decimals; n/a (null) when its network reports no impressions",
  ),
  clickThroughRate: rate(
    "This post's link clicks ÷ impressions × 100, 2 decimals; n/a (null) without impressions or with more clicks than impressions",
  ),
  publishedAt: timestamp,
  url: z.string().nullable(),
});
export type TopPost = z.input<typeof TopPostDTO>;

export const analyticsTopPosts = contract({
  method: "GET",
  path: "/api/analytics/top-posts",
  tag: TAG,
  summary: "The posts of a range with the highest engagement, impressions or clicks",
  description: [RANGE_NOTE, FORMULAS, "Ties: the later post first."].join(" "),
  permission: "analytics:view",
  query: TopPostsQuery,
  response: z.array(TopPostDTO),
});
