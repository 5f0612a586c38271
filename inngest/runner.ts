import type { InngestFunction } from "inngest";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { scheduleDueCrons } from "./in-process/cron-schedule";
import { deliverDueRows } from "./in-process/deliver";
import { FunctionRegistry } from "./in-process/registry";

export interface RunnerOptions {
  functions: readonly InngestFunction.Any[];
  /** Injectable so tests can move time instead of sleeping. */
  clock?: () => Date;
  tickMs?: number;
  batchSize?: number;
  /** How long a claimed outbox row stays ours before another runner may take it over. */
  leaseMs?: number;
}

export const DEFAULT_TICK_MS = 5_000;
const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_LEASE_MS = 5 * 60_000;

// On globalThis: Next loads instrumentation and route handlers as separate module graphs, and the
// health route must see the runner that instrumentation started.
const globalStatus = globalThis as unknown as { __reachRunnerStatus?: { running: boolean; lastTickAt: Date | null } };
const state = (globalStatus.__reachRunnerStatus ??= { running: false, lastTickAt: null });

export function runnerStatus() {
  return {
    mode: env.inngestConfigured ? ("inngest" as const) : ("in-process" as const),
    running: env.inngestConfigured || state.running,
    lastTickAt: state.lastTickAt?.toISOString() ?? null,
  };
}

/**
 * Runs the app's Inngest functions in this process when Inngest is not configured: each tick turns
 * due cron slots into outbox rows, then claims due outbox rows and runs the functions they reach.
 * All durable state is in the database (Outbox, CronRun); a tick never overlaps the previous one.
 */
export class BackgroundRunner {
  private readonly registry: FunctionRegistry;
  private readonly clock: () => Date;
  private readonly tickMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private started = false;

  constructor(opts: RunnerOptions) {
    this.registry = new FunctionRegistry(opts.functions);
    this.clock = opts.clock ?? (() => new Date());
    this.tickMs = opts.tickMs ?? DEFAULT_TICK_MS;
    this.batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    state.running = true;
    logger.info({ functions: this.registry.functions.map((f) => f.id), tickMs: this.tickMs }, "in-process background runner started");
    this.loop();
  }

  async stop(): Promise<void> {
    this.started = false;
    state.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** One pass; a call while a pass is running joins it instead of starting another. */
  tick(): Promise<void> {
    this.inFlight ??= this.pass().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private loop(): void {
    void this.tick().finally(() => {
      if (!this.started) return;
      this.timer = setTimeout(() => this.loop(), this.tickMs);
      this.timer.unref();
    });
  }

  private async pass(): Promise<void> {
    try {
      await scheduleDueCrons(this.registry.scheduled, this.clock());
      await deliverDueRows(this.registry, { now: this.clock, batchSize: this.batchSize, leaseMs: this.leaseMs });
      state.lastTickAt = this.clock();
    } catch (error) {
      logger.error({ err: error }, "background runner tick failed");
    }
  }
}
