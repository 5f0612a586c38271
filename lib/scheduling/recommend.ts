import { instantFromWallClock, wallClockMs } from "@/lib/campaigns/reschedule";
import { platformLabel } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import type { RecommendBody, RecommendedSlot } from "./contracts";
import { HISTORY_DAYS, historyPeaks, type HistoryPeaks } from "./recommend-history";
import { readSettings, type StoredSettings } from "./settings";

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 28;

/**
 * Documented default peak windows per network (local time, every day) when the company set none:
 * weekday mornings for LinkedIn, late morning for the others.
 */
export const DEFAULT_PEAKS: Record<string, { days: number[]; time: string }> = {
  linkedin: { days: [1, 2, 3, 4, 5], time: "08:30" },
  twitter: { days: [0, 1, 2, 3, 4, 5, 6], time: "09:00" },
  bluesky: { days: [0, 1, 2, 3, 4, 5, 6], time: "10:00" },
  mastodon: { days: [0, 1, 2, 3, 4, 5, 6], time: "11:00" },
};
const FALLBACK_PEAK = { days: [0, 1, 2, 3, 4, 5, 6], time: "12:00" };

/** ±HH:MM of the zone at that instant. */
export function offsetAt(instant: Date, timeZone: string): string {
  const minutes = Math.round((wallClockMs(instant, timeZone) - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

interface Candidate {
  time: Date;
  source: "history" | "override" | "default";
  reason: string;
}

/** A window's start on one day: minutes after local midnight. */
type WindowStart = Omit<Candidate, "time"> & { m: number };

const WEEKDAYS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The company's posting windows for a platform: its own, else those for every platform. */
const ownWindows = (platform: string, settings: StoredSettings) => {
  const windows = settings.postingWindows.filter((w) => w.platform === platform);
  return windows.length ? windows : settings.postingWindows.filter((w) => !w.platform);
};

/**
 * Where a platform's windows come from: the company's posting schedule (override), else its own
 * engagement history when there is enough (history), else the documented defaults.
 */
function windowStarts(
  platform: string,
  weekday: number,
  settings: StoredSettings,
  history: Map<string, HistoryPeaks>,
): WindowStart[] {
  const label = platformLabel(platform);
  const own = ownWindows(platform, settings);
  if (own.length)
    return own
      .filter((w) => w.dayOfWeek === weekday)
      .map((w) => ({
        m: minutesOf(w.start),
        source: "override" as const,
        reason: `${label}: your posting window from ${w.start}`,
      }));
  const peaks = history.get(platform);
  if (peaks) {
    const m = peaks.hourOn(weekday) * 60;
    return [
      {
        m,
        source: "history" as const,
        reason: `${label}: your posts on ${WEEKDAYS[weekday]} at ${hhmm(m)} got the most engagement (${peaks.posts} posts in the last ${HISTORY_DAYS} days)`,
      },
    ];
  }
  const peak = DEFAULT_PEAKS[platform] ?? FALLBACK_PEAK;
  return peak.days.includes(weekday)
    ? [{ m: minutesOf(peak.time), source: "default" as const, reason: `${label}: usual peak at ${peak.time}` }]
    : [];
}

/** A platform's window starts from `after` on, in the company's zone, in order. */
function* candidates(
  platform: string,
  settings: StoredSettings,
  history: Map<string, HistoryPeaks>,
  after: Date,
): Generator<Candidate> {
  const firstDay = Math.floor(wallClockMs(after, settings.timeZone) / DAY_MS) * DAY_MS;
  for (let d = 0; d < HORIZON_DAYS; d++) {
    const day = firstDay + d * DAY_MS;
    const starts = windowStarts(platform, new Date(day).getUTCDay(), settings, history);
    for (const s of starts.sort((a, b) => a.m - b.m)) {
      const time = instantFromWallClock(day + s.m * 60_000, settings.timeZone);
      if (time.getTime() > after.getTime()) yield { time, source: s.source, reason: s.reason };
    }
  }
}

/** Posts already planned per platform and local day (occurrences waiting or published), plus this request's picks. */
class DayCounts {
  private counts = new Map<string, number>();
  constructor(private readonly timeZone: string) {}
  key(platform: string, at: Date) {
    return `${platform} ${Math.floor(wallClockMs(at, this.timeZone) / DAY_MS)}`;
  }
  add(platform: string, at: Date) {
    const k = this.key(platform, at);
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }
  count(platform: string, at: Date) {
    return this.counts.get(this.key(platform, at)) ?? 0;
  }
}

function allowed(platform: string, at: Date, settings: StoredSettings, counts: DayCounts): boolean {
  if (settings.blackouts.some((b) => at >= b.startsAt && at < b.endsAt)) return false;
  const max = settings.maxPostsPerDay[platform];
  return max === undefined || counts.count(platform, at) < max;
}

interface Plan {
  settings: StoredSettings;
  history: Map<string, HistoryPeaks>;
  counts: DayCounts;
}

function firstAllowed(
  platform: string,
  plan: Plan,
  after: Date,
  also: (at: Date) => boolean = () => true,
): Candidate | null {
  const { settings, counts } = plan;
  for (const c of candidates(platform, settings, plan.history, after))
    if (allowed(platform, c.time, settings, counts) && also(c.time)) return c;
  return null;
}

/**
 * Recommended times (the reference's recommend rules): per target one shared time every platform
 * may use, or with strategy split each platform's own next window; a split that lands on one
 * instant collapses to a shared slot. Offsets are the company zone's at each instant, so a split
 * across a DST change carries two offsets.
 */
export async function recommendSlots(ctx: TenantCtx, body: RecommendBody): Promise<{ slots: RecommendedSlot[] }> {
  const settings = await readSettings(ctx);
  const tz = settings.timeZone;
  const counts = new DayCounts(tz);
  const withoutWindows = [...new Set(body.targets.flatMap((t) => t.platforms))].filter(
    (p) => !ownWindows(p, settings).length,
  );
  const plan: Plan = { settings, counts, history: await historyPeaks(ctx, withoutWindows, tz, new Date()) };
  const planned = await ctx.db.postOccurrence.findMany({
    where: {
      status: { in: ["SCHEDULED", "HELD", "PUBLISHING", "PUBLISHED"] },
      scheduledAt: {
        gte: new Date(body.after.getTime() - DAY_MS),
        lt: new Date(body.after.getTime() + (HORIZON_DAYS + 1) * DAY_MS),
      },
    },
    select: { platform: true, scheduledAt: true },
  });
  for (const o of planned) counts.add(o.platform, o.scheduledAt);

  const slots: RecommendedSlot[] = [];
  for (const target of body.targets) {
    const platforms = [...new Set(target.platforms)];
    if (body.strategy === "split" && platforms.length > 1) {
      const picks = platforms.map((p) => ({ platform: p, pick: firstAllowed(p, plan, body.after) }));
      if (picks.some((x) => !x.pick)) continue;
      for (const x of picks) counts.add(x.platform, x.pick!.time);
      const sorted = [...picks].sort((a, b) => a.pick!.time.getTime() - b.pick!.time.getTime());
      const earliest = sorted[0].pick!;
      if (picks.every((x) => x.pick!.time.getTime() === earliest.time.getTime())) {
        slots.push({
          key: target.key,
          time: earliest.time.toISOString(),
          reason: earliest.reason,
          source: earliest.source,
          timezone: tz,
          timezoneOffset: offsetAt(earliest.time, tz),
          sharedWindowNote: "Every platform's best window falls at the same time, so one shared time is recommended.",
        });
        continue;
      }
      slots.push({
        key: target.key,
        time: earliest.time.toISOString(),
        reason: `Split: each platform at its own best window (${sorted.map((x) => platformLabel(x.platform)).join(", ")})`,
        source: earliest.source,
        timezone: tz,
        timezoneOffset: offsetAt(earliest.time, tz),
        platformSlots: picks.map((x) => ({
          platform: x.platform,
          time: x.pick!.time.toISOString(),
          reason: x.pick!.reason,
          source: x.pick!.source,
          timezoneOffset: offsetAt(x.pick!.time, tz),
        })),
      });
      continue;
    }
    // Shared: the first window of the first platform that every platform may use.
    const [lead, ...rest] = platforms;
    const pick = firstAllowed(lead, plan, body.after, (at) => rest.every((p) => allowed(p, at, settings, counts)));
    if (!pick) continue;
    for (const p of platforms) counts.add(p, pick.time);
    slots.push({
      key: target.key,
      time: pick.time.toISOString(),
      reason: pick.reason,
      source: pick.source,
      timezone: tz,
      timezoneOffset: offsetAt(pick.time, tz),
    });
  }
  return { slots };
}
