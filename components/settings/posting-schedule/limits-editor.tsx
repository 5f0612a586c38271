"use client";

import { PlatformMark } from "@/components/content/platform-mark";
import { Input } from "@/components/ui/input";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";

interface LimitsEditorProps {
  limits: Record<SocialPlatform, string>;
  onChange: (platform: SocialPlatform, value: string) => void;
  /** Keyed "limits.<platform>". */
  errors: Record<string, string>;
  disabled: boolean;
}

/** Most posts a day per network; empty means no limit. */
export function LimitsEditor({ limits, onChange, errors, disabled }: LimitsEditorProps) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 sm:grid-cols-2">
      {SOCIAL_PLATFORMS.map((p) => {
        const error = errors[`limits.${p}`];
        const id = `limit-${p}`;
        return (
          <div key={p} className="flex flex-col gap-1">
            <div className="flex items-center gap-3">
              <label
                htmlFor={id}
                className="flex min-w-0 flex-1 items-center gap-2 text-[13px] font-medium text-zinc-800"
              >
                <PlatformMark platform={p} size={20} />
                {PLATFORM_LABELS[p]}
              </label>
              <div className="w-28 shrink-0">
                <Input
                  id={id}
                  aria-label={`${PLATFORM_LABELS[p]} posts per day`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1000}
                  step={1}
                  placeholder="No limit"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  value={limits[p]}
                  disabled={disabled}
                  onChange={(e) => onChange(p, e.target.value)}
                />
              </div>
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
                {PLATFORM_LABELS[p]}: {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
