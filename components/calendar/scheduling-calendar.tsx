"use client";

import { useEffect, useMemo, useState } from "react";
import { useSocialAccounts } from "@/components/social/queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, SparklesIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import { AgendaList } from "./agenda-list";
import {
  atMinuteOfDay,
  byDay,
  monthWeeks,
  moveToDay,
  shiftView,
  viewRange,
  weekDays,
  type CalendarView,
} from "./calendar-time";
import { MonthView, type CellContext } from "./calendar-views";
import { OccurrenceDetails } from "./occurrence-details";
import { usePlannedDrafts } from "./planned-drafts";
import { splitSiblings } from "./occurrence-groups";
import { useOccurrenceActions, useOccurrences } from "./queries";
import { StateLegend } from "./state-legend";
import { TimeGrid } from "./time-grid";
import { useZoneFormats } from "./zone-formats";

interface CalendarProps {
  timeZone: string;
  today: string;
  initialDate: string;
  initialView: CalendarView;
  canPublish: boolean;
}

const VIEWS: { id: CalendarView; label: string; unit: string }[] = [
  { id: "month", label: "Month", unit: "month" },
  { id: "week", label: "Week", unit: "week" },
  { id: "day", label: "Day", unit: "day" },
];

/** Below Tailwind's `sm`: the calendar becomes an agenda list. */
const PHONE_QUERY = "(max-width: 639.98px)";

function CalendarSkeleton({ view }: { view: CalendarView }) {
  const cells = view === "month" ? 35 : view === "week" ? 7 : 1;
  return (
    <div
      role="status"
      aria-label="Loading the calendar"
      className={cn(
        "grid gap-px overflow-hidden rounded-xl border border-zinc-200 bg-zinc-200",
        view === "day" ? "grid-cols-1" : "grid-cols-7",
      )}
    >
      {Array.from({ length: cells }, (_, i) => (
        <div
          key={i}
          className={cn("flex flex-col gap-1.5 bg-white p-1.5", view === "month" ? "min-h-20 sm:min-h-28" : "min-h-72")}
        >
          <Skeleton className="size-5 rounded-full" />
          {i % 3 === 0 ? <Skeleton className="h-4 w-full" /> : null}
          {i % 5 === 1 ? <Skeleton className="h-4 w-3/4" /> : null}
        </div>
      ))}
    </div>
  );
}

