"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ContentStatusBadge } from "@/components/content/content-status-badge";
import { PlatformMarks } from "@/components/content/platform-mark";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ArrowLeftIcon, ClockIcon, PencilIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { PageHeader } from "@/components/ui/page-header";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { QueueDTO, QueueItemDTO } from "@/lib/queues/contracts";
import { AddItemDialog } from "./add-item-dialog";
import { DeleteQueueDialog } from "./delete-queue-dialog";
import { useDeleteQueueItem, useQueueItems, useQueues } from "./queries";
import { QueueEditor } from "./queue-editor";
import { formatInZone, nextFreeSlots, slotSummary } from "./slots";

const FREE_SLOTS_SHOWN = 5;

const backLink = (
  <Link
    href="/queues"
    className="mb-3 inline-flex items-center gap-1.5 text-[13px] font-medium text-zinc-500 hover:text-zinc-800"
  >
    <ArrowLeftIcon size={14} /> All queues
  </Link>
);

export function QueueDetail({ id, canEdit }: { id: string; canEdit: boolean }) {
  const queues = useQueues();
  const queue = queues.data?.find((q) => q.id === id);
  if (queues.isPending) return <SkeletonRows rows={4} label="Loading the queue" />;
  if (queues.isError)
    return <ErrorState error={queues.error} onRetry={() => queues.refetch()} title="Couldn't load the queue" />;
  if (!queue) {
    return (
      <div>
        {backLink}
        <Card>
          <EmptyState
            title="This queue doesn't exist"
            description="It may have been deleted."
            action={<ButtonLink href="/queues">All queues</ButtonLink>}
          />
        </Card>
      </div>
    );
  }
  return <LoadedQueue queue={queue} canEdit={canEdit} />;
}

function LoadedQueue({ queue, canEdit }: { queue: QueueDTO; canEdit: boolean }) {
  const router = useRouter();
  const items = useQueueItems(queue.id);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const free = nextFreeSlots(
    queue.slots,
    queue.timeZone,
    new Date(),
    items.data?.map((i) => i.scheduledAt) ?? [],
    FREE_SLOTS_SHOWN,
  );
  return (
    <div>
      {backLink}
      <PageHeader
        title={queue.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PlatformMarks platforms={queue.platforms} />
            <span>{queue.timeZone}</span>
            {queue.isActive ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}
          </span>
        }
        actions={
          canEdit ? (
            <>
              <Button variant="secondary" icon={<PencilIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="outline-danger" icon={<TrashIcon />} onClick={() => setDeleting(true)}>
                Delete
              </Button>
              <Button
                icon={<PlusIcon />}
                onClick={() => setAdding(true)}
                disabled={!queue.isActive || !queue.slots.length}
              >
                Add post
              </Button>
            </>
          ) : null
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card>
          <CardHeader
            title="Upcoming"
            description={`${queue.itemCount} waiting, in slot order, on ${queue.timeZone} time.`}
          />
          <ListStates
            query={items}
            what="queued posts"
            isEmpty={(d) => d.length === 0}
            empty={
              <EmptyState
                icon={<ClockIcon size={20} />}
                title="Nothing queued"
                description="Posts you add take the next free slot shown here."
              />
            }
          >
            {(data) => <ItemList queue={queue} items={data} canEdit={canEdit} />}
          </ListStates>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader title="Weekly slots" />
            <p className="px-5 py-4 text-[13px] text-zinc-700">{slotSummary(queue.slots)}</p>
          </Card>
          <Card>
            <CardHeader title="Next free slots" description="Where the next posts you add will go." />
            {free.length ? (
              <ol aria-label="Next free slots" className="divide-y divide-zinc-100">
                {free.map((at) => (
                  <li key={at.getTime()} className="px-5 py-2.5 text-[13px] tabular-nums text-zinc-700">
                    {formatInZone(at, queue.timeZone)}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="px-5 py-4 text-[13px] text-zinc-500">
                No free slot in the next 8 weeks: add slots to this queue.
              </p>
            )}
          </Card>
        </div>
      </div>
      {editing ? <QueueEditor queue={queue} onClose={() => setEditing(false)} /> : null}
      {adding ? <AddItemDialog queue={queue} onClose={() => setAdding(false)} /> : null}
      <DeleteQueueDialog
        queue={deleting ? queue : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => router.push("/queues")}
      />
    </div>
  );
}

function ItemList({ queue, items, canEdit }: { queue: QueueDTO; items: QueueItemDTO[]; canEdit: boolean }) {
  const toast = useToast();
  const remove = useDeleteQueueItem(queue.id);
  const [removing, setRemoving] = useState<QueueItemDTO | null>(null);
  return (
    <>
      <ol aria-label="Queued posts" className="divide-y divide-zinc-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-5 py-3 sm:flex-nowrap">
            <div className="w-full shrink-0 whitespace-nowrap text-[13px] font-medium tabular-nums text-zinc-900 sm:w-36">
              {formatInZone(item.scheduledAt, queue.timeZone)}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm text-zinc-800">{item.content}</p>
              <div className="mt-1.5 flex items-center gap-2">
                <PlatformMarks platforms={item.platforms} size={16} />
                <ContentStatusBadge status={item.status} />
              </div>
            </div>
            {canEdit ? (
              <Button
                variant="ghost-danger"
                size="icon"
                aria-label="Remove from queue"
                onClick={() => setRemoving(item)}
              >
                <TrashIcon />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Post removed from the queue");
              setRemoving(null);
            },
            onError: (err) => toast.error("Couldn't remove the post", errorMessage(err)),
          })
        }
        loading={remove.isPending}
        title="Remove this post?"
        description="The post is deleted and its slot frees up for the next one."
        confirmLabel="Remove post"
      />
    </>
  );
}
