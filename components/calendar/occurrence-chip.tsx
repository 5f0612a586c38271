"use client";

import type { DragEvent } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { cn } from "@/components/ui/cn";
import { platformLabel } from "@/lib/content/platforms";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { STATE_LOOKS } from "./occurrence-states";
import type { ZoneFormats } from "./zone-formats";

export const DRAG_TYPE = "application/x-reach-occurrence";

interface ChipProps {
  occurrence: OccurrenceDTO;
  formats: ZoneFormats;
  draggable: boolean;
  /** Another member of its split group is hovered or focused. */
  linked: boolean;
  /** The state's name after the text (a wide column); otherwise its colour and dot say it. */
  withState?: boolean;
  /** Only the network's mark (a narrow lane on the hour grid, where the position gives the time). */
  compact?: boolean;
  className?: string;
  onOpen: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onLinkChange: (groupId: string | null) => void;
}

/** One occurrence: its time, network and text, coloured by delivery state; drag it to another day or time. */
export function OccurrenceChip({
  occurrence: o,
  formats,
  draggable,
  linked,
  withState,
  compact,
  className,
  onOpen,
  onDragStart,
  onDragEnd,
  onLinkChange,
}: ChipProps) {
  const look = STATE_LOOKS[o.status];
  const time = formats.time(o.scheduledAt);
  const group = o.splitGroupId;
  function startDrag(e: DragEvent<HTMLButtonElement>) {
    e.dataTransfer.setData(DRAG_TYPE, o.occurrenceId);
    e.dataTransfer.setData("text/plain", o.occurrenceId);
    e.dataTransfer.effectAllowed = "move";
    onDragStart();
  }
  return (
    <button
      type="button"
      draggable={draggable}
      onDragStart={draggable ? startDrag : undefined}
      onDragEnd={onDragEnd}
      onClick={onOpen}
      onMouseEnter={group ? () => onLinkChange(group) : undefined}
      onMouseLeave={group ? () => onLinkChange(null) : undefined}
      onFocus={group ? () => onLinkChange(group) : undefined}
      onBlur={group ? () => onLinkChange(null) : undefined}
      data-testid="occurrence"
      data-occurrence-id={o.occurrenceId}
      data-status={o.status}
      data-split-group={group ?? undefined}
      aria-label={`${time}, ${platformLabel(o.platform)}, ${look.label}${group ? ", split post" : ""}: ${o.content.slice(0, 80)}`}
      title={`${look.label}: ${o.content.slice(0, 140)}`}
      className={cn(
        "group flex w-full min-w-0 items-center gap-1.5 overflow-hidden rounded-md border px-1 py-0.5 text-left text-xs leading-tight transition-shadow focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:px-1.5 sm:py-1",
        look.chip,
        group && "border-dashed",
        draggable ? "cursor-grab active:cursor-grabbing" : "cursor-pointer",
        linked && "ring-2 ring-brand-400 ring-offset-1",
        className,
      )}
    >
      <span className={cn("size-1.5 shrink-0 rounded-full", look.dot)} aria-hidden="true" />
      <PlatformMark platform={o.platform} size={14} className="rounded-[4px]" />
      {compact ? null : (
        <>
          <span className="shrink-0 font-medium tabular-nums">{time}</span>
          <span className="min-w-0 flex-1 truncate opacity-80">{o.content}</span>
        </>
      )}
      {withState ? <span className="shrink-0 font-medium">{look.label}</span> : null}
    </button>
  );
}
