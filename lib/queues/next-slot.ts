import { instantFromWallClock, wallClockMs } from "@/lib/campaigns/reschedule";
import type { Slot } from "./contracts";

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 56;

/**
 * The slot instants of a queue from `after` on, in order: each day of the queue's zone, the slots
 * of that weekday (dayOfWeek null: every day) at their wall-clock time there. A time that does not
 * exist on a spring-forward day lands just after the gap, as the zone's clocks say.
 */
export function* slotInstants(
  slots: readonly Slot[],
  timeZone: string,
  after: Date,
  days = HORIZON_DAYS,
): Generator<Date> {
  const startWall = wallClockMs(after, timeZone);
  const firstDay = Math.floor(startWall / DAY_MS) * DAY_MS;
  for (let d = 0; d < days; d++) {
    const dayWall = firstDay + d * DAY_MS;
    const weekday = new Date(dayWall).getUTCDay();
    const times = slots
      .filter((s) => s.dayOfWeek === null || s.dayOfWeek === weekday)
      .map((s) => Number(s.time.slice(0, 2)) * 3600_000 + Number(s.time.slice(3)) * 60_000)
      .sort((a, b) => a - b);
    for (const t of [...new Set(times)]) {
      const at = instantFromWallClock(dayWall + t, timeZone);
      if (at.getTime() > after.getTime()) yield at;
    }
  }
}

/** The first slot instant after `after` that `taken` (instants in ms) does not hold; null within the horizon. */
export function nextFreeSlot(
  slots: readonly Slot[],
  timeZone: string,
  after: Date,
  taken: ReadonlySet<number>,
): Date | null {
  for (const at of slotInstants(slots, timeZone, after)) if (!taken.has(at.getTime())) return at;
  return null;
}
