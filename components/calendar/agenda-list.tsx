"use client";

import { PlatformMark } from "@/components/content/platform-mark";
import { cn } from "@/components/ui/cn";
import { platformLabel } from "@/lib/content/platforms";
import type { OccurrenceDTO } from "@/lib/social/contracts";
import type { CellContext } from "./calendar-views";
import { dayEntries, type DayEntry } from "./occurrence-groups";
import { STATE_LOOKS } from "./occurrence-states";
import { DraftChip } from "./planned-drafts";

function NetworkRow({
  occurrence: o,
  ctx,
  ownTime,
}: {
  occurrence: OccurrenceDTO;
  ctx: CellContext;
  ownTime: boolean;
}) {
  const look = STATE_LOOKS[o.status];
  const network = platformLabel(o.platform);
  const time = ctx.formats.time(o.scheduledAt);
  return (
    <li>
      <button
        type="button"
        onClick={() => ctx.onOpen(o)}
        data-testid="occurrence"
        data-occurrence-id={o.occurrenceId}
        data-status={o.status}
        aria-label={`${time}, ${network}, ${look.label}: open to see details or move it`}
        className={cn(
          "flex w-full min-w-0 items-center gap-2 rounded-md border px-2 py-1.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500",
          look.chip,
        )}
      >
        <PlatformMark platform={o.platform} size={16} className="rounded-[4px]" />
        <span className="min-w-0 truncate font-medium">{network}</span>
        {ownTime ? <span className="shrink-0 tabular-nums opacity-80">{time}</span> : null}
        <span className="ml-auto inline-flex shrink-0 items-center gap-1 font-medium">
          <span className={cn("size-1.5 rounded-full", look.dot)} aria-hidden="true" />
          {look.label}
        </span>
      </button>
    </li>
  );
}

function AgendaEntry({ entry, ctx }: { entry: DayEntry; ctx: CellContext }) {
  const [first] = entry.occurrences;
  return (
    <li data-testid="agenda-entry" className="flex gap-3 px-3 py-3">
      <time
        dateTime={first.scheduledAt}
        className="w-[4.5rem] shrink-0 whitespace-nowrap pt-0.5 text-sm font-semibold tabular-nums text-zinc-900"
      >
        {ctx.formats.time(first.scheduledAt)}
      </time>
      <div className="min-w-0 flex-1">
        {entry.split ? (
          <p className="mb-0.5 text-[10px] font-semibold uppercase tracking-wide text-brand-700">
            Split post: a time per network
          </p>
        ) : null}
        <p className="line-clamp-2 break-words text-sm text-zinc-800">{first.content}</p>
        <ul aria-label="Networks" className="mt-2 flex flex-col gap-1">
          {entry.occurrences.map((o) => (
            <NetworkRow key={o.occurrenceId} occurrence={o} ctx={ctx} ownTime={o.scheduledAt !== first.scheduledAt} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The calendar on a phone: the days that have posts or planned drafts, each post with its time, text, networks and their states. */
export function AgendaList({ days, ctx }: { days: string[]; ctx: CellContext }) {
  const withPosts = days.filter((d) => ctx.byDay.get(d)?.length || ctx.drafts.get(d)?.length);
  return (
    <div data-testid="agenda" className="flex flex-col gap-4">
      {withPosts.map((day) => (
        <section key={day} data-day={day} aria-labelledby={`agenda-${day}`}>
          <h3 id={`agenda-${day}`} className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-zinc-900">
            {ctx.formats.dayLong(day)}
            {day === ctx.today ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">Today</span>
            ) : null}
          </h3>
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
            {dayEntries(ctx.byDay.get(day) ?? []).map((entry) => (
              <AgendaEntry key={entry.key} entry={entry} ctx={ctx} />
            ))}
            {(ctx.drafts.get(day) ?? []).map((d) => (
              <li key={d.key} className="px-3 py-2">
                <DraftChip draft={d} formats={ctx.formats} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
