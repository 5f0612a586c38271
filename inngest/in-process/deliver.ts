import { internalEvents } from "inngest";
import { logger } from "@/lib/logger";
import {
  claimDueRows,
  isCronAddress,
  markDone,
  markFailed,
  scheduleRetry,
  type ClaimedRow,
} from "@/inngest/outbox/claim";
import type { FunctionRegistry, RegisteredFunction } from "./registry";
import { createStepShim } from "./step-shim";

export interface DeliveryOptions {
  now: () => Date;
  /** Rows held at once (claimed and not settled: running, or waiting for their company's turn). */
  maxInFlight: number;
  leaseMs: number;
}

// A pass stops claiming after this long and ends once what it holds is settled, so a backlog does
// not hold back the cron slots the next pass schedules.
const MAX_CLAIMING_MS = 10_000;
const RETRY_BASE_MS = 15_000;
const RETRY_MAX_MS = 3_600_000;

/** Exponential backoff after the given (1-based) failed attempt: 15 s, 30 s, 1 min, ... capped at 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);
}

function isNonRetriable(error: unknown): boolean {
  return error instanceof Error && error.name === "NonRetriableError";
}

async function runFunction(target: RegisteredFunction, row: ClaimedRow): Promise<void> {
  const event = {
    name: isCronAddress(row.event) ? internalEvents.ScheduledTimer : row.event,
    data: row.payload,
    id: row.id,
    ts: row.dueAt.getTime(),
  };
  const runId = `${row.id}:${target.id}:${row.attempts}`;
  await target.handler({
    event,
    events: [event],
    step: createStepShim(),
    runId,
    attempt: row.attempts - 1,
    logger: logger.child({ function: target.id, runId }),
  });
}

/**
 * Runs every function the row reaches; true when all succeed (the caller marks it DONE). On failure
 * the whole row is retried (functions must be idempotent), FAILED once the most generous retry
 * budget among its functions is spent or a NonRetriableError says so.
 */
async function deliverRow(registry: FunctionRegistry, row: ClaimedRow, now: () => Date): Promise<boolean> {
  const targets = registry.targetsOf(row.event);
  try {
    for (const target of targets) await runFunction(target, row);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = isNonRetriable(error) || row.attempts >= Math.max(...targets.map((t) => t.maxAttempts));
    const at = now();
    const held = final
      ? await markFailed(row, message, at)
      : await scheduleRetry(row, message, new Date(at.getTime() + retryDelayMs(row.attempts)));
    logger.warn(
      { outboxId: row.id, event: row.event, attempt: row.attempts, final, held, err: message },
      "background function failed",
    );
    return false;
  }
  return true;
}

/** Rows whose functions all succeeded, marked DONE together (one statement for many rows). */
async function markAllDone(rows: ClaimedRow[], now: Date): Promise<void> {
  const done = await markDone(rows, now);
  if (done < rows.length) {
    logger.warn(
      { outboxIds: rows.map((r) => r.id), done },
      "outbox lease expired before the run finished; another claimer owns the row",
    );
  }
}

/**
 * Claimed rows, run as they come: rows of one company at most `limitOf(row)` at a time (its
 * concurrency key: one after another unless every function the row reaches allows more), different
 * companies side by side. Nothing waits for a whole batch, so one slow row holds up only its company's slot.
 */
class CompanyLanes {
  private readonly waiting = new Map<string, ClaimedRow[]>();
  private readonly active = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  /** Rows added and not yet settled. */
  held = 0;
  failure: unknown = null;

  constructor(
    private readonly limitOf: (row: ClaimedRow) => number,
    private readonly work: (row: ClaimedRow) => Promise<void>,
  ) {}

  add(row: ClaimedRow): void {
    const key = row.companyId ?? `row:${row.id}`;
    this.held++;
    this.waiting.set(key, [...(this.waiting.get(key) ?? []), row]);
    this.startWaiting(key);
  }

  /** Resolves when any running row settles (at once when none runs). */
  async oneSettled(): Promise<void> {
    if (this.running.size > 0) await Promise.race(this.running);
  }

  private startWaiting(key: string): void {
    const queue = this.waiting.get(key) ?? [];
    while (queue.length > 0 && (this.active.get(key) ?? 0) < Math.max(1, this.limitOf(queue[0]))) {
      const row = queue.shift()!;
      this.active.set(key, (this.active.get(key) ?? 0) + 1);
      const run: Promise<void> = this.work(row)
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.running.delete(run);
          this.held--;
          this.active.set(key, this.active.get(key)! - 1);
          this.startWaiting(key);
        });
      this.running.add(run);
    }
    if (queue.length === 0) this.waiting.delete(key);
  }
}

const companyLimit = (registry: FunctionRegistry) => (row: ClaimedRow) =>
  Math.min(...registry.targetsOf(row.event).map((t) => t.perCompanyLimit), Infinity);

/**
 * Delivers due rows until none is left (or the pass has claimed for long enough): claims again
 * whenever half of `maxInFlight` is free and marks finished rows DONE in groups, so the database is
 * asked once per several rows, and nothing waits for a batch to finish. A row run but not yet marked
 * is still leased to this runner, and running it again would change nothing (functions are
 * idempotent). A failure of the plumbing (not of a function: those are settled on their row) ends
 * the claiming and is thrown once every held row is settled.
 */
export async function deliverDueRows(registry: FunctionRegistry, opts: DeliveryOptions): Promise<void> {
  const succeeded: ClaimedRow[] = [];
  const lanes = new CompanyLanes(companyLimit(registry), async (row) => {
    if (await deliverRow(registry, row, opts.now)) succeeded.push(row);
  });
  const claimUntil = Date.now() + MAX_CLAIMING_MS;
  let more = true;
  for (;;) {
    const room = opts.maxInFlight - lanes.held;
    if (succeeded.length >= Math.ceil(opts.maxInFlight / 2) || lanes.held === 0) {
      await markAllDone(succeeded.splice(0), opts.now()).catch((error: unknown) => {
        lanes.failure ??= error;
      });
    }
    if (more && room >= Math.ceil(opts.maxInFlight / 2)) {
      const rows = await claimDueRows({
        now: opts.now(),
        limit: room,
        leaseMs: opts.leaseMs,
        events: registry.addresses,
      }).catch((error: unknown) => {
        lanes.failure ??= error;
        return [];
      });
      for (const row of rows) lanes.add(row);
      more = rows.length === room && lanes.failure === null && Date.now() < claimUntil;
    }
    if (lanes.held === 0) break;
    await lanes.oneSettled();
    if (lanes.failure !== null) more = false;
  }
  if (lanes.failure !== null) throw lanes.failure;
}
