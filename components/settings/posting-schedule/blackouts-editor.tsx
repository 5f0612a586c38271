"use client";

import { Button } from "@/components/ui/button";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { newKey, type BlackoutRow } from "./schedule-form";

interface BlackoutsEditorProps {
  blackouts: BlackoutRow[];
  onChange: (blackouts: BlackoutRow[]) => void;
  /** Keyed "blackouts.<row key>.<from | to | reason>". */
  errors: Record<string, string>;
  disabled: boolean;
  timeZone: string;
}

const exactTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

/** Ranges of whole days with nothing recommended, first and last day included. */
export function BlackoutsEditor({ blackouts, onChange, errors, disabled, timeZone }: BlackoutsEditorProps) {
  // Changing a day drops the exact stored times: the row is whole days from then on.
  const update = (key: string, patch: Partial<BlackoutRow>) =>
    onChange(
      blackouts.map((b) =>
        b.key === key ? { ...b, ...patch, exact: "from" in patch || "to" in patch ? undefined : b.exact } : b,
      ),
    );
  return (
    <div className="flex flex-col gap-3 px-5 py-4">
      {blackouts.length === 0 ? (
        <p className="text-[13px] text-zinc-500">No blackouts: every day can get recommended times.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {blackouts.map((b, i) => {
          const label = `Blackout ${i + 1}`;
          const fieldError = (f: string) => errors[`blackouts.${b.key}.${f}`];
          return (
            <li
              key={b.key}
              data-testid="blackout-row"
              className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-3"
            >
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_10rem_minmax(0,1fr)_auto] sm:items-end">
                <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
                  First day
                  <Input
                    type="date"
                    aria-label={`${label} first day`}
                    aria-invalid={fieldError("from") ? true : undefined}
                    value={b.from}
                    disabled={disabled}
                    onChange={(e) => update(b.key, { from: e.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
                  Last day
                  <Input
                    type="date"
                    aria-label={`${label} last day`}
                    aria-invalid={fieldError("to") ? true : undefined}
                    value={b.to}
                    disabled={disabled}
                    onChange={(e) => update(b.key, { to: e.target.value })}
                  />
                </label>
                <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-zinc-600 sm:col-span-1">
                  Reason
                  <Input
                    aria-label={`${label} reason`}
                    value={b.reason}
                    maxLength={300}
                    placeholder="Company holiday"
                    disabled={disabled}
                    onChange={(e) => update(b.key, { reason: e.target.value })}
                  />
                </label>
                {disabled ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="col-span-2 justify-self-end sm:col-span-1"
                    aria-label={`Remove ${label}`}
                    onClick={() => onChange(blackouts.filter((x) => x.key !== b.key))}
                  >
                    <TrashIcon />
                  </Button>
                )}
              </div>
              {b.exact ? (
                <p className="text-xs text-zinc-500">
                  Exactly {exactTime(b.exact.startsAt, timeZone)} – {exactTime(b.exact.endsAt, timeZone)}; changing a
                  day makes it whole days.
                </p>
              ) : null}
              {["from", "to", "reason"].map((f) =>
                fieldError(f) ? (
                  <p key={f} role="alert" className="text-xs font-medium text-red-600">
                    {fieldError(f)}
                  </p>
                ) : null,
              )}
            </li>
          );
        })}
      </ul>
      {disabled ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<PlusIcon />}
            onClick={() => onChange([...blackouts, { key: newKey("blackout"), from: "", to: "", reason: "" }])}
          >
            Add blackout
          </Button>
        </div>
      )}
    </div>
  );
}
