"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ColorKey } from "@/lib/brand/draft";

export const COLOR_LABELS: Record<ColorKey, string> = {
  primary: "Primary",
  secondary: "Secondary",
  accent: "Accent",
  background: "Background",
  text: "Text",
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** The native colour picker only takes #rrggbb. */
function toSixDigits(hex: string): string {
  const v = hex.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return /^#[0-9a-f]{6}$/.test(v) ? v : "#000000";
}

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A swatch that opens the system colour picker, next to a hex input; both edit the same value. */
export function ColorField({ label, value, onChange, error, disabled }: ColorFieldProps) {
  const valid = isHexColor(value);
  return (
    <Field label={label} error={error}>
      <div className="flex items-center gap-2">
        <label
          className="relative size-9 shrink-0 cursor-pointer overflow-hidden rounded-lg border border-zinc-200 shadow-xs focus-within:ring-3 focus-within:ring-brand-500/25 has-disabled:cursor-not-allowed"
          style={{
            background: valid ? value : "repeating-conic-gradient(#e4e4e7 0% 25%, #fff 0% 50%) 50% / 10px 10px",
          }}
        >
          <span className="sr-only">{`${label}: pick a colour`}</span>
          <input
            type="color"
            value={toSixDigits(value)}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </label>
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="#4f46e5"
          maxLength={7}
          spellCheck={false}
          disabled={disabled}
          className="font-mono uppercase placeholder:normal-case"
        />
      </div>
    </Field>
  );
}

export const FONT_SUGGESTIONS = [
  "Inter",
  "Arial",
  "Helvetica",
  "Georgia",
  "Times New Roman",
  "Verdana",
  "Trebuchet MS",
  "Courier New",
  "Roboto",
  "Open Sans",
  "Lato",
  "Montserrat",
  "Poppins",
  "Playfair Display",
  "Merriweather",
  "Source Serif Pro",
];

/** CSS font stack for a brand font; Inter is bundled with the app, others render if installed. */
export function fontStack(family: string, fallback: "sans" | "serif" = "sans"): string {
  const name = family.trim();
  const generic = fallback === "serif" ? "ui-serif, Georgia, serif" : "ui-sans-serif, system-ui, sans-serif";
  if (!name) return generic;
  if (name.toLowerCase() === "inter") return `var(--font-inter), ${generic}`;
  return `"${name.replace(/"/g, "")}", ${generic}`;
}

interface FontFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  sample: string;
  heading?: boolean;
}

export function FontField({ label, value, onChange, error, disabled, sample, heading }: FontFieldProps) {
  return (
    <Field label={label} error={error} hint="A font family name, e.g. Inter or Georgia.">
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        list="brand-font-suggestions"
        placeholder="Inter"
        maxLength={64}
        disabled={disabled}
      />
      <div
        data-testid={heading ? "heading-font-preview" : "body-font-preview"}
        className="mt-1 rounded-lg border border-dashed border-zinc-200 bg-zinc-50/70 px-3 py-3 text-zinc-800"
        style={{ fontFamily: fontStack(value) }}
      >
        <p className={heading ? "text-xl font-bold leading-tight tracking-tight" : "text-[15px] leading-relaxed"}>
          {sample}
        </p>
        <p className="mt-1 text-xs text-zinc-400">{value.trim() || "System default"} · Aa Bb Cc 123</p>
      </div>
    </Field>
  );
}
