import { holdCampaignOccurrences } from "@/lib/scheduling/campaign-occurrences";
import { badRequest, conflict } from "@/lib/api/errors";
import { Prisma, type TenantCtx } from "@/lib/db";
import { campaignColumns, type CampaignRow } from "./campaign-dto";
import { applyContextPatch, readOverrides } from "./context";
import type { Campaign, UpdateCampaignInput } from "./contracts";
import { answerCampaign, findCampaignRow } from "./get-campaign";
import { resumeInTransaction } from "./resume-campaign";
import { assertStatusMove, statusChangeStamps } from "./status";

/** The plain-field part of an update: only what the input names. */
function fieldChanges(current: CampaignRow, input: UpdateCampaignInput): Prisma.CampaignUpdateManyMutationInput {
  const data: Prisma.CampaignUpdateManyMutationInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.brief !== undefined) data.brief = input.brief;
  if (input.goal !== undefined) data.goal = input.goal;
  if (input.type !== undefined) data.type = input.type;
  if (input.startsAt !== undefined) data.startsAt = input.startsAt;
  if (input.endsAt !== undefined) data.endsAt = input.endsAt;
  if (input.context !== undefined) {
    data.contextOverrides = applyContextPatch(
      readOverrides(current.contextOverrides),
      input.context,
    ) as Prisma.InputJsonObject;
  }
  return data;
}

function assertDateOrder(current: CampaignRow, input: UpdateCampaignInput): void {
  const startsAt = input.startsAt !== undefined ? input.startsAt : current.startsAt;
  const endsAt = input.endsAt !== undefined ? input.endsAt : current.endsAt;
  if (startsAt && endsAt && endsAt < startsAt) {
    throw badRequest({ [input.endsAt !== undefined ? "endsAt" : "startsAt"]: "endsAt must not be before startsAt" });
  }
}

const statusRace = () =>
  conflict("INVALID_STATUS_TRANSITION", "The campaign's status changed meanwhile; reload it and try again");

/**
 * Partial update; also the entry point for code that rewrites a campaign's plan (AI plan
 * generation passes brief, goal, context, startsAt, endsAt). Setting the current status again is a
 * no-op; PAUSED → ACTIVE resumes with keep_original.
 */
export async function updateCampaign(ctx: TenantCtx, id: string, input: UpdateCampaignInput): Promise<Campaign> {
  const current = await findCampaignRow(ctx, id);
  assertDateOrder(current, input);
  const data = fieldChanges(current, input);
  const target = input.status;
  const statusChanges = target !== undefined && target !== current.status;
  if (statusChanges) assertStatusMove(current.status, target);

  if (statusChanges && current.status === "PAUSED" && target === "ACTIVE") {
    const resumed = await ctx.db.$transaction((tx) =>
      resumeInTransaction(tx, ctx, current, { strategy: "keep_original", endDateAction: "keep" }, data),
    );
    return answerCampaign(ctx, resumed);
  }
  if (!statusChanges && Object.keys(data).length === 0) return answerCampaign(ctx, current);

  try {
    const updated = await ctx.db.campaign.update({
      // Conditional on the status we checked, so a concurrent change cannot slip an illegal move in.
      where: { id, status: current.status },
      data: statusChanges ? { ...data, ...statusChangeStamps(target, new Date()) } : data,
      select: campaignColumns,
    });
    if (statusChanges && target === "PAUSED") await holdCampaignOccurrences(ctx.db, ctx.companyId, id);
    return answerCampaign(ctx, updated);
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2025") throw statusRace();
    throw err;
  }
}
