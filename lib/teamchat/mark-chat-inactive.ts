import type { TenantCtx } from "@/lib/db";
import { notifyCompany } from "@/lib/notices/notify-company";
import { CHAT_TYPE_LABELS, type ChatType } from "./contracts";
import { TEAM_CHAT_PAGE } from "./connections";

/**
 * The service no longer accepts the connection (a revoked workspace, a deleted webhook): it stops
 * being used and the company is told, once, when it goes from active to inactive.
 */
export async function markChatInactive(
  ctx: TenantCtx,
  connection: { id: string; channelType: string; workspaceName: string },
  why: string,
): Promise<void> {
  const label = CHAT_TYPE_LABELS[connection.channelType as ChatType];
  const reason = `${label} no longer accepts Reach's access (${why.replace(/\.$/, "")}).`;
  const { count } = await ctx.db.chatConnection.updateMany({
    where: { id: connection.id, isActive: true },
    data: { isActive: false, statusReason: reason },
  });
  if (count === 0) return;
  await notifyCompany(
    ctx,
    {
      kind: "chat_connection.inactive",
      title: `Reconnect ${label} (${connection.workspaceName})`,
      body: `${reason} Notifications are not sent there until it is connected again in Settings → Team chat.`,
      link: TEAM_CHAT_PAGE,
      subjectKey: `chat-connection:${connection.id}`,
    },
    { email: true },
  );
}
