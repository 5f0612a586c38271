"use client";

import { useMutation, type UseQueryResult } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useCampaignOptions } from "@/components/campaigns/queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ArrowLeftIcon, TrashIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, errorMessage, fieldErrors } from "@/lib/api/client";
import { useRefreshContent } from "./queries";

/** A piece of content's home: its campaign when it belongs to one, else its list. */
function homeHref(campaignId: string | null, listHref: string): string {
  return campaignId ? `/campaigns/${campaignId}` : listHref;
}

/** "← Campaign name" when the piece belongs to a campaign, else back to its list. */
export function BackLink({
  campaignId,
  listHref,
  listLabel,
}: {
  campaignId: string | null;
  listHref: string;
  listLabel: string;
}) {
  const options = useCampaignOptions();
  const campaign = campaignId ? options.data?.find((c) => c.id === campaignId) : undefined;
  const href = homeHref(campaignId, listHref);
  const label = campaignId ? (campaign?.name ?? "Campaign") : listLabel;
  return (
    <Link
      href={href}
      className="mb-4 inline-flex max-w-full items-center gap-1.5 rounded text-[13px] font-medium text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeftIcon size={14} className="shrink-0" />
      <span className="truncate">{label}</span>
    </Link>
  );
}

/** Loading, not-found and failure states shared by the content editors. */
export function EditorLoadState<T>({
  query,
  what,
  listHref,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  listHref: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Card>
        <SkeletonRows rows={4} label={`Loading ${what}`} />
      </Card>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Card>
        {missing ? (
          <EmptyState
            title={`This ${what} doesn't exist`}
            description="It may have been deleted, or the link is wrong."
            action={
              <ButtonLink href={listHref} variant="secondary" size="sm">
                Back to the list
              </ButtonLink>
            }
          />
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} title={`Couldn't load this ${what}`} />
        )}
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * What every editor does after a save: clear field errors, refresh the lists, confirm with a toast
 * and, for a new piece, move to its own address (`${basePath}/${id}`) so further saves update it.
 */
export function useSaveFeedback({
  isNew,
  basePath,
  setErrors,
}: {
  isNew: boolean;
  basePath: string;
  setErrors: (errors: Record<string, string>) => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshContent();
  return {
    saved: (id: string, message: string, detail?: string) => {
      setErrors({});
      refresh();
      toast.success(message, detail);
      if (isNew) router.replace(`${basePath}/${id}`);
    },
    failed: (what: string) => (err: unknown) => {
      setErrors(fieldErrors(err));
      toast.error(what, errorMessage(err));
    },
  };
}

interface DeleteContentOptions {
  request: () => Promise<unknown>;
  /** Where to go once it is gone: the campaign it belonged to, else its list. */
  campaignId: string | null;
  listHref: string;
  /** "post" or "script": "Delete post", "Couldn't delete the post". */
  noun: string;
  deletedMessage: string;
  confirmTitle: string;
  confirmDescription?: string;
}

/** An editor's delete: `ask` opens the confirmation, `dialog` must be rendered. */
export function useDeleteContent({
  request,
  campaignId,
  listHref,
  noun,
  deletedMessage,
  confirmTitle,
  confirmDescription = "This can't be undone.",
}: DeleteContentOptions) {
  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshContent();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: request,
    onSuccess: () => {
      refresh();
      toast.success(deletedMessage);
      router.push(homeHref(campaignId, listHref));
    },
    onError: (err) => toast.error(`Couldn't delete the ${noun}`, errorMessage(err)),
  });
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onClose={() => setConfirming(false)}
      onConfirm={() => remove.mutate()}
      loading={remove.isPending}
      title={confirmTitle}
      description={confirmDescription}
      confirmLabel={`Delete ${noun}`}
    />
  );
  return { ask: () => setConfirming(true), dialog };
}

export function DeleteContentButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      icon={<TrashIcon />}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
