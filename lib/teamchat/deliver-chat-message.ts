import type { TenantCtx } from "@/lib/db";
import { isProviderError, ProviderError } from "@/lib/integrations/http";
import { enqueue } from "@/lib/jobs/enqueue";
import { chatDeliveryDue } from "@/lib/jobs/events";
import { logger } from "@/lib/logger";
import type { NotificationKind } from "@/lib/notifications/contracts";
import { markChatInactive } from "./mark-chat-inactive";
import { CHAT_TYPE_LABELS, type ChatType } from "./contracts";
import type { ChatNotification } from "./messages";
import { postToChannel, replaceDecidedMessage } from "./providers";
import { APPROVAL_SETTLED } from "./queue-chat-deliveries";

/** Tries per delivery; waits between them double from a minute, or are what the service asks for. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const BASE_RETRY_SECONDS = 60;

export type DeliveryOutcome = "sent" | "retry" | "failed" | "skipped" | "not needed";

interface StoredMessage {
  title: string;
  body: string;
  link: string;
  approvalId: string | null;
  /** APPROVAL_SETTLED: the delivery whose message is replaced, and who decided what. */
  replaces?: string;
  decided?: string;
}

/**
 * Sends one queued delivery. Each attempt is claimed with one conditional update, so two runners
 * never send one attempt twice. A rate limit or a passing failure asks for another run at its time
 * (the service's retry_after, else backoff) up to MAX_DELIVERY_ATTEMPTS; a revoked workspace or a
 * deleted webhook makes the connection inactive and tells the company; an answer that may have
 * been applied is not sent again.
 */
export async function deliverChatMessage(ctx: TenantCtx, deliveryId: string): Promise<DeliveryOutcome> {
  const delivery = await ctx.db.chatDelivery.findFirst({ where: { id: deliveryId }, include: { connection: true } });
  if (!delivery || delivery.status !== "pending") return "not needed";
  if (!delivery.connection.isActive) {
    await ctx.db.chatDelivery.update({ where: { id: deliveryId }, data: { status: "skipped" } });
    return "skipped";
  }
  const attempt = delivery.attempts + 1;
  const { count } = await ctx.db.chatDelivery.updateMany({
    where: { id: deliveryId, status: "pending", attempts: delivery.attempts },
    data: { attempts: attempt },
  });
  if (count === 0) return "not needed";

  const stored = delivery.message as unknown as StoredMessage;
  const notification: ChatNotification = {
    kind: delivery.kind === APPROVAL_SETTLED ? "approvalNeeded" : (delivery.kind as NotificationKind),
    title: stored.title,
    body: stored.body,
    link: stored.link,
    approvalId: stored.approvalId ?? undefined,
  };
  let remoteId: string | null = null;
  try {
    if (delivery.kind === APPROVAL_SETTLED) {
      const replaced = await replaceDecided(ctx, delivery, stored, notification);
      if (replaced === "skipped") return replaced;
    } else remoteId = await postToChannel(ctx, delivery.connection, delivery.channelId, notification);
  } catch (err) {
    if (!isProviderError(err)) throw err;
    return settleFailure(ctx, delivery, attempt, err);
  }
  await ctx.db.chatDelivery.update({
    where: { id: deliveryId },
    data: { status: "sent", sentAt: new Date(), lastError: null, remoteId },
  });
  return "sent";
}

/**
 * The approval message once decided: replaced by one saying who decided what (Slack's without its
 * Approve and Request changes buttons). Waits (a passing failure, retried) while the message is not
 * sent yet; one that was never sent, or sent before its id was kept, has nothing to replace.
 */
async function replaceDecided(
  ctx: TenantCtx,
  delivery: { id: string; connection: Parameters<typeof replaceDecidedMessage>[1] },
  stored: StoredMessage,
  notification: ChatNotification,
): Promise<"replaced" | "skipped"> {
  const original = stored.replaces ? await ctx.db.chatDelivery.findFirst({ where: { id: stored.replaces } }) : null;
  if (original?.status === "pending")
    throw new ProviderError("transient", "The approval message is not sent yet", {
      network: CHAT_TYPE_LABELS[delivery.connection.channelType as ChatType],
    });
  if (!original?.remoteId) {
    await ctx.db.chatDelivery.update({ where: { id: delivery.id }, data: { status: "skipped" } });
    return "skipped";
  }
  await replaceDecidedMessage(
    ctx,
    delivery.connection,
    { channelId: original.channelId, remoteId: original.remoteId },
    notification,
    stored.decided ?? "",
  );
  return "replaced";
}

async function settleFailure(
  ctx: TenantCtx,
  delivery: { id: string; connection: { id: string; channelType: string; workspaceName: string } },
  attempt: number,
  err: ProviderError,
): Promise<DeliveryOutcome> {
  const lastError = err.message.slice(0, 500);
  const retryable = err.kind === "rate_limited" || err.kind === "transient";
  if (retryable && attempt < MAX_DELIVERY_ATTEMPTS) {
    const waitSeconds =
      err.kind === "rate_limited" && err.retryAfterSeconds !== undefined
        ? Math.max(1, err.retryAfterSeconds)
        : BASE_RETRY_SECONDS * 2 ** (attempt - 1);
    await ctx.db.chatDelivery.update({ where: { id: delivery.id }, data: { lastError } });
    await enqueue(ctx.db, {
      event: chatDeliveryDue,
      data: { companyId: ctx.companyId, deliveryId: delivery.id },
      dueAt: new Date(Date.now() + waitSeconds * 1000),
    });
    return "retry";
  }
  await ctx.db.chatDelivery.update({ where: { id: delivery.id }, data: { status: "failed", lastError } });
  if (err.kind === "needs_reconnect") await markChatInactive(ctx, delivery.connection, err.message);
  else
    logger.warn(
      { deliveryId: delivery.id, kind: err.kind, companyId: ctx.companyId },
      "team chat message not delivered",
    );
  return "failed";
}
