import type { InngestFunction } from "inngest";
import { adminDb, Prisma } from "@/lib/db";
import { runnerStarted, runnerStopped, runnerTicked } from "@/lib/jobs/runners";
import { logger } from "@/lib/logger";
import { scheduleDueCrons } from "./in-process/cron-schedule";
import { deliverDueRows } from "./in-process/deliver";
import { FunctionRegistry } from "./in-process/registry";

export interface RunnerOptions {
  functions: readonly InngestFunction.Any[];
  /** Injectable so tests can move time instead of sleeping. */
  clock?: () => Date;
  tickMs?: number;
  /** Outbox rows held at once: claimed and running, or waiting for their company's turn. */
  maxInFlight?: number;
  /** How long a claimed outbox row stays ours before another runner may take it over. */
  leaseMs?: number;
}

export const DEFAULT_TICK_MS = 5_000;
const DEFAULT_MAX_IN_FLIGHT = 20;
const DEFAULT_LEASE_MS = 5 * 60_000;

// Never sooner than this between passes, so a row that cannot be claimed yet does not spin the loop.
const MIN_SLEEP_MS = 50;

/**
 * Runs the app's Inngest functions in this process when Inngest is not configured: each tick turns
 * due cron slots into outbox rows, then claims due outbox rows and runs the functions they reach.
 * All durable state is in the database (Outbox, CronRun); a tick never overlaps the previous one.
 */
export class BackgroundRunner {
  private readonly registry: FunctionRegistry;
  private readonly clock: () => Date;
  private readonly tickMs: number;
  private readonly maxInFlight: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private wakeAtMs: number | null = null;
  private inFlight: Promise<void> | null = null;
  private started = false;

  constructor(opts: RunnerOptions) {
    this.registry = new FunctionRegistry(opts.functions);
    this.clock = opts.clock ?? (() => new Date());
    this.tickMs = opts.tickMs ?? DEFAULT_TICK_MS;
    this.maxInFlight = opts.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    runnerStarted(this);
    logger.info(
      { functions: this.registry.functions.map((f) => f.id), tickMs: this.tickMs },
      "in-process background runner started",
    );
    this.loop();
  }

  async stop(): Promise<void> {
    this.started = false;
    runnerStopped(this);
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

  /** Runs a pass at `at` if the runner would otherwise sleep past it (not while a pass runs: that one looks again when it ends). */
  wakeAt(at: Date): void {
    if (!this.started || !this.timer || this.wakeAtMs === null || at.getTime() >= this.wakeAtMs) return;
    this.sleep(at.getTime() - Date.now());
  }

  private sleep(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.min(this.tickMs, Math.max(MIN_SLEEP_MS, ms));
    this.wakeAtMs = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.loop();
    }, delay);
    this.timer.unref();
  }

  private loop(): void {
    void this.tick()
      .then(() => this.msUntilNextRow())
      .catch(() => this.tickMs)
      .then((ms) => {
        if (this.started) this.sleep(ms);
      });
  }

  /** Until the next outbox row this runner serves comes due (or its lease ends): a pass then, not only on the tick. */
  private async msUntilNextRow(): Promise<number> {
    const addresses = this.registry.addresses;
    if (addresses.length === 0) return this.tickMs;
    const [next] = await adminDb().$queryRaw<{ at: Date | null }[]>`
      SELECT min(GREATEST("dueAt", COALESCE("lockedUntil", "dueAt"))) AS at FROM "Outbox"
      WHERE "status" = 'PENDING' AND "event" IN (${Prisma.join(addresses)})`;
    return next?.at ? new Date(next.at).getTime() - this.clock().getTime() : this.tickMs;
  }

  private async pass(): Promise<void> {
    try {
      await scheduleDueCrons(this.registry.scheduled, this.clock());
      await deliverDueRows(this.registry, { now: this.clock, maxInFlight: this.maxInFlight, leaseMs: this.leaseMs });
      runnerTicked(this.clock());
    } catch (error) {
      logger.error({ err: error }, "background runner tick failed");
    }
  }
}
