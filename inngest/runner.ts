import { env } from "@/lib/env";

/** State of the in-process runner; filled in by startRunner(). */
const state = { running: false, lastTickAt: null as Date | null };

export function runnerStatus() {
  return {
    mode: env.inngestConfigured ? ("inngest" as const) : ("in-process" as const),
    running: env.inngestConfigured || state.running,
    lastTickAt: state.lastTickAt?.toISOString() ?? null,
  };
}
