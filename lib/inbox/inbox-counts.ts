import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import type { InboxStatus, InboxType } from "./contracts";

export interface CounterRow {
  platform: string;
  type: InboxType;
  status: InboxStatus;
  requiresAction: boolean;
  count: number;
}

/**
 * The trigger-kept InboxCount rows (one per platform, type, status and requiresAction): a few
 * dozen rows answer what counting a million items would. One prepared statement.
 */
export function counterRows(ctx: TenantCtx): Promise<CounterRow[]> {
  return tenantSql<CounterRow>(
    ctx,
    (
      companyId,
    ) => Prisma.sql`SELECT "platform", "type"::text AS "type", "status"::text AS "status", "requiresAction", "count"
      FROM "InboxCount" WHERE "companyId" = ${companyId}::uuid AND "count" > 0`,
  );
}
