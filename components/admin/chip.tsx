import type { ReactNode } from "react";
import { XIcon } from "@/components/ui/icons";

/** A removable tag: a segment on a flag, a user or company in a segment. */
export function Chip({
  children,
  title,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  title?: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <span
      title={title}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
    >
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="rounded-full p-0.5 text-brand-500 hover:bg-brand-100 hover:text-brand-800"
        >
          <XIcon size={12} />
        </button>
      ) : (
        <span className="w-1" />
      )}
    </span>
  );
}
