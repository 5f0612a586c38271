"use client";

import { useEffect, useRef, useState, type CSSProperties, type DragEvent } from "react";
import { cn } from "@/components/ui/cn";
import { atMinuteOfDay, dayKeyOf, MINUTES_PER_DAY, minuteOfDay, snapMinute } from "./calendar-time";
import type { CellContext } from "./calendar-views";
import { DRAG_TYPE, OccurrenceChip } from "./occurrence-chip";
import { DraftChip } from "./planned-drafts";
import { canReschedule } from "./occurrence-states";
import { BLOCK_MINUTES, layoutDay } from "./time-grid-layout";

/** Height of one hour on the grid; a drop lands on the quarter hour under the pointer. */
const HOUR_PX = 56;
const SNAP_MINUTES = 15;
const PX_PER_MINUTE = HOUR_PX / 60;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Where an empty range opens scrolled to, unless it holds today. */
const MORNING_MINUTE = 7 * 60;

const hourLines: CSSProperties = {
  height: HOUR_PX * 24,
  backgroundImage: "linear-gradient(to bottom, var(--color-zinc-200) 1px, transparent 1px)",
  backgroundSize: `100% ${HOUR_PX}px`,
};

/** How much of the day is behind `now`, in minutes: all of a past day, none of a future one. */
function pastMinutes(day: string, ctx: CellContext): number {
  const today = dayKeyOf(new Date(ctx.now), ctx.timeZone);
  if (day < today) return MINUTES_PER_DAY;
  return day === today ? minuteOfDay(new Date(ctx.now), ctx.timeZone) : 0;
}

interface DropTarget {
  minute: number;
  past: boolean;
}

