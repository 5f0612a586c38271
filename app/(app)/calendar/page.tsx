import type { Metadata } from "next";
import { dayKeyOf, isCalendarView, isDayKey } from "@/components/calendar/calendar-time";
import { SchedulingCalendar } from "@/components/calendar/scheduling-calendar";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Calendar" };

/** `?view=week&date=2026-03-30` (month, week or day) opens that view on that day; default: this month in the company's zone. */
export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentShellUser();
  const { timeZone } = await getCompany(await currentTenantCtx());
  const query = await searchParams;
  const today = dayKeyOf(new Date(), timeZone);
  const date = typeof query.date === "string" && isDayKey(query.date) ? query.date : today;
  const view = isCalendarView(query.view) ? query.view : "month";
  return (
    <SchedulingCalendar
      timeZone={timeZone}
      today={today}
      initialDate={date}
      initialView={view}
      canPublish={user.permissions.includes("content:publish")}
    />
  );
}
