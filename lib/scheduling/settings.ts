import type { TenantCtx } from "@/lib/db";
import type { SchedulingSettingsBody, SchedulingSettingsDTO } from "./contracts";

export interface StoredSettings {
  postingWindows: { platform?: string; dayOfWeek: number; start: string; end: string }[];
  maxPostsPerDay: Record<string, number>;
  blackouts: { startsAt: Date; endsAt: Date; reason: string }[];
  timeZone: string;
}

export async function readSettings(ctx: TenantCtx): Promise<StoredSettings> {
  const [row, company] = await Promise.all([
    ctx.db.schedulingSettings.findFirst({}),
    ctx.db.company.findFirst({ where: { id: ctx.companyId }, select: { timeZone: true } }),
  ]);
  const blackouts = (row?.blackouts ?? []) as { startsAt: string; endsAt: string; reason: string }[];
  return {
    postingWindows: (row?.postingWindows ?? []) as StoredSettings["postingWindows"],
    maxPostsPerDay: (row?.maxPostsPerDay ?? {}) as Record<string, number>,
    blackouts: blackouts.map((b) => ({ startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt), reason: b.reason })),
    timeZone: company?.timeZone ?? "UTC",
  };
}

const toDTO = (s: StoredSettings): SchedulingSettingsDTO => ({
  postingWindows: s.postingWindows,
  maxPostsPerDay: s.maxPostsPerDay,
  blackouts: s.blackouts.map((b) => ({
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    reason: b.reason,
  })),
  timeZone: s.timeZone,
});

export async function getSettings(ctx: TenantCtx): Promise<SchedulingSettingsDTO> {
  return toDTO(await readSettings(ctx));
}

export async function putSettings(ctx: TenantCtx, body: SchedulingSettingsBody): Promise<SchedulingSettingsDTO> {
  const data = {
    postingWindows: body.postingWindows,
    maxPostsPerDay: body.maxPostsPerDay as Record<string, number>,
    blackouts: body.blackouts.map((b) => ({
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      reason: b.reason,
    })),
  };
  await ctx.db.schedulingSettings.upsert({
    where: { companyId: ctx.companyId },
    create: { companyId: ctx.companyId, ...data },
    update: data,
  });
  return getSettings(ctx);
}
