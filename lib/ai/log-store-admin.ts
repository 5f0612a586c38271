import { adminDb, Prisma } from "@/lib/db";

/**
 * One AI call's log row as its journal line carries it (log-journal.ts): "insert" writes the whole
 * row (a call nothing counted before it), "complete" writes the outcome into the row its credit
 * reservation wrote (limits.ts). `credits` null in a completion keeps the reserved credits.
 */
export interface AiLogLine {
  op: "insert" | "complete";
  id: string;
  companyId: string;
  userId?: string | null;
  actionType?: string;
  task?: string;
  provider?: string;
  model?: string;
  abTestId?: string | null;
  variant?: string | null;
  createdAt?: string;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  costCents: number;
  latencyMs: number;
  success: boolean;
  cached: boolean;
  credits: number | null;
}

/**
 * Writes the journal's lines (of any company) in one statement, the JSON passed as it is: new rows
 * inserted (ON CONFLICT: a line stored and then replayed is written once), reserved rows completed
 * (the same values again on a replay). A row whose company is gone meanwhile is dropped with it.
 */
export async function storeAiLog(jsonLines: string): Promise<void> {
  const rows = jsonLines.trimEnd();
  if (!rows) return;
  await adminDb().$rows(Prisma.sql`
    WITH e AS (
      SELECT e.* FROM json_to_recordset(${`[${rows.replaceAll("\n", ",")}]`}::json)
        AS e("op" text, "id" uuid, "companyId" uuid, "userId" uuid, "actionType" text, "task" text, "provider" text,
             "model" text, "abTestId" uuid, "variant" text, "createdAt" timestamptz, "inputTokens" int, "outputTokens" int,
             "totalTokens" int, "costCents" float8, "latencyMs" int, "success" boolean, "cached" boolean, "credits" int)
      JOIN "Company" c ON c."id" = e."companyId"
    ), inserted AS (
      INSERT INTO "AiUsageLog" ("id", "companyId", "userId", "actionType", "task", "provider", "model", "abTestId", "variant",
        "createdAt", "inputTokens", "outputTokens", "totalTokens", "costCents", "latencyMs", "success", "cached", "credits", "completed")
      SELECT "id", "companyId", "userId", "actionType", "task", "provider", "model", "abTestId", "variant",
        "createdAt", "inputTokens", "outputTokens", "totalTokens", "costCents", "latencyMs", "success", "cached", "credits", true
      FROM e WHERE "op" = 'insert'
      ON CONFLICT ("id") DO NOTHING
    )
    UPDATE "AiUsageLog" l SET "inputTokens" = e."inputTokens", "outputTokens" = e."outputTokens",
      "totalTokens" = e."totalTokens", "costCents" = e."costCents", "latencyMs" = e."latencyMs", "success" = e."success",
      "cached" = e."cached", "credits" = coalesce(e."credits", l."credits"), "completed" = true
    FROM e WHERE e."op" = 'complete' AND l."id" = e."id" AND l."companyId" = e."companyId"`);
}
