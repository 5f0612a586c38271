/** When a schedule is due next after `after`: its local time in the company's zone, DST included. */
export interface ReportSchedule {
  frequency: "daily" | "weekly" | "monthly";
  dayOfWeek?: number;
  dayOfMonth?: number;
  time: string;
}

/** The offset (ms) of the zone at an instant: local wall time minus UTC. */
export function zoneOffset(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local wall time (y, m, d, hh:mm) happens in the zone. */
export function zonedInstant(y: number, m: number, d: number, hh: number, mm: number, timeZone: string): Date {
  const guess = Date.UTC(y, m, d, hh, mm);
  const first = guess - zoneOffset(new Date(guess), timeZone);
  return new Date(guess - zoneOffset(new Date(first), timeZone));
}

export function nextRun(schedule: ReportSchedule, timeZone: string, after: Date): Date {
  const [hh, mm] = schedule.time.split(":").map(Number);
  const local = new Date(after.getTime() + zoneOffset(after, timeZone));
  for (let i = 0; i < 400; i += 1) {
    const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + i));
    const fits =
      schedule.frequency === "daily" ||
      (schedule.frequency === "weekly" && day.getUTCDay() === schedule.dayOfWeek) ||
      (schedule.frequency === "monthly" && day.getUTCDate() === schedule.dayOfMonth);
    if (!fits) continue;
    const at = zonedInstant(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hh, mm, timeZone);
    if (at > after) return at;
  }
  throw new Error("no run found for the schedule within 400 days");
}
