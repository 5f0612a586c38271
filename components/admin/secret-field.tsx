"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * A stored secret: shows only its mask (****abcd). Typing replaces it; leaving it untouched sends
 * nothing, so the stored value stays. "Remove" clears it.
 */
export function SecretField({
  label,
  masked,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  masked: string | null;
  /** undefined: unchanged; null: cleared; a string: the new value. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  error?: string;
  hint?: string;
}) {
  const [editing, setEditing] = useState(false);
  const status =
    value === null
      ? "Will be removed on save"
      : value !== undefined
        ? "Will be replaced on save"
        : masked
          ? `Stored: ${masked}`
          : "Not set";
  return (
    <Field
      label={label}
      error={error}
      hint={hint ?? status}
      aside={masked && value === undefined ? "Encrypted" : undefined}
    >
      <div className="flex gap-2">
        <Input
          type="password"
          autoComplete="off"
          placeholder={masked ?? "Not set"}
          value={editing ? (value ?? "") : ""}
          onFocus={() => setEditing(true)}
          onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
        />
        {masked && value !== null ? (
          <Button variant="ghost" size="sm" className="h-9" onClick={() => onChange(null)}>
            Remove
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
