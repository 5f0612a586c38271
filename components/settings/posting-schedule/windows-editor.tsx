"use client";

import { WEEKDAYS } from "@/components/queues/slots";
import { Button } from "@/components/ui/button";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { newKey, type WindowRow } from "./schedule-form";

interface WindowsEditorProps {
  windows: WindowRow[];
  onChange: (windows: WindowRow[]) => void;
  /** Keyed "windows.<row key>.<field>". */
  errors: Record<string, string>;
  disabled: boolean;
}

/** Posting windows grouped by day, Monday first; each a start, an end and optionally one network. */
export function WindowsEditor({ windows, onChange, errors, disabled }: WindowsEditorProps) {
  const update = (key: string, patch: Partial<WindowRow>) =>
    onChange(windows.map((w) => (w.key === key ? { ...w, ...patch } : w)));
  const add = (dayOfWeek: number) => {
    const last = windows.findLast((w) => w.dayOfWeek === dayOfWeek);
    const row = {
      key: newKey("window"),
      dayOfWeek,
      platform: "",
      start: last?.end ?? "09:00",
      end: last ? "" : "11:00",
    };
    const at = windows.findLastIndex((w) => w.dayOfWeek === dayOfWeek);
    onChange(at < 0 ? [...windows, row] : [...windows.slice(0, at + 1), row, ...windows.slice(at + 1)]);
  };
  return (
    <ul className="divide-y divide-zinc-100">
      {WEEKDAYS.map((day) => {
        const rows = windows.filter((w) => w.dayOfWeek === day.value);
        return (
          <li
            key={day.value}
            data-testid={`day-${day.short}`}
            className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-start"
          >
            <p className="w-28 shrink-0 pt-2 text-[13px] font-medium text-zinc-800">{day.long}</p>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {rows.length === 0 ? <p className="pt-2 text-[13px] text-zinc-400">No window</p> : null}
              {rows.map((w, i) => {
                const label = `${day.long} window ${i + 1}`;
                const error =
                  errors[`windows.${w.key}.start`] ??
                  errors[`windows.${w.key}.end`] ??
                  errors[`windows.${w.key}.platform`] ??
                  errors[`windows.${w.key}.dayOfWeek`];
                return (
                  <div key={w.key} className="flex flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <div className="w-32">
                        <Input
                          type="time"
                          aria-label={`${label} start`}
                          aria-invalid={errors[`windows.${w.key}.start`] ? true : undefined}
                          value={w.start}
                          disabled={disabled}
                          onChange={(e) => update(w.key, { start: e.target.value })}
                        />
                      </div>
                      <span className="text-zinc-400" aria-hidden="true">
                        –
                      </span>
                      <div className="w-32">
                        <Input
                          type="time"
                          aria-label={`${label} end`}
                          aria-invalid={errors[`windows.${w.key}.end`] ? true : undefined}
                          value={w.end}
                          disabled={disabled}
                          onChange={(e) => update(w.key, { end: e.target.value })}
                        />
                      </div>
                      <Select
                        aria-label={`${label} network`}
                        className="min-w-40 flex-1 sm:max-w-52"
                        value={w.platform}
                        disabled={disabled}
                        onChange={(e) => update(w.key, { platform: e.target.value })}
                      >
                        <option value="">All networks</option>
                        {SOCIAL_PLATFORMS.map((p) => (
                          <option key={p} value={p}>
                            {PLATFORM_LABELS[p]} only
                          </option>
                        ))}
                      </Select>
                      {disabled ? null : (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${label}`}
                          onClick={() => onChange(windows.filter((x) => x.key !== w.key))}
                        >
                          <TrashIcon />
                        </Button>
                      )}
                    </div>
                    {error ? (
                      <p role="alert" className="text-xs font-medium text-red-600">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {disabled ? null : (
                <div>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<PlusIcon />}
                    onClick={() => add(day.value)}
                    aria-label={`Add a ${day.long} window`}
                  >
                    Add window
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
