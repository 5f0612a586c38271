import { bestTimesSql, byEngagement, type BestTimesRow, type HourSlot } from "@/lib/analytics/aggregates";
import { addDays } from "@/lib/analytics/range";
import { dayInZone } from "@/lib/analytics/time-zone";
import { tenantSql, type TenantCtx } from "@/lib/db";

/** A network's history is enough with at least this many posts with synced numbers published in the last HISTORY_DAYS days. */
export const HISTORY_MIN_POSTS = 20;
export const HISTORY_DAYS = 90;

/** A network's peak hours (local, in the company's zone) from its own posts' engagement. */
export interface HistoryPeaks {
  posts: number;
  /** The hour to post on a weekday (0 Sunday): that weekday's best hour, or the best hour overall for a weekday without posts. */
  hourOn(weekday: number): number;
}

function peaksOf(slots: HourSlot[]): HistoryPeaks {
  const ranked = [...slots].sort(byEngagement);
  const bestHour = ranked[0].hour;
  const byWeekday = new Map<number, number>();
  for (const s of ranked) if (!byWeekday.has(s.day)) byWeekday.set(s.day, s.hour);
  return { posts: slots.reduce((n, s) => n + s.posts, 0), hourOn: (weekday) => byWeekday.get(weekday) ?? bestHour };
}

/**
 * Peak hours of each network with enough history, from the analytics store through the
 * best-times aggregate (average engagement per post by local weekday and hour, so a change of
 * daylight saving time moves nothing); networks with too little are left out.
 */
export async function historyPeaks(
  ctx: TenantCtx,
  platforms: string[],
  timeZone: string,
  now: Date,
): Promise<Map<string, HistoryPeaks>> {
  const endDate = dayInZone(now, timeZone).toISOString().slice(0, 10);
  const startDate = addDays(endDate, -(HISTORY_DAYS - 1));
  const found = await Promise.all(
    platforms.map(async (platform) => {
      const [row] = await tenantSql<BestTimesRow>(ctx, (company) =>
        bestTimesSql(company, { startDate, endDate, platforms: [platform], now }),
      );
      const peaks = row && row.slots.length ? peaksOf(row.slots) : null;
      return peaks && peaks.posts >= HISTORY_MIN_POSTS ? ([platform, peaks] as const) : null;
    }),
  );
  return new Map(found.filter((f) => f !== null));
}
