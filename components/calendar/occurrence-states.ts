import type { OccurrenceDTO } from "@/lib/social/contracts";

export type OccurrenceStatus = OccurrenceDTO["status"];

interface StateLook {
  label: string;
  /** What the state means, for the legend and the details. */
  meaning: string;
  /** The chip on the calendar. */
  chip: string;
  /** The legend's swatch and the chip's dot. */
  dot: string;
}

/** Every delivery state of decisions.md "Scheduling and delivery", in the order a post lives through them. */
export const STATE_LOOKS: Record<OccurrenceStatus, StateLook> = {
  SCHEDULED: {
    label: "Scheduled",
    meaning: "Waiting for its time",
    chip: "border-brand-200 bg-brand-50 text-brand-900",
    dot: "bg-brand-500",
  },
  PUBLISHING: {
    label: "Publishing",
    meaning: "Being sent to the network now",
    chip: "border-sky-200 bg-sky-50 text-sky-900",
    dot: "bg-sky-500",
  },
  PUBLISHED: {
    label: "Published",
    meaning: "Live on the network",
    chip: "border-emerald-200 bg-emerald-50 text-emerald-900",
    dot: "bg-emerald-500",
  },
  FAILED: {
    label: "Failed",
    meaning: "Not published; see why and retry",
    chip: "border-red-200 bg-red-50 text-red-900",
    dot: "bg-red-500",
  },
  HELD: {
    label: "Held",
    meaning: "Its campaign is paused, or it waits for approval",
    chip: "border-violet-200 bg-violet-50 text-violet-900",
    dot: "bg-violet-500",
  },
  UNKNOWN: {
    label: "Checking",
    meaning: "The network may have taken it; being checked before any retry",
    chip: "border-amber-200 bg-amber-50 text-amber-900",
    dot: "bg-amber-500",
  },
  CANCELLED: {
    label: "Cancelled",
    meaning: "Will not be published",
    chip: "border-zinc-200 bg-zinc-50 text-zinc-500 line-through decoration-zinc-400",
    dot: "bg-zinc-400",
  },
};

export const STATE_ORDER = Object.keys(STATE_LOOKS) as OccurrenceStatus[];

/** States the user can still move to another time (PATCH answers 409 for the others). */
export const canReschedule = (status: OccurrenceStatus) =>
  status === "SCHEDULED" || status === "HELD" || status === "FAILED";
/** States the user can cancel. */
export const canCancel = (status: OccurrenceStatus) =>
  status === "SCHEDULED" || status === "HELD" || status === "FAILED";

const FAST_MS = 3_000;
const SLOW_MS = 60_000;
const SOON_MS = 10 * 60_000;

/**
 * How often the calendar refetches: every few seconds while something is being sent, checked or
 * due within minutes (so a post turning Published shows without a reload); once a minute while
 * posts wait further out; not at all when nothing can change by itself.
 */
export function pollInterval(
  occurrences: readonly Pick<OccurrenceDTO, "status" | "scheduledAt">[] | undefined,
  now: number,
): number | false {
  if (!occurrences?.length) return false;
  const moving = occurrences.some(
    (o) =>
      o.status === "PUBLISHING" ||
      o.status === "UNKNOWN" ||
      (o.status === "SCHEDULED" && Date.parse(o.scheduledAt) - now < SOON_MS),
  );
  if (moving) return FAST_MS;
  return occurrences.some((o) => o.status === "SCHEDULED" || o.status === "FAILED") ? SLOW_MS : false;
}
