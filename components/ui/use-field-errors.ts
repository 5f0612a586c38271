"use client";

import { useCallback, useState } from "react";

/**
 * A form's field errors, keyed like the API's 400 details ("platforms", "platforms.0").
 * `clear(field)` drops a field's messages; `clearOnChange(field, set)` wraps a field's setter so editing the field drops its messages:
 * a fixed field stops showing its old error.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((field: string) => {
    setErrors((all) => {
      const kept = Object.entries(all).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
      return kept.length === Object.keys(all).length ? all : Object.fromEntries(kept);
    });
  }, []);
  const clearOnChange =
    <T>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clear(field);
    };
  return { errors, setErrors, clear, clearOnChange };
}
