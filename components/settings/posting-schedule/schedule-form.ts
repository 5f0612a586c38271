import { instantFromWallClock, wallClockMs } from "@/lib/campaigns/reschedule";
import { SOCIAL_PLATFORMS, toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";
import type { SchedulingSettingsDTO } from "@/lib/scheduling/contracts";

/**
 * The posting schedule form and its conversion to and from `PUT /api/scheduling/settings`.
 * Windows and blackout days are read on the company's clocks; a blackout is a range of whole days,
 * first to last inclusive, sent as [midnight of the first day, midnight after the last day).
 */

const DAY_MS = 86_400_000;

export interface WindowRow {
  key: string;
  dayOfWeek: number;
  /** "" for every network. */
  platform: string;
  start: string;
  end: string;
}

export interface BlackoutRow {
  key: string;
  /** YYYY-MM-DD, first and last day (inclusive). */
  from: string;
  to: string;
  reason: string;
  /** The stored instants of a blackout that does not span whole days, sent back while its days are untouched. */
  exact?: { startsAt: string; endsAt: string };
}

export interface ScheduleForm {
  windows: WindowRow[];
  /** Per network: "" for no limit, otherwise the number typed. */
  limits: Record<SocialPlatform, string>;
  blackouts: BlackoutRow[];
}

export interface SettingsBody {
  postingWindows: { platform?: string; dayOfWeek: number; start: string; end: string }[];
  maxPostsPerDay: Partial<Record<SocialPlatform, number>>;
  blackouts: { startsAt: string; endsAt: string; reason: string }[];
}

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (wallMs: number) => {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Midnight starting `day` (YYYY-MM-DD) on the clocks of `timeZone`; null for an unreadable day. */
export function startOfDay(day: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(wall) ? null : instantFromWallClock(wall, timeZone);
}

/** A stored blackout as whole days in the zone; `exact` kept when its bounds are not midnights there. */
export function blackoutRow(b: { startsAt: string; endsAt: string; reason: string }, timeZone: string): BlackoutRow {
  const startWall = wallClockMs(new Date(b.startsAt), timeZone);
  const endWall = wallClockMs(new Date(b.endsAt), timeZone);
  const wholeDays = startWall % DAY_MS === 0 && endWall % DAY_MS === 0;
  return {
    key: newKey("blackout"),
    from: isoDay(startWall),
    to: isoDay(Math.ceil(endWall / DAY_MS) * DAY_MS - DAY_MS),
    reason: b.reason,
    exact: wholeDays ? undefined : { startsAt: b.startsAt, endsAt: b.endsAt },
  };
}

const dayRank = (day: number) => (day + 6) % 7;

export function toForm(settings: SchedulingSettingsDTO): ScheduleForm {
  const limits = Object.fromEntries(
    SOCIAL_PLATFORMS.map((p) => [
      p,
      settings.maxPostsPerDay[p] === undefined ? "" : String(settings.maxPostsPerDay[p]),
    ]),
  ) as Record<SocialPlatform, string>;
  return {
    windows: [...settings.postingWindows]
      .sort((a, b) => dayRank(a.dayOfWeek) - dayRank(b.dayOfWeek) || a.start.localeCompare(b.start))
      .map((w) => ({
        key: newKey("window"),
        dayOfWeek: w.dayOfWeek,
        platform: (w.platform && toSocialPlatform(w.platform)) || "",
        start: w.start,
        end: w.end,
      })),
    limits,
    blackouts: settings.blackouts.map((b) => blackoutRow(b, settings.timeZone)),
  };
}

export interface BodyResult {
  body: SettingsBody;
  /** Problems found before sending, keyed like formErrors' keys. */
  errors: Record<string, string>;
}

/** The PUT body; rows are sent in form order, so detail index i is the i-th row. */
export function toBody(form: ScheduleForm, timeZone: string): BodyResult {
  const errors: Record<string, string> = {};
  const postingWindows = form.windows.map((w) => ({
    ...(w.platform ? { platform: w.platform } : {}),
    dayOfWeek: w.dayOfWeek,
    start: w.start,
    end: w.end,
  }));
  form.windows.forEach((w) => {
    if (!w.start) errors[`windows.${w.key}.start`] = "Pick a start time";
    if (!w.end) errors[`windows.${w.key}.end`] = "Pick an end time";
  });
  const maxPostsPerDay: Partial<Record<SocialPlatform, number>> = {};
  for (const p of SOCIAL_PLATFORMS) {
    const value = form.limits[p].trim();
    if (!value) continue;
    if (Number.isFinite(Number(value))) maxPostsPerDay[p] = Number(value);
    else errors[`limits.${p}`] = "Enter a number of posts, or leave it empty for no limit";
  }
  const blackouts = form.blackouts.map((b) => {
    if (b.exact) return { ...b.exact, reason: b.reason.trim() };
    const starts = startOfDay(b.from, timeZone);
    const last = startOfDay(b.to, timeZone);
    if (!starts) errors[`blackouts.${b.key}.from`] = "Pick the first day";
    if (!last) errors[`blackouts.${b.key}.to`] = "Pick the last day";
    else if (starts && b.to < b.from) errors[`blackouts.${b.key}.to`] = "The last day can't be before the first";
    const ends = last && startOfDay(isoDay(Date.parse(`${b.to}T00:00:00Z`) + DAY_MS), timeZone);
    return { startsAt: starts?.toISOString() ?? "", endsAt: ends?.toISOString() ?? "", reason: b.reason.trim() };
  });
  return { body: { postingWindows, maxPostsPerDay, blackouts }, errors };
}

const BLACKOUT_FIELDS: Record<string, string> = { startsAt: "from", endsAt: "to", reason: "reason" };
const READABLE: Record<string, string> = {
  "must be after startsAt": "The last day can't be before the first",
  "must be after start": "Must be after the start",
};

/**
 * The API's 400 details ("postingWindows.3.end", "maxPostsPerDay.twitter", "blackouts.0.endsAt")
 * as the form's keys ("windows.<row key>.end", "limits.twitter", "blackouts.<row key>.to").
 */
export function formErrors(details: Record<string, string>, form: ScheduleForm): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(details)) {
    const [group, index, field] = path.split(".");
    const text = READABLE[message] ?? message;
    if (group === "postingWindows" && form.windows[Number(index)])
      out[`windows.${form.windows[Number(index)].key}.${field ?? "start"}`] ??= text;
    else if (group === "blackouts" && form.blackouts[Number(index)])
      out[`blackouts.${form.blackouts[Number(index)].key}.${BLACKOUT_FIELDS[field] ?? "from"}`] ??= text;
    else if (group === "maxPostsPerDay") out[`limits.${index}`] ??= text;
    else out[group] ??= text;
  }
  return out;
}
