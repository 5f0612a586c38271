"use client";

import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";
import { PlatformMark } from "./platform-mark";

interface PlatformPickerProps {
  legend: ReactNode;
  value: readonly string[];
  onChange: (platforms: SocialPlatform[]) => void;
  /** Rendered beside the legend (a badge, a reset link). */
  aside?: ReactNode;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** Draw the selection muted, e.g. while it is inherited rather than chosen. */
  muted?: boolean;
  /** The networks offered (default: every one); kept in the canonical order. */
  options?: readonly SocialPlatform[];
}

/** One checkbox per network, drawn as toggle chips; keeps the canonical platform order. */
export function PlatformPicker({
  legend,
  value,
  onChange,
  aside,
  hint,
  error,
  disabled,
  muted,
  options = SOCIAL_PLATFORMS,
}: PlatformPickerProps) {
  function toggle(platform: SocialPlatform, on: boolean) {
    const next = new Set(value);
    if (on) next.add(platform);
    else next.delete(platform);
    onChange(SOCIAL_PLATFORMS.filter((p) => next.has(p)));
  }
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} aria-invalid={error ? true : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-[13px] font-medium text-zinc-800">{legend}</legend>
        {aside}
      </div>
      <div className="flex flex-wrap gap-2">
        {SOCIAL_PLATFORMS.filter((p) => options.includes(p)).map((platform) => {
          const checked = value.includes(platform);
          return (
            <label
              key={platform}
              className={cn(
                "relative flex cursor-pointer select-none items-center gap-2 rounded-lg border py-1.5 pl-1.5 pr-3 text-[13px] font-medium transition-colors",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-60",
                checked
                  ? muted
                    ? "border-zinc-300 bg-zinc-100 text-zinc-700"
                    : "border-brand-300 bg-brand-50 text-brand-800 shadow-xs"
                  : "border-zinc-200 bg-white text-zinc-600 hover:border-zinc-300 hover:bg-zinc-50",
              )}
            >
              <input
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
                checked={checked}
                onChange={(e) => toggle(platform, e.target.checked)}
              />
              <PlatformMark platform={platform} size={20} className={cn(!checked && "opacity-40 grayscale")} />
              {PLATFORM_LABELS[platform]}
            </label>
          );
        })}
      </div>
      {hint && !error ? <p className="text-xs text-zinc-500">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