/** Re-reads the clock once a minute, so past times are shaded as the day goes by. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The scheduling calendar: month, week and day views of every occurrence (an agenda on a phone), coloured by delivery state, on the company's clock. */
export function SchedulingCalendar({ timeZone, today, initialDate, initialView, canPublish }: CalendarProps) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [day, setDay] = useState(initialDate);
  const [showCancelled, setShowCancelled] = useState(false);
  const [selected, setSelected] = useState<OccurrenceDTO | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const formats = useZoneFormats(timeZone);
  const toast = useToast();
  const now = useMinuteClock();
  const phone = useMediaQuery(PHONE_QUERY);

  const range = useMemo(() => viewRange(view, day, timeZone), [view, day, timeZone]);
  const occurrences = useOccurrences(range, showCancelled);
  const accounts = useSocialAccounts();
  const actions = useOccurrenceActions();
  const loaded = useMemo(() => occurrences.data ?? [], [occurrences.data]);
  const grouped = useMemo(() => byDay(loaded, timeZone), [loaded, timeZone]);
  const drafts = usePlannedDrafts(range, timeZone);
  const noDrafts = useMemo(() => new Map(), []);
  // The open details follow the polled list, so a retried post is seen turning Published.
  const shown = selected ? (loaded.find((o) => o.occurrenceId === selected.occurrenceId) ?? selected) : null;

  useEffect(() => {
    window.history.replaceState(null, "", `?view=${view}&date=${day}`);
  }, [view, day]);

  /** A drop: the occurrence moves to the time `target` gives it, unless that time has passed. */
  function moveDropped(occurrenceId: string, target: (occurrence: OccurrenceDTO) => Date) {
    setDraggingId(null);
    const occurrence = loaded.find((o) => o.occurrenceId === occurrenceId);
    if (!occurrence) return;
    const scheduledAt = target(occurrence);
    if (scheduledAt.getTime() === Date.parse(occurrence.scheduledAt)) return;
    if (scheduledAt.getTime() < Date.now()) {
      toast.error(
        "Can't move a post into the past",
        `${formats.slot(scheduledAt)} has already passed: drop it on a time still ahead.`,
      );
      return;
    }
    actions.reschedule.mutate({ occurrence, scheduledAt });
  }

  const ctx: CellContext = {
    byDay: grouped,
    drafts: drafts.data ?? noDrafts,
    today,
    timeZone,
    now,
    formats,
    canMove: canPublish,
    draggingId,
    onOpen: setSelected,
    onDragStart: (o) => setDraggingId(o.occurrenceId),
    onDragEnd: () => setDraggingId(null),
    onDropOnDay: (id, target) => moveDropped(id, (o) => moveToDay(o.scheduledAt, target, timeZone)),
    onDropAt: (id, target, minute) => moveDropped(id, () => atMinuteOfDay(target, minute, timeZone)),
    onShowDay: (d) => {
      setView("day");
      setDay(d);
    },
  };

  const week = weekDays(day);
  const unit = VIEWS.find((v) => v.id === view)!.unit;
  const title =
    view === "month"
      ? formats.month(day)
      : view === "day"
        ? formats.dayFull(day)
        : `${formats.monthDay(week[0])} – ${formats.monthDay(week[6])}, ${week[6].slice(0, 4)}`;
  const emptyWhen =
    view === "month" ? `in ${formats.month(day)}` : view === "day" ? `on ${formats.dayLong(day)}` : "this week";
  const empty = occurrences.isSuccess && loaded.length === 0 && !drafts.data?.size;

  return (
    <>
      <PageHeader
        title="Calendar"
        description={`Every scheduled post on your company's clock (${timeZone}), and drafts planned for a day (dashed). Drag a post to another day or time to move it, or open it to pick a new time.`}
        actions={
          <>
            <ButtonLink href="/calendar/ideas" variant="secondary" icon={<SparklesIcon />}>
              Plan ideas with AI
            </ButtonLink>
            <ButtonLink href="/content/social/new" icon={<PlusIcon />}>
              New post
            </ButtonLink>
          </>
        }
      />
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDay(today)}>
            Today
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => setDay(shiftView(view, day, -1))}
          >
            <ArrowLeftIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Next ${unit}`}
            onClick={() => setDay(shiftView(view, day, 1))}
          >
            <ArrowRightIcon />
          </Button>
          <h2 aria-live="polite" className="ml-1 text-base font-semibold tracking-tight text-zinc-900">
            {title}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Checkbox
            label="Show cancelled"
            checked={showCancelled}
            onChange={(e) => setShowCancelled(e.target.checked)}
          />
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
          Nothing scheduled {emptyWhen}. Write a post and pick a time, or add it to a queue: it shows up here.
        </p>
      ) : null}
      {occurrences.isPending ? (
        <CalendarSkeleton view={view} />
      ) : occurrences.isError && !occurrences.data ? (
        <Card>
          <ErrorState
            error={occurrences.error}
            onRetry={() => occurrences.refetch()}
            title="Couldn't load the calendar"
          />
        </Card>
      ) : phone ? (
        <AgendaList days={range.days} ctx={ctx} />
      ) : view === "month" ? (
        <MonthView weeks={monthWeeks(day)} month={day.slice(0, 7)} ctx={ctx} />
      ) : (
        <TimeGrid key={view} days={view === "day" ? [day] : week} ctx={ctx} testId={`${view}-view`} />
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
