"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { platformLabel, type SocialPlatform } from "@/lib/content/platforms";
import { customRangeError, formatRange, RANGE_PRESETS, type AnalyticsFilters, type RangePreset } from "./range";
import { SegmentedControl } from "./segmented-control";

interface FiltersBarProps {
  filters: AnalyticsFilters;
  networks: readonly string[];
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: { startDate: string; endDate: string }) => void;
  onPlatform: (platform: SocialPlatform | "") => void;
  timeZone: string;
}

const SEGMENTS = [...RANGE_PRESETS, { id: "custom", label: "Custom" }] as const;

/** Range presets, a custom start and end, and one network or all: what every chart below counts. */
export function FiltersBar({ filters, networks, onPreset, onCustom, onPlatform, timeZone }: FiltersBarProps) {
  const [customOpen, setCustomOpen] = useState(filters.preset === "custom");
  const [start, setStart] = useState(filters.startDate);
  const [end, setEnd] = useState(filters.endDate);
  const [error, setError] = useState<string | null>(null);

  function applyCustom(e: FormEvent) {
    e.preventDefault();
    const problem = customRangeError(start, end);
    setError(problem);
    if (!problem) onCustom({ startDate: start, endDate: end });
  }

  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-card">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SegmentedControl
          label="Date range"
          className="w-full sm:w-auto"
          segments={SEGMENTS}
          value={customOpen ? "custom" : filters.preset}
          onChange={(id) => {
            if (id === "custom") {
              setStart(filters.startDate);
              setEnd(filters.endDate);
              setCustomOpen(true);
              return;
            }
            setCustomOpen(false);
            setError(null);
            onPreset(id);
          }}
        />
        <div className="flex items-center gap-3">
          <p className="hidden text-[13px] text-zinc-500 lg:block">
            <span className="font-medium text-zinc-800">{formatRange(filters.startDate, filters.endDate)}</span>
            <span className="text-zinc-400"> · {timeZone}</span>
          </p>
          <label htmlFor="analytics-platform" className="sr-only">
            Network
          </label>
          <Select
            id="analytics-platform"
            className="w-full md:w-48"
            value={filters.platform}
            onChange={(e) => onPlatform(e.target.value as SocialPlatform | "")}
          >
            <option value="">All networks</option>
            {networks.map((n) => (
              <option key={n} value={n}>
                {platformLabel(n)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {customOpen ? (
        <form
          onSubmit={applyCustom}
          noValidate
          className="flex flex-col gap-3 border-t border-zinc-100 pt-3 sm:flex-row sm:items-end"
        >
          <Field label="Start date" className="sm:w-44">
            <Input type="date" value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label="End date" className="sm:w-44">
            <Input type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
          </Field>
          <Button type="submit" variant="secondary">
            Apply range
          </Button>
          {error ? (
            <p role="alert" className="text-[13px] font-medium text-red-600 sm:pb-2">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="text-[13px] text-zinc-500 lg:hidden">
        <span className="font-medium text-zinc-800">{formatRange(filters.startDate, filters.endDate)}</span>
        <span className="text-zinc-400"> · {timeZone}</span>
      </p>
    </div>
  );
}
