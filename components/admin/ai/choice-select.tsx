"use client";

import { Select } from "@/components/ui/select";

/** A select over a fixed list of names (tasks, providers), each its own label. */
export function ChoiceSelect<T extends string>({
  choices,
  value,
  onChange,
  label,
}: {
  choices: readonly T[];
  value: string;
  onChange: (value: T) => void;
  label?: string;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {choices.map((c) => (
        <option key={c}>{c}</option>
      ))}
    </Select>
  );
}
