import { randomUUID } from "node:crypto";
import type { Prisma, TenantCtx } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { chatDeliveryDue } from "@/lib/jobs/events";
import { storedNotifySettings } from "./connections";
import type { ChatNotification } from "./messages";

/**
 * A notification becomes one delivery per active connection that has its kind turned on, each
 * sent by its own background run (inngest/functions/teamchat): one slow or failing workspace never
 * holds up another. Part of the caller's transaction, like the notification itself.
 */
export async function queueChatDeliveries(ctx: TenantCtx, n: ChatNotification): Promise<void> {
  if (n.kind === "test") return;
  const connections = await ctx.db.chatConnection.findMany({
    where: { isActive: true },
    select: { id: true, notifySettings: true },
  });
  const message = { title: n.title, body: n.body, link: n.link, approvalId: n.approvalId ?? null };
  for (const connection of connections) {
    const setting = storedNotifySettings(connection)[n.kind];
    if (!setting?.enabled) continue;
    const id = randomUUID();
    await ctx.db.chatDelivery.create({
      data: {
        id,
        companyId: ctx.companyId,
        connectionId: connection.id,
        kind: n.kind,
        channelId: setting.channelId,
        message: message as Prisma.InputJsonValue,
      },
    });
    await enqueue(ctx.db, { event: chatDeliveryDue, data: { companyId: ctx.companyId, deliveryId: id } });
  }
}

/** The kind of a delivery that replaces an approval message once the item is decided (not a notification kind). */
export const APPROVAL_SETTLED = "approvalSettled";

/**
 * An approval was decided (in the app, from Slack or through a review link): every approval message
 * it sent (Slack, Teams, Discord) is replaced by one saying who decided what; Slack's loses its
 * Approve and Request changes buttons. One delivery per message, sent like the others (retries, an
 * inactive workspace skipped).
 */
export async function queueDecidedApprovalMessages(ctx: TenantCtx, approvalId: string, decided: string) {
  const originals = await ctx.db.chatDelivery.findMany({
    where: {
      kind: "approvalNeeded",
      status: { in: ["pending", "sent"] },
      message: { path: ["approvalId"], equals: approvalId },
      connection: { isActive: true },
    },
    select: { id: true, connectionId: true, channelId: true, message: true },
  });
  for (const original of originals) {
    const id = randomUUID();
    const message = { ...(original.message as Prisma.JsonObject), replaces: original.id, decided };
    await ctx.db.chatDelivery.create({
      data: {
        id,
        companyId: ctx.companyId,
        connectionId: original.connectionId,
        kind: APPROVAL_SETTLED,
        channelId: original.channelId,
        message,
      },
    });
    await enqueue(ctx.db, { event: chatDeliveryDue, data: { companyId: ctx.companyId, deliveryId: id } });
  }
}
