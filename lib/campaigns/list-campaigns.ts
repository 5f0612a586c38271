import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { toCampaignDTO, type CampaignRow } from "./campaign-dto";
import { contextDefaultsFrom, contextDefaultsSql, type ContextDefaultsRow } from "./context-defaults";
import type { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, Campaign } from "./contracts";

export interface CampaignListQuery {
  status?: (typeof CAMPAIGN_STATUSES)[number][];
  type?: (typeof CAMPAIGN_TYPES)[number][];
  search?: string;
  includeArchived: boolean;
  limit: number;
  offset: number;
}

/** ILIKE treats % and _ as wildcards: escape them so a search is literal text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

function campaignFilter(companyId: string, q: CampaignListQuery): Prisma.Sql {
  const conditions = [Prisma.sql`"companyId" = ${companyId}::uuid`];
  if (!q.includeArchived) conditions.push(Prisma.sql`"isArchived" = false`);
  if (q.status) conditions.push(Prisma.sql`"status" = ANY(${q.status}::"CampaignStatus"[])`);
  if (q.type) conditions.push(Prisma.sql`"type" = ANY(${q.type}::"CampaignType"[])`);
  if (q.search) conditions.push(Prisma.sql`"name" ILIKE ${`%${likeLiteral(q.search)}%`}`);
  return Prisma.join(conditions, " AND ");
}

type ListRow = ContextDefaultsRow & ({ id: null } | (CampaignRow & { total: number }));

/**
 * The list is the hottest read of the area, so it is one statement: the company's brand defaults
 * (always one row) joined to the page, whose rows carry the filtered total as a window count.
 * Only a page past the end needs a second query for the total.
 */
export async function listCampaigns(
  ctx: TenantCtx,
  q: CampaignListQuery,
): Promise<{ items: Campaign[]; total: number }> {
  const rows = await tenantSql<ListRow>(
    ctx,
    (companyId) => Prisma.sql`
    SELECT d.*, p.*
    FROM (${contextDefaultsSql(companyId)}) d
    LEFT JOIN LATERAL (
      SELECT "id", "name", "brief", "goal", "type"::text, "status"::text, "startsAt", "endsAt", "pausedAt", "resumedAt",
             "completedAt", "lastStatusChangedAt", "isArchived", "contextOverrides", "createdAt", "updatedAt",
             count(*) OVER ()::int AS "total"
      FROM "Campaign" WHERE ${campaignFilter(companyId, q)}
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${q.limit} OFFSET ${q.offset}
    ) p ON true`,
  );
  const defaults = contextDefaultsFrom(rows[0]);
  const page = rows.filter((r): r is ContextDefaultsRow & CampaignRow & { total: number } => r.id !== null);
  const total = page.length
    ? page[0].total
    : q.offset === 0
      ? 0
      : (
          await tenantSql<{ total: number }>(
            ctx,
            (companyId) =>
              Prisma.sql`SELECT count(*)::int AS "total" FROM "Campaign" WHERE ${campaignFilter(companyId, q)}`,
          )
        )[0].total;
  return { items: page.map((row) => toCampaignDTO(row, defaults)), total };
}
