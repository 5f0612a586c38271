"use client";

import { useState } from "react";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { BlogDestinationDTO } from "@/lib/blog-publishing/contracts";
import { AddDestinationForm } from "./add-destination-form";
import { useBlogDestinations, useDeleteBlogDestination, useTestBlogDestination } from "./queries";

const KIND_LABELS: Record<BlogDestinationDTO["kind"], string> = {
  hosted: "Hosted blog",
  wordpress: "WordPress",
  ghost: "Ghost",
  webhook: "Webhook",
};

export function BlogDestinationsSettings({ canManage }: { canManage: boolean }) {
  const toast = useToast();
  const destinations = useBlogDestinations();
  const test = useTestBlogDestination();
  const remove = useDeleteBlogDestination();
  const [leaving, setLeaving] = useState<BlogDestinationDTO | null>(null);

  function sendTest(destination: BlogDestinationDTO) {
    test.mutate(destination.id, {
      onSuccess: (result) =>
        result.success
          ? toast.success(`${destination.name} works`, result.message)
          : toast.error(`${destination.name} refused the test`, result.message),
      onError: (err) => toast.error("Couldn't send the test", errorMessage(err)),
    });
  }

  function confirmRemove() {
    if (!leaving) return;
    remove.mutate(leaving.id, {
      onSuccess: () => {
        toast.success("Destination removed", `New posts no longer go to ${leaving.name}.`);
        setLeaving(null);
      },
      onError: (err) => toast.error("Couldn't remove the destination", errorMessage(err)),
    });
  }

  const list = destinations.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {canManage ? null : <ReadOnlyNotice permission="settings:manage" />}
      <Card>
        <CardHeader
          title="Blog destinations"
          description="Where your blog posts go when you publish them: your hosted blog, WordPress, Ghost, or any service through a signed webhook."
        />
        {destinations.isPending ? (
          <SkeletonRows label="Loading blog destinations" />
        ) : destinations.isError ? (
          <ErrorState
            error={destinations.error}
            onRetry={() => destinations.refetch()}
            title="Couldn't load your blog destinations"
          />
        ) : list.length === 0 ? (
          <p className="px-5 py-4 text-sm text-zinc-500">No destination yet: add one below.</p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {list.map((destination) => (
              <li key={destination.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-zinc-900">
                    {destination.name} <Badge>{KIND_LABELS[destination.kind]}</Badge>{" "}
                    {destination.isDefault ? <Badge tone="brand">Default</Badge> : null}
                  </p>
                  {destination.kind === "hosted" ? (
                    <a
                      href={destination.baseUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="block truncate text-[13px] text-zinc-500 underline"
                    >
                      {destination.baseUrl}
                    </a>
                  ) : (
                    <p className="truncate text-[13px] text-zinc-500">
                      {destination.baseUrl} · secret {destination.secretHint}
                    </p>
                  )}
                </div>
                {canManage ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => sendTest(destination)}
                      loading={test.isPending && test.variables === destination.id}
                    >
                      Send test
                    </Button>
                    {destination.kind === "hosted" ? null : (
                      <Button size="sm" variant="ghost-danger" onClick={() => setLeaving(destination)}>
                        Remove
                      </Button>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {canManage ? (
        <Card>
          <CardHeader title="Add a destination" description="The secret is stored encrypted and never shown again." />
          <AddDestinationForm />
        </Card>
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        title={`Remove ${leaving?.name ?? ""}?`}
        description="Posts already sent there stay there; new posts will not go to it."
        confirmLabel="Remove"
      />
    </div>
  );
}
