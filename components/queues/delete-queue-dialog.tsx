"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { QueueDTO } from "@/lib/queues/contracts";
import { useDeleteQueue } from "./queries";
import { plural, pluralWord } from "@/lib/format/plural";

/** Asks before deleting a queue, saying what happens to its items; calls onDeleted once it is gone. */
export function DeleteQueueDialog({
  queue,
  onClose,
  onDeleted,
}: {
  queue: QueueDTO | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteQueue();
  const items = queue?.itemCount ?? 0;
  return (
    <ConfirmDialog
      open={queue !== null}
      onClose={onClose}
      onConfirm={() =>
        queue &&
        remove.mutate(queue.id, {
          onSuccess: (res) => {
            toast.success(
              "Queue deleted",
              res.unscheduled
                ? `${plural(res.unscheduled, "post")} ${pluralWord(res.unscheduled, "is", "are")} back in your drafts.`
                : undefined,
            );
            onClose();
            onDeleted?.();
          },
          onError: (err) => toast.error("Couldn't delete the queue", errorMessage(err)),
        })
      }
      loading={remove.isPending}
      title={`Delete “${queue?.name}”?`}
      description={
        items
          ? `Its ${items} waiting ${pluralWord(items, "post is", "posts are")} unscheduled, not deleted: ${pluralWord(items, "it goes", "they go")} back to your drafts.`
          : "It holds no waiting posts. Posts already published stay published."
      }
      confirmLabel="Delete queue"
    />
  );
}
