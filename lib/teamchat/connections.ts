import { notFound } from "@/lib/api/errors";
import type { Prisma, TenantCtx } from "@/lib/db";
import type { ChatChannelDTO, ChatConnectionDTO, ChatType, NotifySettings } from "./contracts";

/** Reading and deleting team chat connections; no token or webhook URL ever leaves here. */

export type ChatConnectionRow = Prisma.ChatConnectionGetPayload<object>;

/** The settings page the provider's consent returns to by default. */
export const TEAM_CHAT_PAGE = "/settings/team-chat";

export const storedChannels = (row: Pick<ChatConnectionRow, "channels">) => row.channels as unknown as ChatChannelDTO[];
export const storedNotifySettings = (row: Pick<ChatConnectionRow, "notifySettings">) =>
  row.notifySettings as unknown as NotifySettings;

export function connectionDTO(row: ChatConnectionRow): ChatConnectionDTO {
  return {
    id: row.id,
    channelType: row.channelType as ChatType,
    workspaceName: row.workspaceName,
    channels: storedChannels(row),
    notifySettings: storedNotifySettings(row),
    isActive: row.isActive,
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findChatConnection(ctx: TenantCtx, id: string): Promise<ChatConnectionRow> {
  const row = await ctx.db.chatConnection.findFirst({ where: { id } });
  if (!row) throw notFound("Team chat connection");
  return row;
}

export async function listChatConnections(ctx: TenantCtx): Promise<{ connections: ChatConnectionDTO[] }> {
  const rows = await ctx.db.chatConnection.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { connections: rows.map(connectionDTO) };
}

/** The connection and its sealed secret go; deliveries still queued for it go with it. */
export async function deleteChatConnection(ctx: TenantCtx, id: string): Promise<{ success: true }> {
  const { count } = await ctx.db.chatConnection.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Team chat connection");
  return { success: true };
}
