import type { Prisma } from "@/lib/db";
import { campaignColumns, toCampaignDTO } from "./campaign-dto";
import { loadContextDefaults, type CampaignCtx } from "./context";
import type { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, Campaign } from "./contracts";

export interface CampaignListQuery {
  status?: (typeof CAMPAIGN_STATUSES)[number][];
  type?: (typeof CAMPAIGN_TYPES)[number][];
  search?: string;
  includeArchived: boolean;
  limit: number;
  offset: number;
}

/** Prisma hands `contains` to ILIKE as is: escape its wildcards so a search is literal text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** Count, page and brand defaults run side by side: three short queries, one round trip of latency. */
export async function listCampaigns(ctx: CampaignCtx, q: CampaignListQuery): Promise<{ items: Campaign[]; total: number }> {
  const where: Prisma.CampaignWhereInput = {
    ...(q.includeArchived ? {} : { isArchived: false }),
    ...(q.status ? { status: { in: q.status } } : {}),
    ...(q.type ? { type: { in: q.type } } : {}),
    ...(q.search ? { name: { contains: likeLiteral(q.search), mode: "insensitive" } } : {}),
  };
  const [total, rows, defaults] = await Promise.all([
    ctx.db.campaign.count({ where }),
    ctx.db.campaign.findMany({
      where,
      select: campaignColumns,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: q.limit,
      skip: q.offset,
    }),
    loadContextDefaults(ctx),
  ]);
  return { items: rows.map((row) => toCampaignDTO(row, defaults)), total };
}
