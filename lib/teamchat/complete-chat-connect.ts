import { ApiError } from "@/lib/api/errors";
import { redirectBack } from "@/lib/api/redirect-target";
import { recordAudit } from "@/lib/audit";
import { actingUser, type TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { slackConfig, slackExchangeCode } from "@/lib/integrations/slack";
import { teamsConfig, teamsExchangeCode, teamsOrganization } from "@/lib/integrations/teams";
import { consumeAuthState } from "@/lib/social/auth-states";
import { chatStateKey } from "./connect-chat";
import { CHAT_TYPE_LABELS, type ChatConnectionDTO, type ChatType } from "./contracts";
import { TEAM_CHAT_PAGE } from "./connections";
import { storeChatConnection, type NewChatConnection } from "./store-chat-connection";

export interface ChatCallbackQuery {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

async function exchange(
  type: "slack" | "teams",
  code: string,
  state: { codeVerifier: string; callbackUrl: string },
): Promise<Omit<NewChatConnection, "connectedById">> {
  if (type === "slack") {
    const install = await slackExchangeCode(await slackConfig(), { code, redirectUri: state.callbackUrl });
    return {
      channelType: "slack",
      workspaceId: install.teamId,
      workspaceName: install.teamName,
      secret: install.botToken,
    };
  }
  const config = await teamsConfig();
  const tokens = await teamsExchangeCode(config, {
    code,
    redirectUri: state.callbackUrl,
    codeVerifier: state.codeVerifier,
  });
  const org = await teamsOrganization(config, tokens.accessToken);
  return {
    channelType: "teams",
    workspaceId: org.id,
    workspaceName: org.name,
    secret: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: tokens.expiresAt,
  };
}

/**
 * GET /api/integrations/channels/callback/:type: the state is taken once (400 otherwise), the code
 * exchanged and the workspace stored. Browsers go back (302) with `connected=<type>` or
 * `error=<why>`; `Accept: application/json` gets 200 {connection} or the error.
 */
export async function completeChatConnect(
  ctx: TenantCtx,
  type: ChatType,
  query: ChatCallbackQuery,
  req: Request,
): Promise<{ connection: ChatConnectionDTO } | Response> {
  if (type === "discord") throw new ApiError(404, "Discord connects by webhook URL, with no callback");
  const state = await consumeAuthState(ctx, chatStateKey(type), query.state);
  const label = CHAT_TYPE_LABELS[type];
  const wantsJson = (req.headers.get("accept") ?? "").includes("application/json");
  const fail = (message: string) => {
    if (wantsJson) throw new ApiError(400, "CONNECT_REFUSED", { message });
    return redirectBack(state.returnTo, TEAM_CHAT_PAGE, req.url, { error: message });
  };
  if (query.error || !query.code) {
    const why =
      query.error === "access_denied"
        ? "the connection was declined"
        : (query.error_description ?? query.error ?? "no authorization code came back");
    return fail(`${label} did not connect: ${why}.`);
  }
  let connection: ChatConnectionDTO;
  try {
    const found = await exchange(type, query.code, state);
    connection = await storeChatConnection(ctx, { ...found, connectedById: actingUser(ctx).userId });
  } catch (err) {
    if (!isProviderError(err)) throw err;
    if (err.kind === "bad_request" || err.kind === "needs_reconnect") return fail(`${label}: ${err.message}.`);
    throw new ApiError(502, "CHAT_PROVIDER_ERROR", { message: `${label} did not answer as expected: ${err.message}.` });
  }
  await recordAudit(ctx.db, {
    actorId: actingUser(ctx).userId,
    action: "chat_connection.connect",
    result: connection,
    requestId: ctx.requestId ?? "",
  });
  return wantsJson ? { connection } : redirectBack(state.returnTo, TEAM_CHAT_PAGE, req.url, { connected: type });
}
