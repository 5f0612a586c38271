"use client";

import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";
import { XIcon } from "./icons";
import { controlClass } from "./input";
import { SearchIcon } from "./icons";

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with a magnifier and a clear button; the label is required for screen readers. */
export function SearchInput({ value, onValueChange, className, "aria-label": ariaLabel, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-zinc-400" />
      <input
        type="search"
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn(controlClass, "h-9 pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden")}
        {...props}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onValueChange("")}
          aria-label="Clear search"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <XIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}
