/** The calendar day `at` falls on in the zone, as a UTC-midnight Date (what a DATE column holds). */
export function dayInZone(at: Date, timeZone: string): Date {
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
  return new Date(`${ymd}T00:00:00Z`);
}
