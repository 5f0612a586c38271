"use client";

import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api/client";
import { getBrandProfile } from "@/lib/brand/contracts";
import { ReadOnlyNotice } from "../read-only-notice";
import { BrandForm } from "./brand-form";

function BrandSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading brand profile"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px]"
    >
      <Card className="flex flex-col gap-4 p-5">
        <Skeleton className="h-4 w-32" />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </Card>
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

export function BrandPanel({ canEdit }: { canEdit: boolean }) {
  const profile = useQuery({ queryKey: ["brand-profile"], queryFn: () => apiRequest(getBrandProfile, {}) });
  if (profile.isPending) return <BrandSkeleton />;
  if (profile.isError) {
    return (
      <Card>
        <ErrorState error={profile.error} onRetry={() => profile.refetch()} title="Couldn't load the brand profile" />
      </Card>
    );
  }
  return (
    <>
      {canEdit ? null : <ReadOnlyNotice permission="settings:manage" />}
      {/* Keyed by updatedAt: a save elsewhere resets the form to what is stored. */}
      <BrandForm key={profile.data.updatedAt} profile={profile.data} canEdit={canEdit} />
    </>
  );
}
