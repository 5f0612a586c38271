import { notFound } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db";
import { effectiveContext, readOverrides, type CampaignContext } from "./context";
import type { Campaign } from "./contracts";

/** The columns a Campaign answer needs; every read that answers a Campaign selects these. */
export const campaignColumns = {
  id: true,
  name: true,
  brief: true,
  goal: true,
  type: true,
  status: true,
  startsAt: true,
  endsAt: true,
  pausedAt: true,
  resumedAt: true,
  completedAt: true,
  lastStatusChangedAt: true,
  isArchived: true,
  contextOverrides: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CampaignSelect;

export type CampaignRow = Prisma.CampaignGetPayload<{ select: typeof campaignColumns }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCampaignDTO(row: CampaignRow, defaults: CampaignContext): Campaign {
  const { context, inheritedFields } = effectiveContext(readOverrides(row.contextOverrides), defaults);
  return {
    id: row.id,
    name: row.name,
    brief: row.brief,
    goal: row.goal,
    type: row.type,
    status: row.status,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    pausedAt: iso(row.pausedAt),
    resumedAt: iso(row.resumedAt),
    completedAt: iso(row.completedAt),
    lastStatusChangedAt: row.lastStatusChangedAt.toISOString(),
    isArchived: row.isArchived,
    context,
    inheritedFields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Campaign routes answer 404 as `{message}` (errorStyle "campaign"). */
export const campaignNotFound = (what = "Campaign") => notFound(what);
