import { storableText } from "@/lib/api/storable";
import type { Prisma, TenantDb } from "@/lib/db";
import { auditedChanges } from "./changes";

/**
 * Who did what to which record, and the fields the write sent (secrets masked). handle() calls it for every successful write, on the write's own
 * transaction: the change and its audit row commit together or not at all.
 */
export async function recordAudit(
  db: TenantDb,
  entry: {
    /** null when no member acted: then actorName says who did (an outside reviewer's name, given on a review link). */
    actorId: string | null;
    actorName?: string;
    action: string;
    params?: Record<string, unknown>;
    /** The parsed request body: its fields are kept as the changes, secrets masked. */
    body?: unknown;
    result?: unknown;
    requestId: string;
    targetType?: string;
  },
): Promise<void> {
  const resultId =
    entry.result && typeof entry.result === "object" && "id" in entry.result
      ? String((entry.result as { id: unknown }).id)
      : undefined;
  const paramId = entry.params?.id ?? entry.params?.slug;
  const changes = auditedChanges(entry.body);
  await db.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: storableText(entry.action),
      targetType: entry.targetType ?? targetTypeOf(entry.action),
      targetId:
        paramId !== undefined ? storableText(String(paramId)) : resultId === undefined ? null : storableText(resultId),
      requestId: entry.requestId,
      ...(changes || entry.actorName
        ? {
            metadata: {
              ...(changes ? { changes } : {}),
              ...(entry.actorName ? { actorName: storableText(entry.actorName) } : {}),
            } as Prisma.InputJsonObject,
          }
        : {}),
    },
  });
}

/** "team.invite" → "team"; "POST /api/campaigns/:id/archive" → "campaigns". */
function targetTypeOf(action: string): string | null {
  if (!action.includes(" ")) return action.split(".")[0] || null;
  return action.split(" ")[1]?.split("/")[2] ?? null;
}
