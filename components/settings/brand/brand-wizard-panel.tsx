"use client";

import { useQuery } from "@tanstack/react-query";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api/client";
import { getBrandProfile } from "@/lib/brand/contracts";
import { ReadOnlyNotice } from "../read-only-notice";
import { BrandWizard } from "./brand-wizard";

/** The set-up wizard over the stored profile, once it is loaded; only those who may save it get the wizard. */
export function BrandWizardPanel({ canEdit }: { canEdit: boolean }) {
  const profile = useQuery({ queryKey: ["brand-profile"], queryFn: () => apiRequest(getBrandProfile, {}) });
  if (!canEdit)
    return (
      <div className="flex flex-col items-start gap-3">
        <ReadOnlyNotice permission="settings:manage" />
        <ButtonLink href="/settings/brand" variant="secondary">
          See the brand profile
        </ButtonLink>
      </div>
    );
  if (profile.isPending)
    return (
      <div role="status" aria-label="Loading brand profile" className="flex flex-col gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  if (profile.isError)
    return (
      <Card>
        <ErrorState error={profile.error} onRetry={() => profile.refetch()} title="Couldn't load the brand profile" />
      </Card>
    );
  return <BrandWizard profile={profile.data} />;
}
