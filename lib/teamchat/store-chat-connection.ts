import { randomUUID } from "node:crypto";
import type { Prisma, TenantCtx } from "@/lib/db";
import type { ChatChannelDTO, ChatType, NotifySettings } from "./contracts";
import { connectionDTO, type ChatConnectionRow } from "./connections";
import { sealChatSecret } from "./sealed-secret";

export interface NewChatConnection {
  channelType: ChatType;
  workspaceId: string;
  workspaceName: string;
  secret: string;
  refreshToken?: string | null;
  tokenExpiresAt?: Date | null;
  connectedById: string;
  /** Discord: its one channel, and every kind sent to it. */
  channels?: ChatChannelDTO[];
  notifySettings?: NotifySettings;
}

/**
 * Stores a connection with its secrets sealed. The same workspace connected again keeps its id,
 * channels and settings, takes the new token and is active again.
 */
export async function storeChatConnection(ctx: TenantCtx, input: NewChatConnection) {
  const existing = await ctx.db.chatConnection.findFirst({
    where: { channelType: input.channelType, workspaceId: input.workspaceId },
    select: { id: true },
  });
  const id = existing?.id ?? randomUUID();
  const secrets = {
    workspaceName: input.workspaceName,
    secret: sealChatSecret(id, "secret", input.secret),
    refreshSecret: input.refreshToken ? sealChatSecret(id, "refresh", input.refreshToken) : null,
    tokenExpiresAt: input.tokenExpiresAt ?? null,
    isActive: true,
    statusReason: null,
    connectedById: input.connectedById,
  };
  let row: ChatConnectionRow;
  if (existing) {
    row = await ctx.db.chatConnection.update({ where: { id }, data: secrets });
  } else {
    row = await ctx.db.chatConnection.create({
      data: {
        ...secrets,
        id,
        companyId: ctx.companyId,
        channelType: input.channelType,
        workspaceId: input.workspaceId,
        channels: (input.channels ?? []) as unknown as Prisma.InputJsonValue,
        notifySettings: (input.notifySettings ?? {}) as Prisma.InputJsonValue,
      },
    });
  }
  return connectionDTO(row);
}
