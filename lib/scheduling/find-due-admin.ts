import { adminDb } from "@/lib/db";
import { MAX_ATTEMPTS, STUCK_AFTER_MS } from "./publish-due";

const SWEEP_BATCH = 500;

/**
 * Occurrences, across companies, that should be moving and are not: due and not started (the app
 * was down, an outbox row was lost), a retry whose time came, an attempt that died while
 * PUBLISHING, an outcome still unknown. The sweep hands each to `publishDue` in its company's context.
 */
export function findDueOccurrences(now: Date) {
  const stuck = new Date(now.getTime() - STUCK_AFTER_MS);
  return adminDb().postOccurrence.findMany({
    where: {
      OR: [
        {
          status: "SCHEDULED",
          scheduledAt: { lte: now },
          OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }],
        },
        { status: "FAILED", nextAttemptAt: { lte: now }, attempts: { lt: MAX_ATTEMPTS } },
        { status: "PUBLISHING", attemptStartedAt: { lt: stuck } },
        { status: "UNKNOWN", OR: [{ nextAttemptAt: { lte: now } }, { updatedAt: { lt: stuck } }] },
      ],
    },
    select: { id: true, companyId: true },
    orderBy: { scheduledAt: "asc" },
    take: SWEEP_BATCH,
  });
}
