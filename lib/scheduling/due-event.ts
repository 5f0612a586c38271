import { occurrenceDue } from "@/inngest/events";
import { enqueue, type OutboxWriter } from "@/inngest/outbox/enqueue";

/**
 * Asks for an occurrence's publish at its time, in the transaction that schedules it. A row that
 * comes due after the occurrence moved or was cancelled finds nothing to do (the publisher checks
 * the occurrence's own time and status), so a rescheduled post never goes out at its old time.
 */
export function enqueuePublish(tx: OutboxWriter, companyId: string, occurrenceId: string, dueAt: Date) {
  return enqueue(tx, { event: occurrenceDue, data: { companyId, occurrenceId }, dueAt });
}
