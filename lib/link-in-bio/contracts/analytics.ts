import { z } from "zod";
import { fieldsParsed } from "@/lib/api/cross-field";
import { contract } from "@/lib/api/contract";
import { uuid } from "@/lib/api/schemas";
import { slugParams, TAG } from "./shared";

/** YYYY-MM-DD (a whole UTC day) or an ISO date-time. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  message: "must be a date (YYYY-MM-DD) or an ISO date-time",
});

export const MAX_RANGE_DAYS = 366;

export const AnalyticsQuery = z
  .object({
    startDate: dateOrDateTime
      .optional()
      .describe("First day (UTC) or instant counted; default: 29 days before endDate"),
    endDate: dateOrDateTime
      .optional()
      .describe("Last day counted, whole (a date), or the instant the range ends (a date-time); default: today"),
  })
  .refine((q) => !q.startDate || !q.endDate || rangeOf(q).start < rangeOf(q).end, {
    path: ["endDate"],
    message: "must not be before startDate",
    when: fieldsParsed("startDate", "endDate"),
  })
  .refine((q) => rangeOf(q).end.getTime() - rangeOf(q).start.getTime() <= MAX_RANGE_DAYS * 86_400_000, {
    path: ["startDate"],
    message: `the range may span at most ${MAX_RANGE_DAYS} days`,
    when: fieldsParsed("startDate", "endDate"),
  });

const DAY = 86_400_000;
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The half-open instant range [start, end) a query names. A date as endDate counts that whole day. */
export function rangeOf(q: { startDate?: string; endDate?: string }, now = Date.now()): { start: Date; end: Date } {
  const end = q.endDate
    ? isDate(q.endDate)
      ? new Date(Date.parse(`${q.endDate}T00:00:00Z`) + DAY)
      : new Date(q.endDate)
    : new Date(Math.floor(now / DAY) * DAY + DAY);
  const start = q.startDate
    ? new Date(isDate(q.startDate) ? `${q.startDate}T00:00:00Z` : q.startDate)
    : new Date(Math.floor((end.getTime() - 1) / DAY) * DAY - 29 * DAY);
  return { start, end };
}

const count = z.number().int();
const share = z
  .number()
  .nullable()
  .describe(
    "clicks / views as a share (0.25 is 25 %), 4 decimals; at most 1: null when there were no views or more clicks than views (a visitor clicking several links)",
  );

export const LinkInBioAnalyticsDTO = z.object({
  slug: z.string(),
  startDate: z.string().describe("Start of the range counted (ISO instant, inclusive)"),
  endDate: z.string().describe("End of the range counted (ISO instant, exclusive)"),
  totals: z.object({
    views: count,
    clicks: count,
    uniqueVisitors: count.describe(
      "Distinct visitors who viewed or clicked; the hash behind it changes daily, so a visitor of two days counts twice",
    ),
    clickThroughRate: share,
  }),
  links: z.array(
    z.object({
      linkId: uuid,
      title: z.string(),
      url: z.string(),
      position: z.number().int(),
      clicks: count,
      uniqueClicks: count,
      clickThroughRate: share,
    }),
  ),
  days: z.array(
    z.object({ date: z.string().describe("YYYY-MM-DD, UTC"), views: count, clicks: count, uniqueVisitors: count }),
  ),
  referrers: z.array(z.object({ referrer: z.string().describe("Host of the referring page, or (direct)"), count })),
  countries: z.array(z.object({ country: z.string().describe("ISO 3166 code, or (unknown)"), count })),
  devices: z.array(z.object({ device: z.string(), count })),
  browsers: z.array(z.object({ browser: z.string(), count })),
  operatingSystems: z.array(z.object({ os: z.string(), count })),
  botEvents: count.describe("Views and clicks by bots in the range, left out of every other number"),
});

export const getLinkInBioAnalytics = contract({
  method: "GET",
  path: "/api/link-in-bio/:slug/analytics",
  tag: TAG,
  summary:
    "Views, clicks, unique visitors and click-through rate of a page, per link, per day, with top referrers, countries and devices",
  description:
    "Bots are left out (counted apart in botEvents). Clicks of links deleted since then count in the totals only. Days are UTC.",
  permission: "analytics:view",
  params: slugParams,
  query: AnalyticsQuery,
  response: LinkInBioAnalyticsDTO,
  errors: [404],
});
