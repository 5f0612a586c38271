"use client";

import { Button } from "./button";
import { AlertIcon, RefreshIcon } from "./icons";

/** What a list shows when loading failed: the reason and a retry. */
export function ErrorState({
  error,
  onRetry,
  title = "Couldn't load this",
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-6 py-10 text-center">
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon size={18} />
      </div>
      <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
      <p className="mt-1 max-w-sm text-[13px] text-zinc-500">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-4" icon={<RefreshIcon />} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
