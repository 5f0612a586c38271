import { adminDb } from "@/lib/db";
import { cronAddress } from "@/inngest/outbox/claim";
import { writeOutboxRow } from "@/lib/jobs/enqueue";
import { previousSlot } from "./cron-expression";
import type { RegisteredFunction } from "./registry";

/**
 * Turns due cron slots into outbox rows. CronRun.lastRunAt holds the last slot handed to the
 * outbox; advancing it and writing the row happen in one transaction, and the conditional update
 * lets only one runner win a slot. A function first seen now owes nothing for the past. After
 * downtime only the latest missed slot is due, so a missed run happens once, not once per slot.
 */
export async function scheduleDueCrons(functions: readonly RegisteredFunction[], now: Date): Promise<void> {
  const db = adminDb();
  for (const fn of functions) {
    await db.cronRun.createMany({ data: [{ functionId: fn.id, lastRunAt: now }], skipDuplicates: true });
    const due = fn.crons
      .map((cron) => ({ cron: cron.source, slot: previousSlot(cron, now) }))
      .reduce((latest, next) => (next.slot > latest.slot ? next : latest));
    await db.$transaction(async (tx) => {
      const advanced = await tx.cronRun.updateMany({
        where: { functionId: fn.id, lastRunAt: { lt: due.slot } },
        data: { lastRunAt: due.slot },
      });
      if (advanced.count === 1) {
        await writeOutboxRow(tx, { event: cronAddress(fn.id), payload: { cron: due.cron }, dueAt: due.slot });
      }
    });
  }
}
