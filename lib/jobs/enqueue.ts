import type { EventType, StandardSchemaV1 } from "inngest";
import type { Prisma } from "@/lib/db";

type EventSchema = StandardSchemaV1<Record<string, unknown>>;
export type AppEventType = EventType<string, EventSchema | undefined>;
export type EventData<E extends AppEventType> =
  E extends EventType<string, infer S>
    ? S extends EventSchema
      ? StandardSchemaV1.InferInput<S>
      : Record<string, unknown>
    : never;

export interface OutboxMessage<E extends AppEventType> {
  event: E;
  data: EventData<E>;
  /** The company the event is about; defaults to `data.companyId`. */
  companyId?: string | null;
  /** Deliver no earlier than this (default: now). */
  dueAt?: Date;
}

export interface OutboxRowInput {
  event: string;
  payload: Record<string, unknown>;
  companyId?: string | null;
  dueAt?: Date;
}

/** Anything that can write an outbox row: adminDb(), forCompany(id), or a transaction of either. */
export interface OutboxWriter {
  outbox: {
    create(args: { data: Prisma.OutboxUncheckedCreateInput; select: { id: true } }): PromiseLike<{ id: string }>;
  };
}

export function companyIdOf(data: Record<string, unknown> | undefined): string | null {
  return typeof data?.companyId === "string" ? data.companyId : null;
}

/** Checks data against the event's schema: a malformed event is a bug at the sender, not at the function. */
export async function validateEventData(
  event: AppEventType,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!event.schema) return data;
  const result = await event.schema["~standard"].validate(data);
  if (result.issues) {
    const problems = result.issues.map((i) => `${(i.path ?? []).map(String).join(".") || "data"}: ${i.message}`);
    throw new Error(`Event ${event.name} has invalid data (${problems.join("; ")})`);
  }
  return result.value;
}

export async function writeOutboxRow(db: OutboxWriter, row: OutboxRowInput): Promise<{ id: string }> {
  return db.outbox.create({
    data: {
      event: row.event,
      payload: row.payload as Prisma.InputJsonObject,
      companyId: row.companyId ?? companyIdOf(row.payload),
      dueAt: row.dueAt,
    },
    select: { id: true },
  });
}

/**
 * Records an event for background functions. Pass the transaction that makes the change, so the
 * event exists exactly when the change does: `await db.$transaction(tx => { ...; await enqueue(tx, {...}) })`.
 * The in-process runner delivers the row; under Inngest the outbox relay forwards it.
 */
export async function enqueue<E extends AppEventType>(
  db: OutboxWriter,
  message: OutboxMessage<E>,
): Promise<{ id: string }> {
  const payload = await validateEventData(message.event, message.data as Record<string, unknown>);
  return writeOutboxRow(db, {
    event: message.event.name,
    payload,
    companyId: message.companyId,
    dueAt: message.dueAt,
  });
}
