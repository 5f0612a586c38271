import { instantFromWallClock, wallClockMs } from "@/lib/campaigns/reschedule";

/**
 * Calendar dates and times in the company's IANA zone, whatever zone the browser is in. A day is
 * a civil date "YYYY-MM-DD"; its bounds are the instants its local midnight falls on, so a day
 * with a DST change is 23 or 25 hours long. Pure: no clock, no DOM.
 */

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

export const CALENDAR_VIEWS = ["month", "week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function isCalendarView(value: unknown): value is CalendarView {
  return CALENDAR_VIEWS.includes(value as CalendarView);
}

/** A civil date as "YYYY-MM-DD" from its midnight encoded as UTC ms. */
function dayOfWall(wallMs: number): string {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** "YYYY-MM-DD" → its midnight encoded as UTC ms. */
function wallOfDay(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

export function isDayKey(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayOfWall(wallOfDay(value)) === value;
}

/** The local date an instant falls on in the zone. */
export function dayKeyOf(instant: Date | string, timeZone: string): string {
  return dayOfWall(Math.floor(wallClockMs(new Date(instant), timeZone) / DAY_MS) * DAY_MS);
}

export function addDays(day: string, days: number): string {
  return dayOfWall(wallOfDay(day) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(wallOfDay(day)).getUTCDay();
}

/** The instant the day's local midnight falls on (the first instant of that day, when midnight is skipped). */
export function dayStart(day: string, timeZone: string): Date {
  return instantFromWallClock(wallOfDay(day), timeZone);
}

/** The Monday on or before the day: weeks run Monday to Sunday. */
export function weekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The seven days of the day's week. */
export function weekDays(day: string): string[] {
  const first = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Whole weeks (Monday first) covering the day's month: 4 to 6 rows of 7 days. */
export function monthWeeks(day: string): string[][] {
  const month = day.slice(0, 7);
  const weeks: string[][] = [];
  for (let start = weekStart(`${month}-01`); start.slice(0, 7) <= month; start = addDays(start, 7))
    weeks.push(weekDays(start));
  return weeks;
}

/** The instants a view shows: from the first day's start to the start of the day after the last. */
export function viewRange(view: CalendarView, day: string, timeZone: string): { days: string[]; from: Date; to: Date } {
  const days = view === "day" ? [day] : view === "week" ? weekDays(day) : monthWeeks(day).flat();
  return { days, from: dayStart(days[0], timeZone), to: dayStart(addDays(days[days.length - 1], 1), timeZone) };
}

/** The anchor day of the previous or next page of the view. */
export function shiftView(view: CalendarView, day: string, direction: -1 | 1): string {
  if (view === "day") return addDays(day, direction);
  if (view === "week") return addDays(day, 7 * direction);
  const [y, m] = day.split("-").map(Number);
  const month = new Date(Date.UTC(y, m - 1 + direction, 1));
  return dayOfWall(month.getTime());
}

/**
 * The instant on `targetDay` at the same local time of day as `instant`, in the zone: what dropping
 * an occurrence on another day means. A time the target day skips (spring forward) lands just
 * after the gap; one it has twice takes the earlier.
 */
export function moveToDay(instant: Date | string, targetDay: string, timeZone: string): Date {
  const wall = wallClockMs(new Date(instant), timeZone);
  const timeOfDay = wall - Math.floor(wall / DAY_MS) * DAY_MS;
  return instantFromWallClock(wallOfDay(targetDay) + timeOfDay, timeZone);
}

export const MINUTES_PER_DAY = 24 * 60;

/** Minutes past local midnight of the instant, on the zone's clock. */
export function minuteOfDay(instant: Date | string, timeZone: string): number {
  const wall = wallClockMs(new Date(instant), timeZone);
  return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / 60_000);
}

/** The instant `minutes` past local midnight of the day in the zone (a skipped time lands just after the gap). */
export function atMinuteOfDay(day: string, minutes: number, timeZone: string): Date {
  return instantFromWallClock(wallOfDay(day) + minutes * 60_000, timeZone);
}

/** A minute of the day rounded down to its step (15: the quarter hour), kept within the day. */
export function snapMinute(minutes: number, step: number): number {
  return Math.min(Math.max(Math.floor(minutes / step) * step, 0), MINUTES_PER_DAY - step);
}

/** An instant as a datetime-local value ("YYYY-MM-DDTHH:mm") read on the zone's clock. */
export function toZonedInput(instant: Date | string | null | undefined, timeZone: string): string {
  if (!instant) return "";
  const d = new Date(wallClockMs(new Date(instant), timeZone));
  return `${dayOfWall(d.getTime())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A datetime-local value read on the zone's clock → the instant; null when empty or unreadable. */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const day = value.slice(0, 10);
  const [hours, minutes] = [Number(match[4]), Number(match[5])];
  if (!isDayKey(day) || hours > 23 || minutes > 59) return null;
  return atMinuteOfDay(day, hours * 60 + minutes, timeZone);
}

/** Groups items by the local day of their time, each day's items in time order. */
export function byDay<T extends { scheduledAt: string }>(items: readonly T[], timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  for (const item of sorted) {
    const key = dayKeyOf(item.scheduledAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}
