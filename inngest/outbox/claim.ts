import { adminDb, Prisma } from "@/lib/db";

/** A claimed row: held by its claimer until `lockedUntil`; `attempts` already counts this delivery. */
export interface ClaimedRow {
  id: string;
  event: string;
  payload: Record<string, unknown>;
  companyId: string | null;
  dueAt: Date;
  attempts: number;
  lockedUntil: Date;
}

const CRON_PREFIX = "cron:";

/** The outbox address of one function's cron runs; only the in-process runner writes and reads these. */
export function cronAddress(functionId: string): string {
  return `${CRON_PREFIX}${functionId}`;
}

export function isCronAddress(event: string): boolean {
  return event.startsWith(CRON_PREFIX);
}

/**
 * Atomically leases up to `limit` due rows (`FOR UPDATE SKIP LOCKED`, so concurrent claimers never
 * get the same row). `events` limits the claim to rows this claimer can deliver; without it every
 * event row is claimed except cron runs.
 */
export async function claimDueRows(opts: {
  now: Date;
  limit: number;
  leaseMs: number;
  events?: readonly string[];
}): Promise<ClaimedRow[]> {
  if (opts.events?.length === 0) return [];
  const lockedUntil = new Date(opts.now.getTime() + opts.leaseMs);
  const addressed = opts.events
    ? Prisma.sql`"event" IN (${Prisma.join(opts.events)})`
    : Prisma.sql`"event" NOT LIKE ${`${CRON_PREFIX}%`}`;
  return adminDb().$queryRaw<ClaimedRow[]>`
    UPDATE "Outbox" SET "lockedUntil" = ${lockedUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "Outbox"
      WHERE "status" = 'PENDING' AND "dueAt" <= ${opts.now}
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${opts.now}) AND ${addressed}
      -- Rows due together come in no company's order (ids are random), so one company's burst does not fill a batch.
      ORDER BY "dueAt", "id"
      LIMIT ${opts.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id", "event", "payload", "companyId", "dueAt", "attempts", "lockedUntil"`;
}

type Lease = Pick<ClaimedRow, "id"> & { lockedUntil: Date | string };

// Settling only succeeds while the lease is still ours: a claimer whose lease ran out and was
// taken over must not overwrite the new claimer's outcome.
const held = (row: Lease) => ({ id: row.id, status: "PENDING" as const, lockedUntil: new Date(row.lockedUntil) });

const MAX_ERROR_LENGTH = 2000;
const errorText = (error: string) => error.slice(0, MAX_ERROR_LENGTH);

/** Returns how many of the rows were still held and are now DONE. */
export async function markDone(rows: readonly Lease[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const { count } = await adminDb().outbox.updateMany({
    where: { OR: rows.map(held) },
    data: { status: "DONE", processedAt: now, lockedUntil: null, lastError: null },
  });
  return count;
}

export async function scheduleRetry(row: Lease, error: string, dueAt: Date): Promise<boolean> {
  const { count } = await adminDb().outbox.updateMany({
    where: held(row),
    data: { dueAt, lockedUntil: null, lastError: errorText(error) },
  });
  return count === 1;
}

export async function markFailed(row: Lease, error: string, now: Date): Promise<boolean> {
  const { count } = await adminDb().outbox.updateMany({
    where: held(row),
    data: { status: "FAILED", processedAt: now, lockedUntil: null, lastError: errorText(error) },
  });
  return count === 1;
}
