"use client";

import { useEffect, useMemo, useState } from "react";
import { useSocialAccounts } from "@/components/social/queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { byDay, dayKeyOf, monthWeeks, moveToDay, shiftView, viewRange, weekDays, type CalendarView } from "./calendar-time";
import { MonthView, WeekView, type CellContext } from "./calendar-views";
import { OccurrenceDetails } from "./occurrence-details";
import { splitSiblings } from "./occurrence-groups";
import { useOccurrenceActions, useOccurrences } from "./queries";
import { StateLegend } from "./state-legend";
import { useZoneFormats } from "./zone-formats";

interface CalendarProps {
  timeZone: string;
  today: string;
  initialDate: string;
  initialView: CalendarView;
  canPublish: boolean;
}

const VIEWS: { id: CalendarView; label: string }[] = [
  { id: "month", label: "Month" },
  { id: "week", label: "Week" },
];

/** A time further in the past than this is refused by the API (decisions.md). */
const PAST_TOLERANCE_MS = 5 * 60_000;

function CalendarSkeleton({ view }: { view: CalendarView }) {
  const cells = view === "week" ? 7 : 35;
  return (
    <div role="status" aria-label="Loading the calendar" className={cn("grid gap-px overflow-hidden rounded-xl border border-zinc-200 bg-zinc-200", view === "week" ? "grid-cols-1 sm:grid-cols-7" : "grid-cols-7")}>
      {Array.from({ length: cells }, (_, i) => (
        <div key={i} className={cn("flex flex-col gap-1.5 bg-white p-1.5", view === "week" ? "min-h-16 sm:min-h-72" : "min-h-20 sm:min-h-28")}>
          <Skeleton className="size-5 rounded-full" />
          {i % 3 === 0 ? <Skeleton className="h-4 w-full" /> : null}
          {i % 5 === 1 ? <Skeleton className="h-4 w-3/4" /> : null}
        </div>
      ))}
    </div>
  );
}

/** The scheduling calendar: month and week views of every occurrence, coloured by delivery state, on the company's clock. */
export function SchedulingCalendar({ timeZone, today, initialDate, initialView, canPublish }: CalendarProps) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [day, setDay] = useState(initialDate);
  const [showCancelled, setShowCancelled] = useState(false);
  const [selected, setSelected] = useState<OccurrenceDTO | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const formats = useZoneFormats(timeZone);
  const toast = useToast();

  const range = useMemo(() => viewRange(view, day, timeZone), [view, day, timeZone]);
  const occurrences = useOccurrences(range, showCancelled);
  const accounts = useSocialAccounts();
  const actions = useOccurrenceActions();
  const loaded = useMemo(() => occurrences.data ?? [], [occurrences.data]);
  const grouped = useMemo(() => byDay(loaded, timeZone), [loaded, timeZone]);
  // The open details follow the polled list, so a retried post is seen turning Published.
  const shown = selected ? (loaded.find((o) => o.occurrenceId === selected.occurrenceId) ?? selected) : null;

  useEffect(() => {
    window.history.replaceState(null, "", `?view=${view}&date=${day}`);
  }, [view, day]);

  function dropOnDay(occurrenceId: string, target: string) {
    setDraggingId(null);
    const occurrence = loaded.find((o) => o.occurrenceId === occurrenceId);
    if (!occurrence || dayKeyOf(occurrence.scheduledAt, timeZone) === target) return;
    const scheduledAt = moveToDay(occurrence.scheduledAt, target, timeZone);
    if (scheduledAt.getTime() < Date.now() - PAST_TOLERANCE_MS) {
      toast.error("Can't move a post into the past", "Drop it on a day whose time is still ahead.");
      return;
    }
    actions.reschedule.mutate({ occurrence, scheduledAt });
  }

  const ctx: CellContext = {
    byDay: grouped,
    today,
    formats,
    canMove: canPublish,
    draggingId,
    onOpen: setSelected,
    onDragStart: (o) => setDraggingId(o.occurrenceId),
    onDragEnd: () => setDraggingId(null),
    onDropOnDay: dropOnDay,
    onShowWeek: (d) => {
      setView("week");
      setDay(d);
    },
  };

  const week = weekDays(day);
  const title = view === "month" ? formats.month(day) : `${formats.monthDay(week[0])} – ${formats.monthDay(week[6])}, ${week[6].slice(0, 4)}`;
  const empty = occurrences.isSuccess && loaded.length === 0;

  return (
    <>
      <PageHeader
        title="Calendar"
        description={`Every scheduled post by day, on your company's clock (${timeZone}). Drag a post to another day to move it; click it for details.`}
        actions={
          <ButtonLink href="/content/social/new" icon={<PlusIcon />}>
            New post
          </ButtonLink>
        }
      />
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDay(today)}>
            Today
          </Button>
          <Button variant="ghost" size="icon" aria-label={view === "month" ? "Previous month" : "Previous week"} onClick={() => setDay(shiftView(view, day, -1))}>
            <ArrowLeftIcon />
          </Button>
          <Button variant="ghost" size="icon" aria-label={view === "month" ? "Next month" : "Next week"} onClick={() => setDay(shiftView(view, day, 1))}>
            <ArrowRightIcon />
          </Button>
          <h2 aria-live="polite" className="ml-1 text-base font-semibold tracking-tight text-zinc-900">
            {title}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Checkbox label="Show cancelled" checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)} />
          <div role="group" aria-label="View" className="inline-flex rounded-lg border border-zinc-200 bg-white p-0.5">
            {VIEWS.map(({ id: v, label }) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                  view === v ? "bg-zinc-900 text-white" : "text-zinc-600 hover:text-zinc-900",
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="mb-3">
        <StateLegend showCancelled={showCancelled} />
      </div>
      {empty ? (
        <p className="mb-3 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
          Nothing scheduled {view === "month" ? `in ${formats.month(day)}` : "this week"}. Write a post and pick a time, or add it to a queue: it shows up here.
        </p>
      ) : null}
      {occurrences.isPending ? (
        <CalendarSkeleton view={view} />
      ) : occurrences.isError && !occurrences.data ? (
        <Card>
          <ErrorState error={occurrences.error} onRetry={() => occurrences.refetch()} title="Couldn't load the calendar" />
        </Card>
      ) : view === "month" ? (
        <MonthView weeks={monthWeeks(day)} month={day.slice(0, 7)} ctx={ctx} />
      ) : (
        <WeekView day={day} ctx={ctx} />
      )}
      {shown ? (
        <OccurrenceDetails
          key={shown.occurrenceId}
          occurrence={shown}
          siblings={splitSiblings(shown, loaded)}
          account={accounts.data?.find((a) => a.id === shown.socialAccountId)}
          timeZone={timeZone}
          formats={formats}
          canPublish={canPublish}
          actions={actions}
          onOpen={setSelected}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </>
  );
}
