import { ApiError } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { discordConfig, discordEditWebhookMessage, discordExecuteWebhook } from "@/lib/integrations/discord";
import { isProviderError } from "@/lib/integrations/http";
import { slackChannels, slackConfig, slackPostMessage, slackUpdateMessage } from "@/lib/integrations/slack";
import {
  teamsChannels,
  teamsConfig,
  teamsPostMessage,
  teamsRefresh,
  teamsUpdateMessage,
} from "@/lib/integrations/teams";
import { CHAT_TYPE_LABELS, type ChatChannelDTO, type ChatType } from "./contracts";
import { storedChannels, type ChatConnectionRow } from "./connections";
import {
  discordDecidedMessage,
  discordMessage,
  slackDecidedMessage,
  slackMessage,
  teamsDecidedMessage,
  teamsMessage,
  type ChatNotification,
} from "./messages";
import { openChatSecret, sealChatSecret } from "./sealed-secret";

/** What every kind of connection does, whichever service it is: list its channels, post to one. */

/** A Teams access token lives about an hour: renewed shortly before it ends, the new one stored sealed. */
const REFRESH_MARGIN_MS = 2 * 60_000;

/** The stored access token, renewed first when it is about to end (or at once when `force`). */
async function teamsToken(ctx: TenantCtx, row: ChatConnectionRow, force = false): Promise<string> {
  const token = openChatSecret(row.id, "secret", row.secret);
  const endsSoon = row.tokenExpiresAt && row.tokenExpiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS;
  if (!row.refreshSecret || !(force || endsSoon)) return token;
  const fresh = await teamsRefresh(await teamsConfig(), openChatSecret(row.id, "refresh", row.refreshSecret));
  await ctx.db.chatConnection.update({
    where: { id: row.id },
    data: {
      secret: sealChatSecret(row.id, "secret", fresh.accessToken),
      refreshSecret: sealChatSecret(
        row.id,
        "refresh",
        fresh.refreshToken ?? openChatSecret(row.id, "refresh", row.refreshSecret),
      ),
      tokenExpiresAt: fresh.expiresAt,
    },
  });
  return fresh.accessToken;
}

/**
 * A Graph call with the connection's token. Microsoft may end an access token before its time
 * (a 401): it is renewed once with the refresh token (read again, as a renewal just now rotated
 * it) and the call tried again; only a refused refresh means the connection must be made again.
 */
async function withTeamsToken<T>(ctx: TenantCtx, row: ChatConnectionRow, work: (token: string) => Promise<T>) {
  try {
    return await work(await teamsToken(ctx, row));
  } catch (err) {
    if (!isProviderError(err, "needs_reconnect") || err.status !== 401 || !row.refreshSecret) throw err;
    const current = await ctx.db.chatConnection.findFirstOrThrow({ where: { id: row.id } });
    return work(await teamsToken(ctx, current, true));
  }
}

export async function providerChannels(ctx: TenantCtx, row: ChatConnectionRow): Promise<ChatChannelDTO[]> {
  switch (row.channelType as ChatType) {
    case "slack":
      return slackChannels(await slackConfig(), openChatSecret(row.id, "secret", row.secret));
    case "teams":
      return withTeamsToken(ctx, row, async (token) => teamsChannels(await teamsConfig(), token));
    case "discord":
      return storedChannels(row);
  }
}

/**
 * Posts one notification to one channel of the connection, formatted for its service. Answers the
 * message's id for replacing it later (Slack's ts, the Graph message id, the Discord message id),
 * or null when the service named none. Throws ProviderError.
 */
export async function postToChannel(
  ctx: TenantCtx,
  row: ChatConnectionRow,
  channelId: string,
  n: ChatNotification,
): Promise<string | null> {
  switch (row.channelType as ChatType) {
    case "slack": {
      const { ts } = await slackPostMessage(await slackConfig(), openChatSecret(row.id, "secret", row.secret), {
        channel: channelId,
        ...slackMessage(n),
      });
      return ts || null;
    }
    case "teams": {
      const { id } = await withTeamsToken(ctx, row, async (token) =>
        teamsPostMessage(await teamsConfig(), token, { channelId, ...teamsMessage(n) }),
      );
      return id || null;
    }
    case "discord": {
      const { id } = await discordExecuteWebhook(
        await discordConfig(),
        openChatSecret(row.id, "secret", row.secret),
        discordMessage(n),
      );
      return id || null;
    }
  }
}

/**
 * Replaces an approval message the app posted (`remoteId` from postToChannel) by the decided one:
 * Slack's by chat.update (its buttons gone), the Teams card by a Graph PATCH, the Discord embed by
 * editing the webhook's message; each then says who decided what. Throws ProviderError.
 */
export async function replaceDecidedMessage(
  ctx: TenantCtx,
  row: ChatConnectionRow,
  target: { channelId: string; remoteId: string },
  n: ChatNotification,
  decided: string,
): Promise<void> {
  switch (row.channelType as ChatType) {
    case "slack":
      await slackUpdateMessage(await slackConfig(), openChatSecret(row.id, "secret", row.secret), {
        channel: target.channelId,
        ts: target.remoteId,
        ...slackDecidedMessage(slackMessage(n), decided),
      });
      return;
    case "teams":
      await withTeamsToken(ctx, row, async (token) =>
        teamsUpdateMessage(await teamsConfig(), token, {
          channelId: target.channelId,
          messageId: target.remoteId,
          ...teamsDecidedMessage(n, decided),
        }),
      );
      return;
    case "discord":
      await discordEditWebhookMessage(
        await discordConfig(),
        openChatSecret(row.id, "secret", row.secret),
        target.remoteId,
        discordDecidedMessage(n, decided),
      );
      return;
  }
}

/** A provider's failure during a request, as the API's answer: 502 {error, message} naming the service. */
export async function callProvider<T>(row: ChatConnectionRow, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isProviderError(err)) throw err;
    const label = CHAT_TYPE_LABELS[row.channelType as ChatType];
    const hint = err.kind === "needs_reconnect" ? " Connect it again." : "";
    throw new ApiError(502, "CHAT_PROVIDER_ERROR", { message: `${label}: ${err.message}.${hint}` });
  }
}

/** 409 for a connection the provider no longer accepts: it must be connected again first. */
export function assertActive(row: ChatConnectionRow): void {
  if (!row.isActive)
    throw new ApiError(409, "CONNECTION_INACTIVE", {
      message: `${row.statusReason ?? "This connection no longer works."} Connect it again.`,
    });
}
