"use client";

import { Button } from "@/components/ui/button";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { EVERY_DAY, newRowKey, WEEKDAYS, type SlotRow } from "./slots";

interface SlotEditorProps {
  rows: SlotRow[];
  onChange: (rows: SlotRow[]) => void;
  /** Keyed like the API's details: "slots", "slots.2.time". */
  errors: Record<string, string>;
  timeZone: string;
}

/** The queue's weekly slots: a day (or every day) and a time per row. */
export function SlotEditor({ rows, onChange, errors, timeZone }: SlotEditorProps) {
  const update = (key: string, patch: Partial<SlotRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () =>
    onChange([...rows, { key: newRowKey(), day: rows.at(-1)?.day ?? EVERY_DAY, time: rows.at(-1)?.time ?? "09:00" }]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-[13px] font-medium text-zinc-800">Weekly slots</legend>
      <p className="text-xs text-zinc-500">
        Each new item takes the next free slot, on {timeZone.trim() || "the queue's"} clocks.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-3 text-center text-[13px] text-zinc-500">
          No slots yet: items can't be added until the queue has one.
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {rows.map((row, i) => {
          const error = errors[`slots.${i}.time`] ?? errors[`slots.${i}.dayOfWeek`] ?? errors[`slots.${i}`];
          return (
            <li key={row.key} data-testid="slot-row" className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Select
                  aria-label={`Slot ${i + 1} day`}
                  className="min-w-0 flex-1"
                  value={row.day}
                  onChange={(e) => update(row.key, { day: e.target.value })}
                >
                  <option value={EVERY_DAY}>Every day</option>
                  {WEEKDAYS.map((d) => (
                    <option key={d.value} value={String(d.value)}>
                      {d.long}
                    </option>
                  ))}
                </Select>
                <div className="w-32 shrink-0">
                  <Input
                    type="time"
                    aria-label={`Slot ${i + 1} time`}
                    aria-invalid={error ? true : undefined}
                    value={row.time}
                    onChange={(e) => update(row.key, { time: e.target.value })}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove slot ${i + 1}`}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  <TrashIcon />
                </Button>
              </div>
              {error ? (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {errors.slots ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errors.slots}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={add}>
          Add slot
        </Button>
      </div>
    </fieldset>
  );
}
