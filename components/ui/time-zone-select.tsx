"use client";

import type { SelectHTMLAttributes } from "react";
import { Select } from "./select";
import type { ZoneGroups } from "./time-zones";

/**
 * A picker of IANA time zones (`groups` from timeZoneGroups on the server): a native select, so it
 * is searchable by typing and usable on phones, grouped by region, UTC first. A stored zone the list
 * lacks is kept as an option so it still shows.
 */
export function TimeZoneSelect({
  value,
  groups,
  ...props
}: { value: string; groups: ZoneGroups } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value">) {
  const listed = value === "UTC" || groups.some(([, zones]) => zones.some((z) => z.zone === value));
  return (
    <Select value={value} {...props}>
      <option value="UTC">UTC (Coordinated Universal Time)</option>
      {listed ? null : <option value={value}>{value}</option>}
      {groups.map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map((z) => (
            <option key={z.zone} value={z.zone}>
              {z.label}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
