import { adminDb } from "@/lib/db";
import { env } from "@/lib/env";
import { inngest } from "@/inngest/client";
import { enqueue, validateEventData, type AppEventType, type OutboxMessage } from "@/lib/jobs/enqueue";

/**
 * Sends an event outside any transaction. With Inngest configured it goes straight to Inngest;
 * otherwise (or when it is due later, which Inngest events cannot express) it becomes an outbox row.
 * Inside a transaction use `enqueue(tx, ...)` instead, so the event commits with the change.
 */
export async function sendEvent<E extends AppEventType>(message: OutboxMessage<E>): Promise<void> {
  const delayed = message.dueAt !== undefined && message.dueAt.getTime() > Date.now();
  if (env.inngestConfigured && !delayed) {
    const data = await validateEventData(message.event, message.data as Record<string, unknown>);
    await inngest.send({ name: message.event.name, data });
    return;
  }
  await enqueue(adminDb(), message);
}
