import { actingUser, type TenantCtx } from "@/lib/db";
import { queueChatDeliveries } from "@/lib/teamchat/queue-chat-deliveries";
import type { NotificationDTO, NotificationKind } from "./contracts";
import { emailNotification } from "./email-notification";
import { channelsFor } from "./preferences";

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
  /** approvalNeeded: the item, so team chat messages can carry Approve / Request changes buttons. */
  approvalId?: string;
  /** The kind's own e-mail template and its values; without it, the generic "notification" template. */
  email?: { template: string; values: Record<string, string> };
}

/** Tells these members (each once) and the company's team chats that want this kind; part of the caller's transaction. */
export async function notifyMembers(ctx: TenantCtx, userIds: readonly string[], n: NewNotification): Promise<void> {
  await queueChatDeliveries(ctx, { ...n, body: n.body ?? "" });
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  // Each member the way they asked for this kind (lib/notifications/preferences.ts): by e-mail once committed, in the bell.
  const channels = await channelsFor(ctx, unique, n.kind);
  const byEmail = unique.filter((id) => channels.get(id)?.email);
  if (byEmail.length) await emailNotification(ctx, byEmail, n);
  const inApp = unique.filter((id) => channels.get(id)?.inApp);
  if (inApp.length === 0) return;
  await ctx.db.notification.createMany({
    data: inApp.map((userId) => ({
      companyId: ctx.companyId,
      userId,
      kind: n.kind,
      title: n.title,
      body: n.body ?? "",
      link: n.link,
    })),
  });
}

/** Members whose role holds the permission, save those named in `except`. */
export async function membersWith(
  ctx: TenantCtx,
  permission: string,
  except: readonly (string | null)[] = [],
): Promise<string[]> {
  const users = await ctx.db.user.findMany({
    where: { role: { permissions: { has: permission } } },
    select: { id: true },
  });
  return users.map((u) => u.id).filter((id) => !except.includes(id));
}

const unreadCount = (ctx: TenantCtx, userId: string) => ctx.db.notification.count({ where: { userId, readAt: null } });

export async function listNotifications(
  ctx: TenantCtx,
  query: { unread?: "true" | "false"; limit: number; offset: number },
) {
  const userId = actingUser(ctx).userId;
  const rows = await ctx.db.notification.findMany({
    where: {
      userId,
      ...(query.unread === "true" ? { readAt: null } : query.unread === "false" ? { readAt: { not: null } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit,
    skip: query.offset,
  });
  const items: NotificationDTO[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, unreadCount: await unreadCount(ctx, userId), limit: query.limit, offset: query.offset };
}

export async function markNotificationsRead(ctx: TenantCtx, body: { ids?: string[] }) {
  const userId = actingUser(ctx).userId;
  await ctx.db.notification.updateMany({
    where: { userId, readAt: null, ...(body.ids ? { id: { in: body.ids } } : {}) },
    data: { readAt: new Date() },
  });
  return { unreadCount: await unreadCount(ctx, userId) };
}
