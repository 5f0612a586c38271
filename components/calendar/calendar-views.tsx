"use client";

import { useState, type DragEvent } from "react";
import { cn } from "@/components/ui/cn";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { weekDays } from "./calendar-time";
import { DRAG_TYPE, OccurrenceChip } from "./occurrence-chip";
import { dayEntries, type DayEntry } from "./occurrence-groups";
import { canReschedule } from "./occurrence-states";
import type { ZoneFormats } from "./zone-formats";

/** What the day cells need from the calendar: the data, and what opening, dragging and dropping do. */
export interface CellContext {
  byDay: Map<string, OccurrenceDTO[]>;
  today: string;
  formats: ZoneFormats;
  canMove: boolean;
  draggingId: string | null;
  onOpen: (occurrence: OccurrenceDTO) => void;
  onDragStart: (occurrence: OccurrenceDTO) => void;
  onDragEnd: () => void;
  onDropOnDay: (occurrenceId: string, day: string) => void;
  /** Month view: "+3 more" opens that day's week. */
  onShowWeek: (day: string) => void;
}

const MONTH_VISIBLE = 3;

function Entry({ entry, ctx, roomy, linkedGroup, setLinkedGroup }: { entry: DayEntry; ctx: CellContext; roomy: boolean; linkedGroup: string | null; setLinkedGroup: (g: string | null) => void }) {
  const chips = entry.occurrences.map((o) => (
    <li key={o.occurrenceId} className="min-w-0">
      <OccurrenceChip
        occurrence={o}
        formats={ctx.formats}
        draggable={ctx.canMove && canReschedule(o.status)}
        linked={o.splitGroupId !== null && o.splitGroupId === linkedGroup}
        roomy={roomy}
        onOpen={() => ctx.onOpen(o)}
        onDragStart={() => ctx.onDragStart(o)}
        onDragEnd={ctx.onDragEnd}
        onLinkChange={setLinkedGroup}
      />
    </li>
  ));
  if (entry.occurrences.length === 1) return <>{chips}</>;
  return (
    <li className="min-w-0">
      <ul
        data-testid="post-group"
        aria-label={entry.split ? "Split post: one post, a time per network" : "One post on several networks"}
        className={cn("flex flex-col gap-0.5 rounded-lg border border-dashed p-0.5", entry.split ? "border-brand-300 bg-brand-50/40" : "border-zinc-300")}
      >
        {entry.split ? <li className="hidden px-1 text-[10px] font-semibold uppercase tracking-wide text-brand-700 sm:block">Split post</li> : null}
        {chips}
      </ul>
    </li>
  );
}

function DayCell({ day, ctx, variant, outside, linkedGroup, setLinkedGroup }: {
  day: string;
  ctx: CellContext;
  variant: "month" | "week";
  outside?: boolean;
  linkedGroup: string | null;
  setLinkedGroup: (g: string | null) => void;
}) {
  const [over, setOver] = useState(false);
  const occurrences = ctx.byDay.get(day) ?? [];
  const entries = dayEntries(occurrences);
  const limit = variant === "month" ? MONTH_VISIBLE : entries.length;
  const hidden = entries.slice(limit).reduce((n, e) => n + e.occurrences.length, 0);
  const isToday = day === ctx.today;
  const accepts = ctx.draggingId !== null;

  function dragOver(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    e.dataTransfer.dropEffect = "move";
    setOver(true);
  }

  function drop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    setOver(false);
    const id = e.dataTransfer.getData(DRAG_TYPE) || ctx.draggingId;
    if (id) ctx.onDropOnDay(id, day);
  }

  return (
    <section
      aria-label={`${ctx.formats.dayLong(day)}${isToday ? " (today)" : ""}, ${occurrences.length === 1 ? "1 post" : `${occurrences.length} posts`}`}
      data-day={day}
      onDragOver={accepts ? dragOver : undefined}
      onDragLeave={accepts ? () => setOver(false) : undefined}
      onDrop={accepts ? drop : undefined}
      className={cn(
        "flex min-w-0 flex-col gap-1 bg-white p-1 transition-colors sm:p-1.5",
        variant === "month" ? "min-h-20 sm:min-h-28" : "min-h-16 sm:min-h-72",
        outside && "bg-zinc-50/80",
        over && "bg-brand-50 outline-2 -outline-offset-2 outline-brand-400",
      )}
    >
      <div className={cn("flex items-center gap-1.5", variant === "week" && "sm:flex-col sm:items-start sm:gap-0")}>
        {variant === "week" ? <span className="text-xs font-medium text-zinc-500">{ctx.formats.weekday(day)}</span> : null}
        <span
          className={cn(
            "inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
            isToday ? "bg-brand-600 text-white" : outside ? "text-zinc-400" : "text-zinc-700",
          )}
        >
          {Number(day.slice(8))}
        </span>
      </div>
      {entries.length ? (
        <ul className="flex min-w-0 flex-col gap-0.5 sm:gap-1">
          {entries.slice(0, limit).map((entry) => (
            <Entry key={entry.key} entry={entry} ctx={ctx} roomy={variant === "week"} linkedGroup={linkedGroup} setLinkedGroup={setLinkedGroup} />
          ))}
        </ul>
      ) : null}
      {hidden ? (
        <button
          type="button"
          onClick={() => ctx.onShowWeek(day)}
          className="self-start rounded px-1 text-[11px] font-medium text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          +{hidden} more
        </button>
      ) : null}
    </section>
  );
}

export function MonthView({ weeks, month, ctx }: { weeks: string[][]; month: string; ctx: CellContext }) {
  const [linkedGroup, setLinkedGroup] = useState<string | null>(null);
  return (
    <div data-testid="month-view" className="overflow-hidden rounded-xl border border-zinc-200 bg-zinc-200">
      <div className="grid grid-cols-7 gap-px border-b border-zinc-200 bg-zinc-50" aria-hidden="true">
        {weeks[0].map((day) => (
          <div key={day} className="bg-zinc-50 px-1 py-1.5 text-center text-[11px] font-semibold uppercase tracking-wide text-zinc-500 sm:px-2 sm:text-left">
            {ctx.formats.weekday(day)}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-px">
        {weeks.flat().map((day) => (
          <DayCell key={day} day={day} ctx={ctx} variant="month" outside={day.slice(0, 7) !== month} linkedGroup={linkedGroup} setLinkedGroup={setLinkedGroup} />
        ))}
      </div>
    </div>
  );
}

export function WeekView({ day, ctx }: { day: string; ctx: CellContext }) {
  const [linkedGroup, setLinkedGroup] = useState<string | null>(null);
  return (
    <div data-testid="week-view" className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-zinc-200 bg-zinc-200 sm:grid-cols-7">
      {weekDays(day).map((d) => (
        <DayCell key={d} day={d} ctx={ctx} variant="week" linkedGroup={linkedGroup} setLinkedGroup={setLinkedGroup} />
      ))}
    </div>
  );
}
