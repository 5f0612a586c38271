import type { Metadata } from "next";
import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";
import { filtersFromSearchParams } from "@/components/analytics/range";
import { currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ timeZone }, params] = await Promise.all([getCompany(await currentTenantCtx()), searchParams]);
  return (
    <AnalyticsDashboard initialFilters={filtersFromSearchParams(params, timeZone, new Date())} timeZone={timeZone} />
  );
}
