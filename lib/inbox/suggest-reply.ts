import { notFound } from "@/lib/api/errors";
import { runTask } from "@/lib/ai/gateway";
import { inboxReplyOutput, inboxReplyPrompt, type ConversationLine } from "@/lib/ai/tasks/inbox-reply";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { toSocialPlatform } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { shownHandle } from "./author-handle";

/** "Ann (@ann)", or the name alone when the network gave no handle. */
function authorLine(m: { authorName: string; authorHandle: string }): string {
  const handle = shownHandle(m);
  return handle ? `${m.authorName} (${handle})` : m.authorName;
}

/** The last messages of a conversation the model reads. */
const CONTEXT_ITEMS = 20;

/**
 * POST /api/inbox/:id/suggest-reply: drafts from the conversation up to the item (its messages
 * and the replies we sent), in the brand voice, within the network's length. One QUICK_REFINE.
 */
export async function suggestInboxReply(ctx: TenantCtx, itemId: string, instruction?: string) {
  const item = await ctx.db.inboxItem.findUnique({
    where: { id: itemId },
    select: { status: true, platform: true, conversationId: true, platformCreatedAt: true },
  });
  if (!item || item.status === "DELETED") throw notFound("Inbox item");
  const messages = await ctx.db.inboxItem.findMany({
    where: {
      conversationId: item.conversationId,
      status: { not: "DELETED" },
      platformCreatedAt: { lte: item.platformCreatedAt },
    },
    orderBy: { platformCreatedAt: "desc" },
    take: CONTEXT_ITEMS,
    select: {
      authorName: true,
      authorHandle: true,
      content: true,
      platformCreatedAt: true,
      replies: { where: { status: "SENT" }, select: { content: true, createdAt: true } },
    },
  });
  const lines = messages
    .flatMap((m) => [
      { at: m.platformCreatedAt, from: authorLine(m), text: m.content },
      ...m.replies.map((r) => ({ at: r.createdAt, from: "Us", text: r.content })),
    ])
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map<ConversationLine>(({ from, text }) => ({ from, text }));
  const platform = toSocialPlatform(item.platform) ?? "twitter";
  const brand = await brandFactsFor(ctx);
  return runTask(
    { ctx, action: "QUICK_REFINE" },
    "inbox_reply",
    inboxReplyPrompt({ brand, platform, conversation: lines, instruction }),
    { schema: inboxReplyOutput(platform), name: "inbox_reply" },
  );
}
