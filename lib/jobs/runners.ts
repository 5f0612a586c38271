import { env } from "@/lib/env";

/** What lib/ needs of a background runner: to be woken early for work it just wrote. */
export interface Wakeable {
  wakeAt(at: Date): void;
}

// On globalThis: Next loads instrumentation and route handlers as separate module graphs, and the
// health route must see the runner that instrumentation started.
const globalRunners = globalThis as unknown as {
  __reachRunnerStatus?: { running: boolean; lastTickAt: Date | null };
  __reachRunners?: Set<Wakeable>;
};
const state = (globalRunners.__reachRunnerStatus ??= { running: false, lastTickAt: null });
/** The runners started in this process (inngest/runner.ts), so work written here can wake them early. */
const liveRunners = (globalRunners.__reachRunners ??= new Set());

export function runnerStarted(runner: Wakeable): void {
  liveRunners.add(runner);
  state.running = true;
}

export function runnerStopped(runner: Wakeable): void {
  liveRunners.delete(runner);
  state.running = false;
}

export function runnerTicked(at: Date): void {
  state.lastTickAt = at;
}

/** Wakes this process's runners at `at` (a new outbox row due then) when they would sleep past it. */
export function wakeRunnersAt(at: Date): void {
  for (const runner of liveRunners) runner.wakeAt(at);
}

export function runnerStatus() {
  return {
    mode: env.inngestConfigured ? ("inngest" as const) : ("in-process" as const),
    running: env.inngestConfigured || state.running,
    lastTickAt: state.lastTickAt?.toISOString() ?? null,
  };
}
