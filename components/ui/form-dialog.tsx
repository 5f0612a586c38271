"use client";

import type { ReactNode } from "react";
import { errorMessage } from "@/lib/api/client";
import { Button } from "./button";
import { Dialog } from "./dialog";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  className?: string;
  /** The form's id, which the footer's submit button points at. */
  formId: string;
  submitLabel: string;
  onSubmit: () => void;
  /** The save request: pending shows on the submit button, a failure without field errors shows above the fields. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  errors: Record<string, string>;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and submit in its footer and the request's general error on top. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  formId,
  submitLabel,
  onSubmit,
  mutation,
  errors,
  children,
}: FormDialogProps) {
  const generalError = mutation.isError && !Object.keys(errors).length ? errorMessage(mutation.error) : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={className}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        {generalError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
            {generalError}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
