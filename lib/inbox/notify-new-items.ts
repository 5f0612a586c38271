import type { TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { notifyMembers } from "@/lib/notifications/notifications";

/** More new items than this that need action make one summary instead of one notification each. */
const ONE_BY_ONE = 3;

/**
 * Tells about newly stored items that require action: the member assigned (an answer in an assigned
 * conversation inherits its assignee) in the app, and the company's team chats through the
 * `newComment` notification kind.
 */
export async function notifyNewItems(ctx: TenantCtx, ids: readonly string[]): Promise<void> {
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
