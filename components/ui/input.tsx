"use client";

import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

export const controlClass =
  "w-full rounded-lg border border-zinc-200 bg-white px-3 text-sm text-zinc-900 shadow-xs transition-colors " +
  "placeholder:text-zinc-400 hover:border-zinc-300 " +
  "focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/15 " +
  "disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500 " +
  "aria-invalid:border-red-400 aria-invalid:focus:ring-red-500/15";

export function Input({ className, id, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const control = useFieldControl(id);
  return <input className={cn(controlClass, "h-9", className)} {...control} {...props} />;
}

export function Textarea({ className, id, rows = 3, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl(id);
  return (
    <textarea
      rows={rows}
      className={cn(controlClass, "min-h-20 py-2 leading-relaxed", className)}
      {...control}
      {...props}
    />
  );
}
