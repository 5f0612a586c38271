import { inngest } from "@/inngest/client";
import { claimDueRows, markDone } from "@/inngest/outbox/claim";

const BATCH_SIZE = 100;
const LEASE_MS = 5 * 60_000;

/**
 * Under Inngest, rows written with enqueue() (inside the transaction that made a change) still need
 * to reach Inngest: every minute this forwards due rows, using the row id as the event id so a
 * forward repeated after a crash is deduplicated by Inngest. Only served to Inngest, never run in-process.
 */
export const relayOutboxToInngest = inngest.createFunction(
  {
    id: "outbox-relay",
    name: "Forward due outbox events to Inngest",
    triggers: [{ cron: "* * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const rows = await step.run("claim-due-rows", () =>
      claimDueRows({ now: new Date(), limit: BATCH_SIZE, leaseMs: LEASE_MS }),
    );
    if (rows.length === 0) return { forwarded: 0 };
    await step.sendEvent(
      "forward-events",
      rows.map((row) => ({ id: row.id, name: row.event, data: row.payload })),
    );
    const forwarded = await step.run("mark-forwarded", () => markDone(rows, new Date()));
    return { forwarded };
  },
);
