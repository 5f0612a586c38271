"use client";

import { THEMES, type Theme } from "@/lib/link-in-bio/rules";
import { THEME_STYLES } from "@/lib/link-in-bio/render-page";
import { cn } from "@/components/ui/cn";

/** Radio buttons drawn as small swatches of each theme. */
export function ThemePicker({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-[13px] font-medium text-zinc-800">Theme</legend>
      <div className="grid grid-cols-5 gap-2">
        {THEMES.map((theme) => {
          const s = THEME_STYLES[theme];
          return (
            <label
              key={theme}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-1.5 text-xs capitalize",
                value === theme ? "border-brand-500 ring-3 ring-brand-500/15" : "border-zinc-200 hover:border-zinc-300",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                className="sr-only"
              />
              <span
                className="flex h-12 w-full flex-col items-center justify-center gap-1 rounded-md"
                style={{ background: s.background }}
                aria-hidden="true"
              >
                <span
                  className="h-2 w-3/4 rounded-sm"
                  style={{ background: s.button, border: `1px solid ${s.buttonBorder}` }}
                />
                <span
                  className="h-2 w-3/4 rounded-sm"
                  style={{ background: s.button, border: `1px solid ${s.buttonBorder}` }}
                />
              </span>
              {theme}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
