"use client";

import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ReadOnlyNotice } from "../read-only-notice";
import { PostingScheduleForm } from "./posting-schedule-form";
import { useSchedulingSettings } from "./queries";

function ScheduleSkeleton() {
  return (
    <div role="status" aria-label="Loading the posting schedule" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-full rounded-lg" />
      {[7, 5, 2].map((rows, i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-4 w-40" />
          {Array.from({ length: rows }, (_, j) => (
            <Skeleton key={j} className="h-8 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}

export function PostingSchedulePanel({ canEdit }: { canEdit: boolean }) {
  const settings = useSchedulingSettings();
  if (settings.isPending) return <ScheduleSkeleton />;
  if (settings.isError) {
    return (
      <Card>
        <ErrorState
          error={settings.error}
          onRetry={() => settings.refetch()}
          title="Couldn't load the posting schedule"
        />
      </Card>
    );
  }
  return (
    <>
      {canEdit ? null : <ReadOnlyNotice permission="content:publish" />}
      {/* Keyed by what is stored: a save resets the form to the answer. */}
      <PostingScheduleForm key={JSON.stringify(settings.data)} settings={settings.data} canEdit={canEdit} />
    </>
  );
}
