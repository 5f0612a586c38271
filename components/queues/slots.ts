import type { Slot } from "@/lib/queues/contracts";
import { slotInstants } from "@/lib/queues/next-slot";

/** Week days as the API numbers them (0 = Sunday), listed Monday first as the editor shows them. */
export const WEEKDAYS = [
  { value: 1, short: "Mon", long: "Monday" },
  { value: 2, short: "Tue", long: "Tuesday" },
  { value: 3, short: "Wed", long: "Wednesday" },
  { value: 4, short: "Thu", long: "Thursday" },
  { value: 5, short: "Fri", long: "Friday" },
  { value: 6, short: "Sat", long: "Saturday" },
  { value: 0, short: "Sun", long: "Sunday" },
] as const;

/** The editor's value for "every day" (the API's dayOfWeek null). */
export const EVERY_DAY = "daily";

/** One row of the slot editor: the day as a select value ("daily" or "0".."6") and an HH:MM time. */
export interface SlotRow {
  key: string;
  day: string;
  time: string;
}

let nextKey = 0;
export const newRowKey = () => `slot-${++nextKey}`;

const dayRank = (day: number | null) => (day === null ? -1 : (day + 6) % 7);

/** Every-day slots first, then Monday to Sunday, each by time. */
export function sortSlots(slots: readonly Slot[]): Slot[] {
  return [...slots].sort((a, b) => dayRank(a.dayOfWeek) - dayRank(b.dayOfWeek) || a.time.localeCompare(b.time));
}

export function slotRowsFrom(slots: readonly Slot[]): SlotRow[] {
  return sortSlots(slots).map((s) => ({
    key: newRowKey(),
    day: s.dayOfWeek === null ? EVERY_DAY : String(s.dayOfWeek),
    time: s.time,
  }));
}

export function slotsBody(rows: readonly SlotRow[]): Slot[] {
  return rows.map((r) => ({ dayOfWeek: r.day === EVERY_DAY ? null : Number(r.day), time: r.time }));
}

/**
 * What the browser can tell before saving, keyed like the API's details ("slots.2.time"): a row
 * without a time, and a row repeating an earlier one (it would never get an item of its own).
 */
export function slotRowErrors(rows: readonly SlotRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (!r.time) errors[`slots.${i}.time`] = "Pick a time";
    else if (seen.has(`${r.day} ${r.time}`)) errors[`slots.${i}.time`] = "Same day and time as another slot";
    seen.add(`${r.day} ${r.time}`);
  });
  return errors;
}

/** "Every day 09:00 · Mon 12:30, 17:00 · Fri 08:00"; "No slots" for none. */
export function slotSummary(slots: readonly Slot[]): string {
  if (!slots.length) return "No slots";
  const groups = new Map<number | null, string[]>();
  for (const s of sortSlots(slots)) groups.set(s.dayOfWeek, [...(groups.get(s.dayOfWeek) ?? []), s.time]);
  return [...groups]
    .map(
      ([day, times]) =>
        `${day === null ? "Every day" : WEEKDAYS.find((d) => d.value === day)!.short} ${[...new Set(times)].join(", ")}`,
    )
    .join(" · ");
}

/** The next `count` slot instants after `now` that no waiting item holds, as the API would fill them. */
export function nextFreeSlots(
  slots: readonly Slot[],
  timeZone: string,
  now: Date,
  takenIso: readonly string[],
  count: number,
): Date[] {
  const taken = new Set(takenIso.map((iso) => new Date(iso).getTime()));
  const free: Date[] = [];
  for (const at of slotInstants(slots, timeZone, now)) {
    if (taken.has(at.getTime())) continue;
    free.push(at);
    if (free.length === count) break;
  }
  return free;
}

/** "Mon, Dec 1, 09:00" on the clocks of `timeZone`. */
export function formatInZone(at: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));
}
