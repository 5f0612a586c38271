"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { SparklesIcon } from "@/components/ui/icons";
import { platformLabel } from "@/lib/content/platforms";
import type { RecommendedSlot } from "@/lib/scheduling/contracts";
import type { ZoneFormats } from "@/components/calendar/zone-formats";
import { PlatformMark } from "./platform-mark";
import { useRecommendedSlots } from "./schedule-queries";

const SOURCE_WORDS: Record<RecommendedSlot["source"], string> = {
  history: "from your own engagement",
  override: "from your posting schedule",
  default: "a usual peak time",
};

/** The next recommended times for the picked networks; clicking one fills the time fields. */
export function RecommendedSlots({
  platforms,
  strategy,
  formats,
  onPick,
}: {
  platforms: readonly string[];
  strategy: "shared" | "split";
  formats: ZoneFormats;
  onPick: (slot: RecommendedSlot) => void;
}) {
  const slots = useRecommendedSlots(platforms, strategy, platforms.length > 0);
  if (!platforms.length) return null;
  return (
    <section aria-label="Suggested times" className="flex flex-col gap-1.5">
      <h3 className="flex items-center gap-1.5 text-[13px] font-medium text-zinc-800">
        <SparklesIcon size={14} className="text-brand-600" />
        Suggested times
      </h3>
      {slots.isPending ? (
        <div role="status" aria-label="Loading suggested times" className="flex flex-col gap-1.5">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : slots.isError ? (
        <p className="text-xs text-zinc-500">Suggestions aren&apos;t available right now; pick a time yourself.</p>
      ) : !slots.data.length ? (
        <p className="text-xs text-zinc-500">No free time in the next four weeks fits your posting schedule.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {slots.data.map((slot) => (
            <li key={slot.time + (slot.platformSlots?.map((p) => p.time).join() ?? "")}>
              <button
                type="button"
                onClick={() => onPick(slot)}
                data-testid="suggested-time"
                className="flex w-full flex-col items-start gap-0.5 rounded-lg border border-zinc-200 bg-white px-2.5 py-1.5 text-left hover:border-brand-300 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {slot.platformSlots?.length ? (
                  slot.platformSlots.map((p) => (
                    <span key={p.platform} className="flex items-center gap-1.5 text-[13px] font-medium text-zinc-900">
                      <PlatformMark platform={p.platform} size={14} />
                      <span className="sr-only">{platformLabel(p.platform)}:</span>
                      {formats.slot(p.time)}
                    </span>
                  ))
                ) : (
                  <span className="text-[13px] font-medium text-zinc-900">{formats.slot(slot.time)}</span>
                )}
                <span className="text-xs text-zinc-500">
                  {slot.sharedWindowNote ??
                    `${slot.platformSlots?.length ? "Each network at its best window" : slot.reason}, ${SOURCE_WORDS[slot.source]}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
