"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import type { Decision } from "./queries";

export type DecisionKind = Decision["action"];

/** Per decision: the dialog's title (before "this item"), its button, the comment's label and, when required, what to say without one. */
const TEXTS: Record<DecisionKind, { title: string; submit: string; field: string; missing?: string }> = {
  approve: { title: "Approve", submit: "Approve", field: "Note for the author" },
  reject: { title: "Reject", submit: "Reject", field: "Reason", missing: "Write the reason" },
  "request-changes": {
    title: "Request changes to",
    submit: "Request changes",
    field: "What should change",
    missing: "Say what should change",
  },
};

/** The comment that goes with a decision (a reason to reject, feedback for changes, an optional note to approve). */
export function DecisionDialog({
  kind,
  count,
  onClose,
  onDecide,
  mutation,
}: {
  kind: DecisionKind | null;
  count: number;
  onClose: () => void;
  onDecide: (decision: Decision) => void;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
}) {
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const texts = TEXTS[kind ?? "approve"];
  const what = count === 1 ? "this item" : `${count} items`;
  function submit() {
    const text = comment.trim();
    if (texts.missing && !text) return setErrors({ comment: texts.missing });
    setErrors({});
    if (kind === "approve") onDecide({ action: "approve", notes: text || undefined });
    if (kind === "reject") onDecide({ action: "reject", reason: text });
    if (kind === "request-changes") onDecide({ action: "request-changes", feedback: text });
  }
  return (
    <FormDialog
      open={kind !== null}
      onClose={() => {
        setComment("");
        setErrors({});
        onClose();
      }}
      title={`${texts.title} ${what}`}
      description={
        kind === "approve"
          ? "Approved content can be scheduled and published; a post held for approval goes out now or at its time."
          : "The author is told, with your comment."
      }
      formId="approval-decision"
      submitLabel={texts.submit}
      onSubmit={submit}
      mutation={mutation}
      errors={errors}
    >
      <Field label={texts.field} aside={texts.missing ? undefined : "Optional"} error={errors.comment}>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={4} maxLength={2000} />
      </Field>
    </FormDialog>
  );
}
