"use client";

import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";
import { controlClass } from "./input";
import { ChevronDownIcon } from "./icons";

/** A native select (keyboard and screen-reader behaviour for free) styled like the other controls. */
export function Select({ className, id, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useFieldControl(id);
  return (
    <div className={cn("relative", className)}>
      <select className={cn(controlClass, "h-9 appearance-none pr-9")} {...control} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-zinc-400" />
    </div>
  );
}
