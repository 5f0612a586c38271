import { forCompany } from "@/lib/db";

/** Who did what to which record. Called by handle() after every successful write. */
export async function recordAudit(entry: {
  companyId: string;
  actorId: string;
  action: string;
  params?: Record<string, unknown>;
  result?: unknown;
  requestId: string;
  targetType?: string;
}): Promise<void> {
  const resultId =
    entry.result && typeof entry.result === "object" && "id" in entry.result ? String((entry.result as { id: unknown }).id) : undefined;
  const paramId = entry.params?.id ?? entry.params?.slug;
  await forCompany(entry.companyId).auditLog.create({
    data: {
      companyId: entry.companyId,
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType ?? targetTypeOf(entry.action),
      targetId: paramId !== undefined ? String(paramId) : (resultId ?? null),
      requestId: entry.requestId,
    },
  });
}

/** "team.invite" → "team"; "POST /api/campaigns/:id/archive" → "campaigns". */
function targetTypeOf(action: string): string | null {
  if (!action.includes(" ")) return action.split(".")[0] || null;
  return action.split(" ")[1]?.split("/")[2] ?? null;
}
