"use client";

import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { AlertIcon, CheckIcon, XIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { platformLabel } from "@/lib/content/platforms";
import type { SyncProgress } from "./queries";
import { plural } from "@/lib/format/plural";

/** Where a "Sync now" stands: the network being read and how many are done, then the outcome in words. */
export function SyncStatus({ progress, onDismiss }: { progress: SyncProgress; onDismiss: () => void }) {
  const { done, networks, current, synced, errors, finished } = progress;
  const percent = networks.length ? Math.round((done / networks.length) * 100) : 100;
  const failedAll = finished && errors.length > 0 && errors.length >= networks.length;
  const tone = !finished
    ? "border-brand-200 bg-brand-50/60"
    : errors.length
      ? "border-amber-200 bg-amber-50"
      : "border-emerald-200 bg-emerald-50";

  let title: string;
  if (!finished)
    title = current ? `Syncing ${platformLabel(current)}… (${done + 1} of ${networks.length})` : "Starting the sync…";
  else if (failedAll) title = "The sync failed";
  else title = `Sync complete: ${plural(synced, "number")} updated from ${plural(networks.length, "network")}`;

  return (
    <div data-testid="sync-status" role="status" className={cn("mb-6 rounded-xl border px-4 py-3", tone)}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0">
          {!finished ? (
            <Spinner className="size-4 text-brand-600" />
          ) : errors.length ? (
            <AlertIcon size={16} className="text-amber-600" />
          ) : (
            <CheckIcon size={16} className="text-emerald-600" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[13px] font-medium text-zinc-900">{title}</p>
          {!finished ? (
            <div
              role="progressbar"
              aria-label="Sync progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-white"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
                style={{ width: `${Math.max(percent, 8)}%` }}
              />
            </div>
          ) : null}
          {errors.length ? (
            <ul className="mt-1.5 flex flex-col gap-0.5 text-[13px] text-zinc-700">
              {errors.map((e, i) => (
                <li key={i}>
                  <span className="font-medium">{platformLabel(e.platform)}:</span> {e.error}
                </li>
              ))}
            </ul>
          ) : finished ? (
            <p className="mt-0.5 text-xs text-zinc-600">The numbers below are up to date.</p>
          ) : null}
        </div>
        {finished ? (
          <Button variant="ghost" size="icon" className="-my-1 size-7" aria-label="Dismiss" onClick={onDismiss}>
            <XIcon size={14} />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
