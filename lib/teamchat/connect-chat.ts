import { ApiError, badRequest } from "@/lib/api/errors";
import { actingUser, type TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { discordConfig, discordExecuteWebhook, discordWebhook, discordWebhookId } from "@/lib/integrations/discord";
import { isProviderError } from "@/lib/integrations/http";
import { OutboundRefusedError } from "@/lib/integrations/outbound";
import { createPkcePair } from "@/lib/integrations/social/oauth";
import { slackAuthorizeUrl, slackConfig } from "@/lib/integrations/slack";
import { teamsAuthorizeUrl, teamsConfig } from "@/lib/integrations/teams";
import { NOTIFICATION_KINDS } from "@/lib/notifications/contracts";
import { newState, saveAuthState } from "@/lib/social/auth-states";
import { CHAT_TYPE_LABELS, type ChatType, type ConnectChatBody, type NotifySettings } from "./contracts";
import { TEAM_CHAT_PAGE } from "./connections";
import { discordMessage } from "./messages";
import { storeChatConnection } from "./store-chat-connection";

/** The connect states share the social networks' table under their own name, so the two never mix. */
export const chatStateKey = (type: ChatType) => `chat:${type}`;

/** Where the provider sends the browser back: the configured public address, else the one the request came to. */
export function chatCallbackUrl(type: ChatType, requestUrl: string): string {
  const origin = env.configuredAppUrl ? new URL(env.configuredAppUrl).origin : new URL(requestUrl).origin;
  return `${origin}/api/integrations/channels/callback/${type}`;
}

function notConfigured(type: "slack" | "teams"): ApiError {
  const prefix = type.toUpperCase();
  return new ApiError(503, "CHAT_NOT_CONFIGURED", {
    message: `${CHAT_TYPE_LABELS[type]} is not configured on this server: set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or its integration config in the Super Admin console.`,
  });
}

async function startOAuth(ctx: TenantCtx, type: "slack" | "teams", body: ConnectChatBody, requestUrl: string) {
  const redirectUri = chatCallbackUrl(type, requestUrl);
  const state = newState();
  const pkce = createPkcePair();
  let authUrl: string;
  if (type === "slack") {
    const config = await slackConfig();
    if (!config.clientId || !config.clientSecret) throw notConfigured(type);
    authUrl = slackAuthorizeUrl(config, { redirectUri, state });
  } else {
    const config = await teamsConfig();
    if (!config.clientId) throw notConfigured(type);
    authUrl = teamsAuthorizeUrl(config, { redirectUri, state, codeChallenge: pkce.challenge });
  }
  await saveAuthState(ctx, state, {
    platform: chatStateKey(type),
    codeVerifier: pkce.verifier,
    callbackUrl: redirectUri,
    returnTo: body.redirectUri ?? TEAM_CHAT_PAGE,
  });
  return { authUrl, state };
}

/** A Discord webhook is checked by using it: a test message must arrive before anything is stored. */
async function connectDiscord(ctx: TenantCtx, webhookUrl: string | undefined) {
  if (!webhookUrl) throw badRequest({ webhookUrl: "is required to connect Discord" });
  const config = await discordConfig();
  const webhookId = discordWebhookId(config, webhookUrl);
  if (!webhookId)
    throw badRequest({ webhookUrl: `must be a Discord webhook URL: ${config.apiUrl}/webhooks/<id>/<token>` });
  let name: string;
  try {
    name = (await discordWebhook(config, webhookUrl)).name;
    await discordExecuteWebhook(
      config,
      webhookUrl,
      discordMessage({
        kind: "test",
        title: "Reach is connected",
        body: "Notifications you turn on in Settings → Team chat will arrive here.",
        link: TEAM_CHAT_PAGE,
      }),
    );
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw new ApiError(400, err.code, { message: err.message });
    if (isProviderError(err))
      throw new ApiError(400, "WEBHOOK_REFUSED", { message: `Discord did not take the test message: ${err.message}.` });
    throw err;
  }
  const channel = { id: webhookId, name, isPrivate: false };
  const notifySettings = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { channelId: webhookId, enabled: true }]),
  ) as NotifySettings;
  const connection = await storeChatConnection(ctx, {
    channelType: "discord",
    workspaceId: webhookId,
    workspaceName: name,
    secret: webhookUrl,
    connectedById: actingUser(ctx).userId,
    channels: [channel],
    notifySettings,
  });
  return { success: true as const, connection };
}

/** POST /api/integrations/channels/connect/:type. */
export async function connectChat(ctx: TenantCtx, type: ChatType, body: ConnectChatBody, requestUrl: string) {
  return type === "discord" ? connectDiscord(ctx, body.webhookUrl) : startOAuth(ctx, type, body, requestUrl);
}
