import { addDays } from "@/lib/analytics/range";
import { dayInZone } from "@/lib/analytics/time-zone";
import type { TenantCtx } from "@/lib/db";

/** The days a saved report's dateRange covers, counted from `today` (a day of the company's zone). */
export function presetRange(
  range: { preset: string; startDate?: string; endDate?: string },
  today: string,
): { startDate: string; endDate: string } {
  const [y, m] = today.split("-").map(Number);
  const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  switch (range.preset) {
    case "last_7_days":
      return { startDate: addDays(today, -6), endDate: today };
    case "last_90_days":
      return { startDate: addDays(today, -89), endDate: today };
    case "this_month":
      return { startDate: monthStart(y, m), endDate: today };
    case "last_month":
      return { startDate: monthStart(y, m - 1), endDate: addDays(monthStart(y, m), -1) };
    case "custom":
      return { startDate: range.startDate!, endDate: range.endDate! };
    default:
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/** A saved report's days, counted from today in the company's time zone. */
export async function reportRange(ctx: TenantCtx, range: { preset: string; startDate?: string; endDate?: string }) {
  const { timeZone } = await ctx.db.company.findUniqueOrThrow({
    where: { id: ctx.companyId },
    select: { timeZone: true },
  });
  return presetRange(range, dayInZone(new Date(), timeZone).toISOString().slice(0, 10));
}
