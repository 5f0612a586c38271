import { actingUser, type TenantCtx } from "@/lib/db";
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferenceDTO } from "./contracts";

export interface Channels {
  inApp: boolean;
  email: boolean;
}

/** A kind the member never set: approvals in the bell and by e-mail, the rest in the bell only. */
export const DEFAULT_CHANNELS: Record<NotificationKind, Channels> = {
  approvalNeeded: { inApp: true, email: true },
  approvalDecided: { inApp: true, email: true },
  postFailed: { inApp: true, email: false },
  reportReady: { inApp: true, email: false },
  newComment: { inApp: true, email: false },
};

/** Each member's channels for one kind (their own where set, else the kind's defaults). */
export async function channelsFor(
  ctx: TenantCtx,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, Channels>> {
  const rows = await ctx.db.notificationPreference.findMany({
    where: { userId: { in: [...userIds] }, kind },
    select: { userId: true, inApp: true, email: true },
  });
  const set = new Map(rows.map((r) => [r.userId, { inApp: r.inApp, email: r.email }]));
  return new Map(userIds.map((id) => [id, set.get(id) ?? DEFAULT_CHANNELS[kind]]));
}

export async function getNotificationPreferences(
  ctx: TenantCtx,
): Promise<{ preferences: NotificationPreferenceDTO[] }> {
  const rows = await ctx.db.notificationPreference.findMany({
    where: { userId: actingUser(ctx).userId },
    select: { kind: true, inApp: true, email: true },
  });
  const set = new Map(rows.map((r) => [r.kind, { inApp: r.inApp, email: r.email }]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...(set.get(kind) ?? DEFAULT_CHANNELS[kind]) })),
  };
}

export async function putNotificationPreferences(
  ctx: TenantCtx,
  body: { preferences: NotificationPreferenceDTO[] },
): Promise<{ preferences: NotificationPreferenceDTO[] }> {
  const userId = actingUser(ctx).userId;
  for (const { kind, inApp, email } of body.preferences) {
    await ctx.db.notificationPreference.upsert({
      where: { companyId_userId_kind: { companyId: ctx.companyId, userId, kind } },
      create: { companyId: ctx.companyId, userId, kind, inApp, email },
      update: { inApp, email },
    });
  }
  return getNotificationPreferences(ctx);
}
