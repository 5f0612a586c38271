import { badRequest } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { MAX_RANGE_DAYS, type AnalyticsQuery } from "./contracts";
import { dayInZone } from "./time-zone";

/** A range of whole days in the company's time zone, with the period of the same length before it. */
export interface DayRange {
  start: string;
  end: string;
  days: number;
  previousStart: string;
  previousEnd: string;
  timeZone: string;
  /** Networks to count; null: all. */
  platforms: string[] | null;
}

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => ymd(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** `platforms` (reports) or `platform` (analytics routes) narrow the networks. Defaults: the 30 days ending today (company's zone); only startDate given: up to today (or that day). */
export async function resolveRange(
  ctx: TenantCtx,
  q: AnalyticsQuery & { platforms?: string[] },
  now = new Date(),
): Promise<DayRange> {
  const { timeZone } = await ctx.db.company.findUniqueOrThrow({
    where: { id: ctx.companyId },
    select: { timeZone: true },
  });
  const today = ymd(dayInZone(now, timeZone));
  const end = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  const start = q.startDate ?? addDays(end, -29);
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest({ startDate: `must be at most ${MAX_RANGE_DAYS} days before endDate` });
  const previousEnd = addDays(start, -1);
  return {
    start,
    end,
    days,
    previousStart: addDays(previousEnd, -(days - 1)),
    previousEnd,
    timeZone,
    platforms: q.platforms?.length ? q.platforms : q.platform ? [q.platform] : null,
  };
}
