"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import type { Decision } from "./queries";

export type DecisionKind = Decision["action"];

const TEXTS: Record<DecisionKind, { title: string; submit: string; field: string; required: boolean }> = {
  approve: { title: "Approve", submit: "Approve", field: "Note for the author", required: false },
  reject: { title: "Reject", submit: "Reject", field: "Reason", required: true },
  "request-changes": {
    title: "Request changes",
    submit: "Request changes",
    field: "What should change",
    required: true,
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
    if (texts.required && !text) return setErrors({ comment: `Write the ${texts.field.toLowerCase()}` });
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
      <Field label={texts.field} aside={texts.required ? undefined : "Optional"} error={errors.comment}>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={4} maxLength={2000} />
      </Field>
    </FormDialog>
  );
}
