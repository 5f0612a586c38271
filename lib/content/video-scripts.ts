import { notFound } from "@/lib/api/errors";
import { assertOwned, type TenantCtx } from "@/lib/db";
import { removeApprovals } from "@/lib/approvals/approvals";
import { removeContentUsage } from "@/lib/media/usage";
import type { VideoScriptCreate, VideoScriptDTO, VideoScriptUpdate } from "./contracts";
import { plannedDate, plannedDayOf, plannedRange } from "./planned-day";

interface VideoScriptRow {
  id: string;
  title: string;
  platform: string | null;
  format: string | null;
  script: string;
  status: string;
  campaignId: string | null;
  plannedFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function videoScriptDTO(row: VideoScriptRow): VideoScriptDTO {
  return {
    id: row.id,
    title: row.title,
    platform: row.platform,
    format: row.format,
    script: row.script,
    status: row.status,
    campaignId: row.campaignId,
    plannedFor: plannedDayOf(row.plannedFor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findVideoScript(ctx: TenantCtx, id: string): Promise<VideoScriptRow> {
  const script = await ctx.db.videoScript.findFirst({ where: { id } });
  if (!script) throw notFound("Video script");
  return script;
}

export async function listVideoScripts(
  ctx: TenantCtx,
  query: { limit: number; offset: number; campaignId?: string; plannedFrom?: string; plannedTo?: string },
) {
  const where = { ...(query.campaignId ? { campaignId: query.campaignId } : {}), ...plannedRange(query) };
  const [rows, total] = await Promise.all([
    ctx.db.videoScript.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.videoScript.count({ where }),
  ]);
  return { items: rows.map(videoScriptDTO), total, limit: query.limit, offset: query.offset };
}

export async function createVideoScript(ctx: TenantCtx, body: VideoScriptCreate): Promise<VideoScriptDTO> {
  await assertOwned(ctx.db, "campaign", body.campaignId);
  const row = await ctx.db.videoScript.create({
    data: {
      companyId: ctx.companyId,
      title: body.title,
      platform: body.platform ?? null,
      format: body.format ?? null,
      script: body.script,
      campaignId: body.campaignId ?? null,
      plannedFor: plannedDate(body.plannedFor ?? null),
      createdById: ctx.actor?.userId ?? null,
    },
  });
  return videoScriptDTO(row);
}

export async function updateVideoScript(ctx: TenantCtx, id: string, body: VideoScriptUpdate): Promise<VideoScriptDTO> {
  await findVideoScript(ctx, id);
  await assertOwned(ctx.db, "campaign", body.campaignId);
  const row = await ctx.db.videoScript.update({
    where: { id },
    data: {
      title: body.title,
      platform: body.platform,
      format: body.format,
      script: body.script,
      campaignId: body.campaignId,
      plannedFor: plannedDate(body.plannedFor),
    },
  });
  return videoScriptDTO(row);
}

/** Deletes the script and, in the same transaction, the media library's record of what it used and its approval items. */
export async function deleteVideoScript(ctx: TenantCtx, id: string): Promise<void> {
  await findVideoScript(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await tx.videoScript.delete({ where: { id } });
    await removeContentUsage({ db: tx, companyId: ctx.companyId }, "VIDEO_SCRIPT", [id]);
    await removeApprovals(tx, "script", [id]);
  });
}
