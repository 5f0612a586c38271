import { randomUUID } from "node:crypto";
import { ApiError, badRequest, conflict, notFound } from "@/lib/api/errors";
import { platformLabel } from "@/lib/content/platforms";
import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { withAccount } from "@/lib/social/account-session";
import { statusChanges } from "./inbox-items";
import { keepFromDelete, lockConversations, theseConversations } from "./locked-items";
import { refreshWaitingSince } from "./waiting";

interface ReplyInput {
  content: string;
  idempotencyKey?: string;
}

const answer = (r: { id: string; platformReplyId: string | null }) => ({
  success: true,
  replyId: r.id,
  platformReplyId: r.platformReplyId ?? "",
});

/**
 * POST /api/inbox/:id/reply. The reply row holds the idempotency key (unique per company) from
 * before the network is called: a retry with the same key waits for the first attempt's
 * transaction and then answers its reply instead of posting again. The key travels with the post
 * to networks that take one. A network's refusal rolls everything back: 500 PLATFORM_ERROR, the
 * item unchanged; content over the network's length is a 400 before anything is sent.
 */
export async function replyToInboxItem(ctx: TenantCtx, itemId: string, input: ReplyInput) {
  // Held to the end: the item is read, then replied to, while no permanent delete can take it.
  await keepFromDelete(ctx, itemId);
  const item = await ctx.db.inboxItem.findUnique({
    where: { id: itemId },
    select: {
      id: true,
      status: true,
      readAt: true,
      platform: true,
      platformItemId: true,
      conversationId: true,
      type: true,
      authorId: true,
      authorHandle: true,
      socialAccount: true,
    },
  });
  if (!item || item.status === "DELETED") throw notFound("Inbox item");
  const account = item.socialAccount;
  if (account.status !== "connected" || !account.accessToken) {
    throw conflict(
      "ACCOUNT_NOT_CONNECTED",
      `${platformLabel(item.platform)} account needs reconnecting before replying`,
    );
  }

  const key = input.idempotencyKey ?? randomUUID();
  const userId = ctx.actor?.userId ?? null;
  const [claimed] = await tenantSql<{ id: string }>(
    ctx,
    (
      companyId,
    ) => Prisma.sql`INSERT INTO "InboxReply" ("id", "companyId", "itemId", "userId", "content", "idempotencyKey")
      VALUES (${randomUUID()}::uuid, ${companyId}::uuid, ${item.id}::uuid, ${userId}::uuid, ${input.content}, ${key})
      ON CONFLICT ("companyId", "idempotencyKey") DO NOTHING RETURNING "id"`,
  );
  if (!claimed) {
    const earlier = await ctx.db.inboxReply.findUnique({
      where: { companyId_idempotencyKey: { companyId: ctx.companyId, idempotencyKey: key } },
      select: { id: true, itemId: true, status: true, platformReplyId: true },
    });
    if (earlier?.status === "SENT" && earlier.itemId === item.id) return answer(earlier);
    throw conflict("IDEMPOTENCY_KEY_IN_USE", "This idempotencyKey belongs to another reply; send a new key per reply");
  }

  let sent;
  try {
    sent = await withAccount(ctx, account, (session) =>
      session.reply({
        inReplyToId: item.platformItemId,
        text: input.content,
        idempotencyKey: key,
        // A private message is answered privately.
        ...(item.type === "DM" ? { directTo: { id: item.authorId, username: item.authorHandle } } : {}),
      }),
    );
  } catch (err) {
    if (isProviderError(err, "bad_request") && err.code === "OVER_LIMIT") throw badRequest({ content: err.message });
    if (isProviderError(err)) {
      throw new ApiError(500, "PLATFORM_ERROR", { message: `${platformLabel(item.platform)}: ${err.message}` });
    }
    throw err;
  }

  // Sent: the writes lock the item's conversation as every inbox write does, only now, not while the network was called.
  const reply = await ctx.db.$transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockConversations(tx, theseConversations([item.conversationId]));
    const sentReply = await db.inboxReply.update({
      where: { id: claimed.id },
      data: { status: "SENT", platformReplyId: sent.id, platformUrl: sent.url, sentAt: new Date() },
      select: { id: true, platformReplyId: true },
    });
    await db.inboxItem.update({ where: { id: item.id }, data: statusChanges("REPLIED", item), select: { id: true } });
    await refreshWaitingSince(tx, [item.conversationId]);
    return sentReply;
  });
  return answer(reply);
}
