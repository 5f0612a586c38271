import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CalendarIdeasPlanner } from "@/components/ai/calendar-ideas-planner";
import { dayKeyOf } from "@/components/calendar/calendar-time";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Plan content ideas" };

export default async function CalendarIdeasPage() {
  if (!(await currentShellUser()).permissions.includes("content:create")) redirect("/calendar");
  const { timeZone } = await getCompany(await currentTenantCtx());
  return (
    <>
      <PageHeader
        eyebrow="Calendar"
        title="Plan content ideas with AI"
        description="Dated ideas for a period, in your brand's voice; add the ones you like as drafts."
      />
      <CalendarIdeasPlanner today={dayKeyOf(new Date(), timeZone)} timeZone={timeZone} />
    </>
  );
}
