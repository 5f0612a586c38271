"use client";

import { cn } from "@/components/ui/cn";

export interface Segment<T extends string> {
  id: T;
  label: string;
}

/** A row of toggle buttons of which one is on (aria-pressed), for switching a view or a range. */
export function SegmentedControl<T extends string>({
  label,
  segments,
  value,
  onChange,
  className,
  size = "md",
}: {
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (id: T) => void;
  className?: string;
  size?: "sm" | "md";
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("flex items-center gap-1 rounded-lg bg-zinc-100 p-1", className)}
    >
      {segments.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-pressed={s.id === value}
          onClick={() => onChange(s.id)}
          className={cn(
            "flex-1 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:flex-none",
            size === "sm" ? "h-7 px-2.5 text-xs" : "h-8 px-3 text-[13px]",
            s.id === value ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-600 hover:text-zinc-900",
          )}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
