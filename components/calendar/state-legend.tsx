import { cn } from "@/components/ui/cn";
import { STATE_LOOKS, STATE_ORDER, type OccurrenceStatus } from "./occurrence-states";

export function StateBadge({ status }: { status: OccurrenceStatus }) {
  const look = STATE_LOOKS[status];
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-md border px-1.5 py-0.5 text-xs font-medium", look.chip)}
    >
      <span className={cn("size-1.5 rounded-full", look.dot)} aria-hidden="true" />
      {look.label}
    </span>
  );
}

/** What each colour means. */
export function StateLegend({ showCancelled }: { showCancelled: boolean }) {
  const states = STATE_ORDER.filter((s) => showCancelled || s !== "CANCELLED");
  return (
    <ul aria-label="Delivery states" className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-zinc-600">
      {states.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5" title={STATE_LOOKS[status].meaning}>
          <span className={cn("size-2.5 rounded-sm", STATE_LOOKS[status].dot)} aria-hidden="true" />
          {STATE_LOOKS[status].label}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span className="h-2.5 w-4 rounded-sm border border-dashed border-brand-400 bg-brand-50" aria-hidden="true" />
        Split post (a time per network)
      </li>
    </ul>
  );
}
