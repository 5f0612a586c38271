"use client";

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { XIcon } from "./icons";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus never leaves. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== "Tab") return;
  const controls = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, Tab cycles through
 * the dialog's controls, Escape closes it, and focus returns to whatever opened it.
 *
 * Focus goes in on open: the body (children and footer) mounts only once the dialog is shown, so a
 * control with autoFocus takes the focus (React focuses it as it mounts, which does nothing inside
 * a dialog not yet shown); without one, the first control (Close) has it.
 */
export function Dialog({ open, onClose, title, description, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [shown, setShown] = useState(false);
  const openRef = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    openRef.current = true;
    if (!dialog.open) dialog.showModal();
    setShown(true);
    return () => {
      openRef.current = false;
      setShown(false);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close a modal on Escape without a cancelable cancel event: still closed here.
      onClose={() => {
        if (openRef.current) onClose();
      }}
      onKeyDown={trapTab}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg animate-pop-in rounded-2xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-pop",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-5">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-zinc-500">
              {description}
            </p>
          ) : null}
        </div>
        <Button variant="ghost" size="icon" className="-mr-2 -mt-1 size-8" onClick={onClose} aria-label="Close">
          <XIcon />
        </Button>
      </div>
      {shown && children ? <div className="px-6 pb-2 pt-4">{children}</div> : null}
      {shown && footer ? (
        <div className="mt-4 flex flex-col-reverse gap-2 border-t border-zinc-100 bg-zinc-50/60 px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      ) : (
        <div className="pb-4" />
      )}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  destructive?: boolean;
}

/**
 * Asks before an action. Focus starts on the safe choice: Cancel when the action destroys
 * something (so a stray Enter loses nothing), the action itself otherwise.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  loading,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading} autoFocus={destructive}>
            Cancel
          </Button>
          <Button
            variant={destructive ? "danger" : "primary"}
            onClick={onConfirm}
            loading={loading}
            autoFocus={!destructive}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
