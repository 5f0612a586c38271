"use client";

import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "./cn";

interface FieldIds {
  id: string;
  describedBy?: string;
  invalid: boolean;
}

const FieldContext = createContext<FieldIds | null>(null);

/** Inputs inside a Field pick up its id, description and error state from here. */
export function useFieldControl(explicitId?: string) {
  const field = useContext(FieldContext);
  return {
    id: explicitId ?? field?.id,
    "aria-describedby": field?.describedBy,
    "aria-invalid": field?.invalid || undefined,
  };
}

interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "Optional". */
  aside?: ReactNode;
  className?: string;
  id?: string;
}

/** A labelled form control with an optional hint and an error message announced to screen readers. */
export function Field({ label, children, error, hint, aside, className, id }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={controlId} className="text-[13px] font-medium text-zinc-800">
            {label}
          </label>
          {aside ? <span className="text-xs text-zinc-500">{aside}</span> : null}
        </div>
        {children}
        {hint && !error ? (
          <p id={hintId} className="text-xs text-zinc-500">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
