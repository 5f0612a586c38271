"use client";

import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { ApiClientError } from "@/lib/api/client";
import { useReport } from "./queries";
import { ReportBuilder } from "./report-builder";

/** The builder over a saved report, once it is loaded. */
export function EditReport({ id }: { id: string }) {
  const report = useReport(id);
  if (report.isPending) return <SkeletonRows rows={6} label="Loading the report" />;
  if (report.isError) {
    if (report.error instanceof ApiClientError && (report.error.status === 404 || report.error.status === 400)) {
      return (
        <Card>
          <EmptyState
            title="Report not found"
            description="It may have been deleted."
            action={<ButtonLink href="/reports">Back to reports</ButtonLink>}
          />
        </Card>
      );
    }
    return <ErrorState error={report.error} title="Couldn't load the report" onRetry={() => report.refetch()} />;
  }
  return <ReportBuilder key={report.data.id} report={report.data} />;
}
