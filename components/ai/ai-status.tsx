"use client";

import { createContext, useContext, useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SparklesIcon } from "@/components/ui/icons";

const AiUnavailable = createContext<string | null>(null);

/** Hands the server's answer to "can AI run for this company?" to every AI button below it. */
export function AiStatusProvider({ unavailable, children }: { unavailable: string | null; children: ReactNode }) {
  return <AiUnavailable.Provider value={unavailable}>{children}</AiUnavailable.Provider>;
}

/** Why AI features cannot run here (no provider configured), or null when they can. */
export const useAiUnavailable = () => useContext(AiUnavailable);

type AiButtonProps = Omit<Parameters<typeof Button>[0], "icon"> & {
  /** Where the reason shows while AI is not set up: under the button, or only as its tooltip (where many buttons sit near one that shows it). */
  reason?: "inline" | "tooltip";
};

/** A button that runs an AI feature: disabled with the reason shown while AI is not set up. */
export function AiButton({ disabled, children, reason = "inline", ...props }: AiButtonProps) {
  const unavailable = useAiUnavailable();
  const reasonId = useId();
  if (!unavailable)
    return (
      <Button icon={<SparklesIcon />} disabled={disabled} {...props}>
        {children}
      </Button>
    );
  if (reason === "tooltip")
    return (
      <Button icon={<SparklesIcon />} {...props} disabled title={`AI is not set up: ${unavailable}`}>
        {children}
      </Button>
    );
  return (
    <span className="inline-flex flex-col gap-1">
      <Button icon={<SparklesIcon />} {...props} disabled aria-describedby={reasonId} title={unavailable}>
        {children}
      </Button>
      <span id={reasonId} className="max-w-64 text-[11px] leading-snug text-zinc-500">
        AI is not set up: {unavailable}
      </span>
    </span>
  );
}
