"use client";

import { useState, type DragEvent } from "react";
import { cn } from "@/components/ui/cn";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { DRAG_TYPE, OccurrenceChip } from "./occurrence-chip";
import { dayEntries, type DayEntry } from "./occurrence-groups";
import { DraftChip, type PlannedDraft } from "./planned-drafts";
import { canReschedule } from "./occurrence-states";
import type { ZoneFormats } from "./zone-formats";

/** What the views need from the calendar: the data, and what opening, dragging and dropping do. */
export interface CellContext {
  byDay: Map<string, OccurrenceDTO[]>;
  /** Drafts planned for a day: shown apart, never dragged (they are not scheduled). */
  drafts: Map<string, PlannedDraft[]>;
  today: string;
  timeZone: string;
  /** The clock the views shade past times by (ms), ticking once a minute. */
  now: number;
  formats: ZoneFormats;
  canMove: boolean;
  draggingId: string | null;
  onOpen: (occurrence: OccurrenceDTO) => void;
  onDragStart: (occurrence: OccurrenceDTO) => void;
  onDragEnd: () => void;
  /** Month view: a drop on a day keeps the time of day. */
  onDropOnDay: (occurrenceId: string, day: string) => void;
  /** Week and day views: a drop on the hour grid sets day and time (minutes past local midnight). */
  onDropAt: (occurrenceId: string, day: string, minute: number) => void;
  /** A day's number, or its "+3 more", opens that day's view. */
  onShowDay: (day: string) => void;
}

const MONTH_VISIBLE = 3;

function Entry({
  entry,
  ctx,
  linkedGroup,
  setLinkedGroup,
}: {
  entry: DayEntry;
  ctx: CellContext;
  linkedGroup: string | null;
  setLinkedGroup: (g: string | null) => void;
}) {
  const chips = entry.occurrences.map((o) => (
    <li key={o.occurrenceId} className="min-w-0">
      <OccurrenceChip
        occurrence={o}
        formats={ctx.formats}
        draggable={ctx.canMove && canReschedule(o.status)}
        linked={o.splitGroupId !== null && o.splitGroupId === linkedGroup}
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
        className={cn(
          "flex flex-col gap-0.5 rounded-lg border border-dashed p-0.5",
          entry.split ? "border-brand-300 bg-brand-50/40" : "border-zinc-300",
        )}
      >
        {entry.split ? (
          <li className="hidden px-1 text-[10px] font-semibold uppercase tracking-wide text-brand-700 sm:block">
            Split post
          </li>
        ) : null}
        {chips}
      </ul>
    </li>
  );
}

function DayCell({
  day,
  ctx,
  outside,
  linkedGroup,
  setLinkedGroup,
}: {
  day: string;
  ctx: CellContext;
  outside: boolean;
  linkedGroup: string | null;
  setLinkedGroup: (g: string | null) => void;
}) {
  const [over, setOver] = useState(false);
  const occurrences = ctx.byDay.get(day) ?? [];
  const drafts = ctx.drafts.get(day) ?? [];
  const entries = dayEntries(occurrences);
  const hidden =
    entries.slice(MONTH_VISIBLE).reduce((n, e) => n + e.occurrences.length, 0) +
    Math.max(0, drafts.length - Math.max(0, MONTH_VISIBLE - entries.length));
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
      aria-label={`${ctx.formats.dayLong(day)}${isToday ? " (today)" : ""}, ${occurrences.length === 1 ? "1 post" : `${occurrences.length} posts`}${drafts.length ? `, ${drafts.length === 1 ? "1 draft" : `${drafts.length} drafts`}` : ""}`}
      data-day={day}
      onDragOver={accepts ? dragOver : undefined}
      onDragLeave={accepts ? () => setOver(false) : undefined}
      onDrop={accepts ? drop : undefined}
      className={cn(
        "flex min-h-20 min-w-0 flex-col gap-1 bg-white p-1 transition-colors sm:min-h-28 sm:p-1.5",
        outside && "bg-zinc-50/80",
        over && "bg-brand-50 outline-2 -outline-offset-2 outline-brand-400",
      )}
    >
      <button
        type="button"
        onClick={() => ctx.onShowDay(day)}
        aria-label={`Open ${ctx.formats.dayLong(day)}`}
        className={cn(
          "inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums hover:ring-2 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-500",
          isToday ? "bg-brand-600 text-white" : outside ? "text-zinc-400" : "text-zinc-700",
        )}
      >
        {Number(day.slice(8))}
      </button>
      {entries.length || drafts.length ? (
        <ul className="flex min-w-0 flex-col gap-0.5 sm:gap-1">
          {entries.slice(0, MONTH_VISIBLE).map((entry) => (
            <Entry key={entry.key} entry={entry} ctx={ctx} linkedGroup={linkedGroup} setLinkedGroup={setLinkedGroup} />
          ))}
          {drafts.slice(0, Math.max(0, MONTH_VISIBLE - entries.length)).map((d) => (
            <li key={d.key} className="min-w-0">
              <DraftChip draft={d} formats={ctx.formats} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden ? (
        <button
          type="button"
          onClick={() => ctx.onShowDay(day)}
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
          <div
            key={day}
            className="bg-zinc-50 px-1 py-1.5 text-center text-[11px] font-semibold uppercase tracking-wide text-zinc-500 sm:px-2 sm:text-left"
          >
            {ctx.formats.weekday(day)}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-px">
        {weeks.flat().map((day) => (
          <DayCell
            key={day}
            day={day}
            ctx={ctx}
            outside={day.slice(0, 7) !== month}
            linkedGroup={linkedGroup}
            setLinkedGroup={setLinkedGroup}
          />
        ))}
      </div>
    </div>
  );
}
