"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { apiRequest, fieldErrors } from "@/lib/api/client";
import { createQueueItem, type QueueDTO } from "@/lib/queues/contracts";
import { queueKeys } from "./queries";
import { sentence } from "./sentence";
import { formatInZone } from "./slots";

/** Writes a post straight into the queue's next free slot; mount it only while open. */
export function AddItemDialog({ queue, onClose }: { queue: QueueDTO; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [content, setContent] = useState("");
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const add = useMutation({
    mutationFn: () => apiRequest(createQueueItem, { params: { id: queue.id }, body: { content } }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      toast.success(
        "Post queued",
        `It goes out ${formatInZone(item.scheduledAt, queue.timeZone)} (${queue.timeZone}).`,
      );
      onClose();
    },
    onError: (err) => setErrors(sentence(fieldErrors(err))),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Add a post to “${queue.name}”`}
      description="It takes the queue's next free slot and goes out on each of the queue's networks."
      formId="queue-add-item"
      submitLabel="Add to queue"
      onSubmit={() => (content.trim() ? add.mutate() : setErrors({ content: "Write something first" }))}
      mutation={add}
      errors={errors}
    >
      <Field label="Text" error={errors.content ?? errors.platform}>
        <Textarea
          value={content}
          onChange={(e) => clearOnChange("content", setContent)(e.target.value)}
          rows={5}
          autoFocus
        />
      </Field>
    </FormDialog>
  );
}
