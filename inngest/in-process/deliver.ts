import { internalEvents } from "inngest";
import { logger } from "@/lib/logger";
import { claimDueRows, isCronAddress, markDone, markFailed, scheduleRetry, type ClaimedRow } from "@/inngest/outbox/claim";
import type { FunctionRegistry, RegisteredFunction } from "./registry";
import { createStepShim } from "./step-shim";

export interface DeliveryOptions {
  now: () => Date;
  batchSize: number;
  leaseMs: number;
}

// A tick keeps claiming while batches come back full, up to this many, so one tick stays bounded.
const MAX_ROUNDS_PER_TICK = 10;
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
 * Runs every function the row reaches; the row is DONE when all succeed. On failure the whole row
 * is retried (functions must be idempotent), FAILED once the most generous retry budget among its
 * functions is spent or a NonRetriableError says so.
 */
async function deliverRow(registry: FunctionRegistry, row: ClaimedRow, now: () => Date): Promise<void> {
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
    logger.warn({ outboxId: row.id, event: row.event, attempt: row.attempts, final, held, err: message }, "background function failed");
    return;
  }
  if ((await markDone([row], now())) === 0) {
    logger.warn({ outboxId: row.id, event: row.event }, "outbox lease expired before the run finished; another claimer owns the row");
  }
}

/**
 * Rows of one company run at most `limitOf(row)` at a time (its concurrency key: one after another
 * unless every function the row reaches allows more); different companies run side by side.
 */
async function inCompanyOrder(rows: ClaimedRow[], limitOf: (row: ClaimedRow) => number, work: (row: ClaimedRow) => Promise<void>): Promise<void> {
  const queues = new Map<string, ClaimedRow[]>();
  for (const row of rows) {
    const key = row.companyId ?? `row:${row.id}`;
    queues.set(key, [...(queues.get(key) ?? []), row]);
  }
  const lanes = [...queues.values()].flatMap((queue) => {
    const width = Math.max(1, Math.min(queue.length, ...queue.map(limitOf)));
    return Array.from({ length: width }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await work(row);
    });
  });
  const outcomes = await Promise.allSettled(lanes);
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failure) throw failure.reason;
}

const companyLimit = (registry: FunctionRegistry) => (row: ClaimedRow) => Math.min(...registry.targetsOf(row.event).map((t) => t.perCompanyLimit), Infinity);

export async function deliverDueRows(registry: FunctionRegistry, opts: DeliveryOptions): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS_PER_TICK; round++) {
    const rows = await claimDueRows({ now: opts.now(), limit: opts.batchSize, leaseMs: opts.leaseMs, events: registry.addresses });
    await inCompanyOrder(rows, companyLimit(registry), (row) => deliverRow(registry, row, opts.now));
    if (rows.length < opts.batchSize) return;
  }
}