function DayColumn({ day, ctx, wide }: { day: string; ctx: CellContext; wide: boolean }) {
  const [target, setTarget] = useState<DropTarget | null>(null);
  const occurrences = ctx.byDay.get(day) ?? [];
  const past = pastMinutes(day, ctx);
  const isToday = day === dayKeyOf(new Date(ctx.now), ctx.timeZone);
  const accepts = ctx.draggingId !== null;

  function minuteAt(e: DragEvent<HTMLElement>): number {
    const top = e.currentTarget.getBoundingClientRect().top;
    return snapMinute((e.clientY - top) / PX_PER_MINUTE, SNAP_MINUTES);
  }

  function isPast(minute: number): boolean {
    return atMinuteOfDay(day, minute, ctx.timeZone).getTime() < ctx.now;
  }

  function dragOver(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    const minute = minuteAt(e);
    const refused = isPast(minute);
    // A past slot still takes the drop, so the refusal can say why.
    e.dataTransfer.dropEffect = "move";
    if (target?.minute !== minute || target.past !== refused) setTarget({ minute, past: refused });
  }

  function drop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    setTarget(null);
    const id = e.dataTransfer.getData(DRAG_TYPE) || ctx.draggingId;
    if (id) ctx.onDropAt(id, day, minuteAt(e));
  }

  return (
    <section
      aria-label={`${ctx.formats.dayLong(day)}${isToday ? " (today)" : ""}, ${occurrences.length === 1 ? "1 post" : `${occurrences.length} posts`}`}
      data-day={day}
      onDragOver={accepts ? dragOver : undefined}
      onDragLeave={accepts ? () => setTarget(null) : undefined}
      onDrop={accepts ? drop : undefined}
      className="relative min-w-0 border-l border-zinc-200"
      style={hourLines}
    >
      {past ? (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 bg-zinc-100/80"
          style={{ height: past * PX_PER_MINUTE }}
        />
      ) : null}
      {isToday ? (
        <div
          aria-hidden="true"
          data-testid="now-line"
          className="absolute inset-x-0 z-10 h-0.5 bg-red-500"
          style={{ top: past * PX_PER_MINUTE }}
        >
          <span className="absolute -left-1 -top-[3px] size-2 rounded-full bg-red-500" />
        </div>
      ) : null}
      {layoutDay(occurrences, ctx.timeZone).map(({ item: o, minute, lane, lanes }) => (
        <div
          key={o.occurrenceId}
          className={cn("absolute z-10 pr-0.5", ctx.draggingId === o.occurrenceId && "opacity-50")}
          style={{
            top: minute * PX_PER_MINUTE,
            height: BLOCK_MINUTES * PX_PER_MINUTE - 2,
            left: `${(lane / lanes) * 100}%`,
            width: `${100 / lanes}%`,
          }}
        >
          <OccurrenceChip
            occurrence={o}
            formats={ctx.formats}
            draggable={ctx.canMove && canReschedule(o.status)}
            linked={false}
            withState={wide && lanes === 1}
            compact={!wide && lanes > 1}
            className="h-full"
            onOpen={() => ctx.onOpen(o)}
            onDragStart={() => ctx.onDragStart(o)}
            onDragEnd={ctx.onDragEnd}
            onLinkChange={() => undefined}
          />
        </div>
      ))}
      {target ? (
        <div
          aria-hidden="true"
          data-testid="drop-target"
          className={cn(
            "pointer-events-none absolute inset-x-0 z-20 border-t-2",
            target.past ? "border-red-400" : "border-brand-500",
          )}
          style={{ top: target.minute * PX_PER_MINUTE }}
        >
          <span
            className={cn(
              "absolute left-1 top-0.5 rounded px-1.5 py-0.5 text-[11px] font-semibold text-white shadow",
              target.past ? "bg-red-500" : "bg-brand-600",
            )}
          >
            {target.past ? "In the past" : ctx.formats.time(atMinuteOfDay(day, target.minute, ctx.timeZone))}
          </span>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The week and day views: a column per day, an hour per row on the company's clock, each post at
 * its time. Drag a post onto another day and time (to the quarter hour); past times are shaded and refused.
 */
export function TimeGrid({ days, ctx, testId }: { days: string[]; ctx: CellContext; testId: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  const rangeKey = `${days[0]}:${days.length}`;
  const postMinutes = days.flatMap((d) =>
    (ctx.byDay.get(d) ?? []).map((o) => minuteOfDay(o.scheduledAt, ctx.timeZone)),
  );
  const emptyAnchor = days.includes(dayKeyOf(new Date(ctx.now), ctx.timeZone))
    ? minuteOfDay(new Date(ctx.now), ctx.timeZone)
    : MORNING_MINUTE;
  const anchor = postMinutes.length ? Math.min(...postMinutes) : emptyAnchor;
  const columns = { gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` };

  // Open each range an hour before its first post (or now, or the morning), once: refetches leave the scroll alone.
  useEffect(() => {
    if (!scroller.current || scrolledFor.current === rangeKey) return;
    scrolledFor.current = rangeKey;
    scroller.current.scrollTop = Math.max(0, anchor - 60) * PX_PER_MINUTE;
  }, [rangeKey, anchor]);

  return (
    <div data-testid={testId} className="overflow-hidden rounded-xl border border-zinc-200 bg-white">
      <div ref={scroller} className="max-h-[max(26rem,calc(100dvh-18rem))] overflow-y-auto">
        <div className="sticky top-0 z-30 grid border-b border-zinc-200 bg-white" style={columns}>
          <span className="self-end px-1 pb-1 text-[10px] text-zinc-400">{ctx.formats.zoneName(ctx.now)}</span>
          {days.map((d) => {
            const isToday = d === ctx.today;
            return (
              <button
                key={d}
                type="button"
                onClick={() => ctx.onShowDay(d)}
                aria-label={`Open ${ctx.formats.dayLong(d)}`}
                className="flex flex-col items-center gap-0.5 border-l border-zinc-200 py-1.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
                  {ctx.formats.weekday(d)}
                </span>
                <span
                  className={cn(
                    "inline-flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums",
                    isToday ? "bg-brand-600 text-white" : "text-zinc-800",
                  )}
                >
                  {Number(d.slice(8))}
                </span>
              </button>
            );
          })}
          {days.some((d) => ctx.drafts.get(d)?.length) ? (
            <>
              <span className="self-center px-1 text-[10px] font-medium text-zinc-500">Drafts</span>
              {days.map((d) => (
                <ul
                  key={d}
                  aria-label={`Drafts on ${ctx.formats.dayLong(d)}`}
                  className="flex min-w-0 flex-col gap-0.5 border-l border-t border-zinc-200 p-0.5"
                >
                  {(ctx.drafts.get(d) ?? []).map((draft) => (
                    <li key={draft.key} className="min-w-0">
                      <DraftChip draft={draft} formats={ctx.formats} />
                    </li>
                  ))}
                </ul>
              ))}
            </>
          ) : null}
        </div>
        <div className="grid" style={columns}>
          <div aria-hidden="true" className="relative" style={{ height: HOUR_PX * 24 }}>
            {HOURS.slice(1).map((h) => (
              <span
                key={h}
                className="absolute right-1.5 -translate-y-1/2 text-[11px] tabular-nums text-zinc-500"
                style={{ top: h * HOUR_PX }}
              >
                {ctx.formats.hour(h)}
              </span>
            ))}
          </div>
          {days.map((d) => (
            <DayColumn key={d} day={d} ctx={ctx} wide={days.length === 1} />
          ))}
        </div>
      </div>
    </div>
  );
}
