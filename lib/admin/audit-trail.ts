import { adminDb } from "@/lib/db";

export interface AuditEntry {
  id: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  createdAt: Date;
  /** The fields the change sent, secrets masked (lib/audit/changes.ts); null for rows written before they were kept. */
  changes: Record<string, unknown> | null;
  actor: { id: string; email: string } | null;
}

/** Who changed which console setting: the audit rows of every Super Admin write (admin.* and platform.*), newest first. */
export async function loadAdminAuditTrail(limit = 100): Promise<AuditEntry[]> {
  const db = adminDb();
  const rows = await db.auditLog.findMany({
    where: { OR: [{ action: { startsWith: "admin." } }, { action: { startsWith: "platform." } }] },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)))];
  const actors = new Map(
    (await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })).map((u) => [
      u.id,
      u,
    ]),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    createdAt: r.createdAt,
    changes: changesOf(r.metadata),
    actor: r.actorId ? (actors.get(r.actorId) ?? { id: r.actorId, email: "(removed user)" }) : null,
  }));
}

function changesOf(metadata: unknown): Record<string, unknown> | null {
  const changes = (metadata as { changes?: unknown } | null)?.changes;
  return changes && typeof changes === "object" && !Array.isArray(changes)
    ? (changes as Record<string, unknown>)
    : null;
}
