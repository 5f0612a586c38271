import { useMemo } from "react";

/** Date and time labels on the company's clock; day keys ("YYYY-MM-DD") are read as they are. */
export function zoneFormats(timeZone: string) {
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const full = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  const day = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    return (key: string) => f.format(new Date(`${key}T00:00:00Z`));
  };
  const slot = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric" });
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
  return {
    /** "9:00 AM" */
    time: (instant: string | Date) => time.format(new Date(instant)),
    /** "Mon, Mar 30, 2026, 9:00 AM GMT+2" */
    full: (instant: string | Date) => full.format(new Date(instant)),
    /** "Mon, Mar 30, 9:00 AM" */
    slot: (instant: string | Date) => slot.format(new Date(instant)),
    /** "9 AM": an hour of the day on the grid */
    hour: (h: number) => hour.format(Date.UTC(2000, 0, 1, h)),
    /** "EST", "GMT+2": the zone's short name at that instant */
    zoneName: (instant: number) =>
      zone.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone,
    /** "Monday, March 30" */
    dayLong: day({ weekday: "long", month: "long", day: "numeric" }),
    /** "Mon 30" */
    dayShort: day({ weekday: "short", day: "numeric" }),
    /** "Mon" */
    weekday: day({ weekday: "short" }),
    /** "Monday, March 30, 2026" */
    dayFull: day({ weekday: "long", month: "long", day: "numeric", year: "numeric" }),
    /** "March 2026" */
    month: day({ month: "long", year: "numeric" }),
    /** "Mar 30" */
    monthDay: day({ month: "short", day: "numeric" }),
  };
}

export type ZoneFormats = ReturnType<typeof zoneFormats>;

export function useZoneFormats(timeZone: string): ZoneFormats {
  return useMemo(() => zoneFormats(timeZone), [timeZone]);
}
