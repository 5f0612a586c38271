import { NonRetriableError } from "inngest";
import { adminDb } from "@/lib/db";
import { writeOutboxRow } from "@/lib/jobs/enqueue";

interface OutgoingEvent {
  name: string;
  data?: Record<string, unknown>;
  validate?: () => Promise<void>;
}

function unsupported(tool: string) {
  return () => {
    throw new NonRetriableError(
      `step.${tool} is not available when functions run in-process: keep durable state in the database and schedule later work with enqueue({ dueAt })`,
    );
  };
}

/**
 * The part of Inngest's `step` tools the in-process runner offers, so function code runs unchanged.
 * Honest limits: a step runs each time it is reached, so a retried run repeats steps that already
 * succeeded (steps must be idempotent, as they must under Inngest when a step itself is retried);
 * results go through JSON like Inngest's memoized results; waiting tools are refused.
 */
export function createStepShim() {
  return {
    async run(_id: unknown, fn: (...input: unknown[]) => unknown, ...input: unknown[]) {
      const result = await fn(...input);
      return result === undefined ? null : JSON.parse(JSON.stringify(result));
    },
    async sendEvent(_id: unknown, payload: OutgoingEvent | OutgoingEvent[]) {
      const ids: string[] = [];
      for (const event of Array.isArray(payload) ? payload : [payload]) {
        await event.validate?.();
        const row = await writeOutboxRow(adminDb(), { event: event.name, payload: event.data ?? {} });
        ids.push(row.id);
      }
      return { ids };
    },
    sleep: unsupported("sleep"),
    sleepUntil: unsupported("sleepUntil"),
    waitForEvent: unsupported("waitForEvent"),
    waitForSignal: unsupported("waitForSignal"),
    invoke: unsupported("invoke"),
  };
}
