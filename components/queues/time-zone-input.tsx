"use client";

import { useId, useMemo } from "react";
import { Input } from "@/components/ui/input";

/**
 * A free-text IANA zone name with the runtime's zones as suggestions: any name can be typed, and
 * the API says when it is not one it knows.
 */
export function TimeZoneInput({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}) {
  const listId = useId();
  const zones = useMemo(() => ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")], []);
  return (
    <>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Europe/Berlin"
        disabled={disabled}
      />
      <datalist id={listId}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  );
}
