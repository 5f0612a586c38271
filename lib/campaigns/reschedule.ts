/**
 * Date math for resuming a paused campaign, in the company's IANA time zone. Pure: no clock, no DB.
 *
 * Durations are measured on the local wall clock ("paused 3 days" means 3 calendar days even when
 * a DST change falls inside the pause), and shifts are applied to the local wall clock, so a post
 * planned for 10:00 local stays at 10:00 local after the move.
 */
export const RESUME_STRATEGIES = ["shift_weekday", "shift_calendar", "keep_original", "cancel"] as const;
export type ResumeStrategy = (typeof RESUME_STRATEGIES)[number];

export const END_DATE_ACTIONS = ["extend", "set", "keep"] as const;
export type EndDateAction = (typeof END_DATE_ACTIONS)[number];

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall-clock reading of an instant, encoded as if that reading were UTC (ms). */
export function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) + ms;
}

/**
 * The instant whose local wall clock reads `wallMs`. A reading that occurs twice (clocks going
 * back) takes the earlier instant; a reading skipped by clocks going forward lands just after the
 * gap (02:30 on a spring-forward night becomes 03:30), as Temporal's "compatible" rule does.
 */
export function instantFromWallClock(wallMs: number, timeZone: string): Date {
  const offsetAt = (t: number) => wallClockMs(new Date(t), timeZone) - t;
  // DST transitions are months apart, so a day either side sees the offsets around this reading.
  const before = offsetAt(wallMs - DAY_MS);
  const after = offsetAt(wallMs + DAY_MS);
  const candidates = [wallMs - before, wallMs - after].filter((t) => wallClockMs(new Date(t), timeZone) === wallMs);
  if (candidates.length) return new Date(Math.min(...candidates));
  return new Date(wallMs - before);
}

/** How long the campaign was paused, on the local wall clock; never negative. */
export function pausedWallDuration(pausedAt: Date, resumedAt: Date, timeZone: string): number {
  return Math.max(0, wallClockMs(resumedAt, timeZone) - wallClockMs(pausedAt, timeZone));
}

/** Moves an instant forward by a wall-clock duration: whole local days plus the remainder. */
export function shiftByWallDuration(instant: Date, wallDurationMs: number, timeZone: string): Date {
  if (wallDurationMs === 0) return new Date(instant);
  return instantFromWallClock(wallClockMs(instant, timeZone) + wallDurationMs, timeZone);
}

/** The paused duration rounded up to whole weeks: the shift that keeps weekday and local time. */
export function weekdayPreservingShift(wallDurationMs: number): number {
  return Math.ceil(wallDurationMs / WEEK_MS) * WEEK_MS;
}

export type ScheduledPostOutcome =
  | { action: "reschedule"; scheduledAt: Date }
  | { action: "keep" }
  /** Due while paused: it must not publish by surprise, so it goes back to draft (scheduledAt kept for reference). */
  | { action: "unschedule" }
  | { action: "cancel" };

export interface ResumeClock {
  pausedAt: Date;
  resumedAt: Date;
  timeZone: string;
}

/** What happens to one SCHEDULED post of the campaign when it resumes with `strategy`. */
export function outcomeForScheduledPost(
  strategy: ResumeStrategy,
  scheduledAt: Date,
  clock: ResumeClock,
): ScheduledPostOutcome {
  const paused = pausedWallDuration(clock.pausedAt, clock.resumedAt, clock.timeZone);
  switch (strategy) {
    case "cancel":
      return { action: "cancel" };
    case "keep_original":
      return scheduledAt.getTime() <= clock.resumedAt.getTime() ? { action: "unschedule" } : { action: "keep" };
    case "shift_calendar":
      return { action: "reschedule", scheduledAt: shiftByWallDuration(scheduledAt, paused, clock.timeZone) };
    case "shift_weekday":
      return {
        action: "reschedule",
        scheduledAt: shiftByWallDuration(scheduledAt, weekdayPreservingShift(paused), clock.timeZone),
      };
  }
}

/** The campaign's end date after resuming; extend moves it like shift_calendar moves a post. */
export function resumedEndDate(
  endsAt: Date | null,
  action: EndDateAction,
  clock: ResumeClock,
  newEndDate?: Date,
): Date | null {
  if (action === "set") return newEndDate ?? endsAt;
  if (action === "extend" && endsAt) {
    return shiftByWallDuration(
      endsAt,
      pausedWallDuration(clock.pausedAt, clock.resumedAt, clock.timeZone),
      clock.timeZone,
    );
  }
  return endsAt;
}
