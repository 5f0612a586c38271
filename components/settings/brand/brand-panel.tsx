"use client";

import { useQuery } from "@tanstack/react-query";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SparklesIcon } from "@/components/ui/icons";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api/client";
import { getBrandProfile, type BrandProfile } from "@/lib/brand/contracts";
import { isBlankProfile } from "@/lib/brand/draft";
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

/** The guided set-up, offered prominently while the profile is blank and quietly after. */
function WizardOffer({ profile }: { profile: BrandProfile }) {
  const blank = isBlankProfile(profile);
  return (
    <Card
      className={
        blank
          ? "mb-6 flex flex-col gap-3 border-brand-200 bg-brand-50/50 p-5 sm:flex-row sm:items-center"
          : "mb-6 flex flex-col gap-3 px-5 py-3 sm:flex-row sm:items-center"
      }
    >
      <div className="min-w-0 flex-1">
        <p className={blank ? "text-sm font-semibold text-zinc-900" : "text-[13px] font-medium text-zinc-800"}>
          {blank ? "Set up your brand in four steps" : "Start again from your website?"}
        </p>
        <p className="text-[13px] text-zinc-500">
          {blank
            ? "Enter your website, watch it analysed, review each field, then save."
            : "The wizard analyses your website and walks you through every field; nothing changes until you save."}
        </p>
      </div>
      <ButtonLink
        href="/settings/brand/setup"
        variant={blank ? "primary" : "secondary"}
        size={blank ? "md" : "sm"}
        icon={<SparklesIcon className="size-4" />}
        className="self-start sm:self-auto"
      >
        Set up with the wizard
      </ButtonLink>
    </Card>
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
      {canEdit ? <WizardOffer profile={profile.data} /> : <ReadOnlyNotice permission="settings:manage" />}
      {/* Keyed by updatedAt: a save elsewhere resets the form to what is stored. */}
      <BrandForm key={profile.data.updatedAt} profile={profile.data} canEdit={canEdit} />
    </>
  );
}
