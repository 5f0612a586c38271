import { occurrenceDue } from "@/lib/jobs/events";
import { enqueue } from "@/lib/jobs/enqueue";
import { wakeRunnersAt } from "@/lib/jobs/runners";
import { afterCommit, type TenantDb } from "@/lib/db";

/**
 * Asks for an occurrence's publish at its time, in the transaction that schedules it. A row that
 * comes due after the occurrence moved or was cancelled finds nothing to do (the publisher checks
 * the occurrence's own time and status), so a rescheduled post never goes out at its old time.
 * Once committed, this process's in-process runner is woken for it (a post due now goes out now,
 * not on the next tick).
 */
export async function enqueuePublish(tx: TenantDb, companyId: string, occurrenceId: string, dueAt: Date) {
  const row = await enqueue(tx, { event: occurrenceDue, data: { companyId, occurrenceId }, dueAt });
  await afterCommit(tx, () => wakeRunnersAt(dueAt));
  return row;
}
