import { Prisma, tenantSql, type TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { notifyMembers } from "@/lib/notifications/notifications";

/** More new items than this that need action make one summary instead of one notification each. */
const ONE_BY_ONE = 3;

/**
 * Tells about the account's stored items still owed a notification (their InboxItemNotice rows,
 * written with the items) that require action: the member assigned (an answer in an assigned
 * conversation inherits its assignee) in the app, and the company's team chats through the
 * `newComment` notification kind. The rows are taken and the notifications written in one
 * transaction, so each item is told of once: a notifier running at the same time waits for the rows
 * and finds them gone, and a failed one leaves them for the next.
 */
export async function notifyNewItems(ctx: TenantCtx, accountId: string): Promise<void> {
  await ctx.db.$transaction(async (db) => {
    const tx = { ...ctx, db };
    const owed = await takeNotices(tx, accountId);
    if (owed.length > 0) await notifyItems(tx, owed);
  });
}

/** Rows locked in item order, so two notifiers taking the same rows wait for each other instead of deadlocking. */
function takeNotices(ctx: TenantCtx, accountId: string): Promise<string[]> {
  return tenantSql<{ itemId: string }>(
    ctx,
    (companyId) => Prisma.sql`DELETE FROM "InboxItemNotice" WHERE "companyId" = ${companyId}::uuid AND "itemId" IN (
        SELECT n."itemId" FROM "InboxItemNotice" n JOIN "InboxItem" i ON i."companyId" = n."companyId" AND i."id" = n."itemId"
        WHERE n."companyId" = ${companyId}::uuid AND i."socialAccountId" = ${accountId}::uuid
        ORDER BY n."itemId" FOR UPDATE OF n)
      RETURNING "itemId"`,
  ).then((rows) => rows.map((r) => r.itemId));
}

async function notifyItems(ctx: TenantCtx, ids: readonly string[]): Promise<void> {
  const items = await ctx.db.inboxItem.findMany({
    where: { id: { in: [...ids] }, requiresAction: true },
    select: { id: true, assignedToId: true, authorName: true, content: true, platform: true },
    orderBy: [{ priority: "desc" }, { platformCreatedAt: "desc" }],
  });
  if (items.length === 0) return;
  if (items.length > ONE_BY_ONE) {
    await notifyMembers(
      ctx,
      items.flatMap((i) => (i.assignedToId ? [i.assignedToId] : [])),
      {
        kind: "newComment",
        title: `${items.length} new inbox items need a reply`,
        body: items
          .slice(0, ONE_BY_ONE)
          .map((i) => `${i.authorName}: ${excerpt(i.content, 80)}`)
          .join("\n"),
        link: "/inbox?view=action",
      },
    );
    return;
  }
  for (const item of items) {
    await notifyMembers(ctx, item.assignedToId ? [item.assignedToId] : [], {
      kind: "newComment",
      title: `${item.authorName} on ${platformLabel(item.platform)}`,
      body: excerpt(item.content, 280),
      link: `/inbox?item=${item.id}`,
    });
  }
}

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
