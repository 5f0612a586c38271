import { recordAudit } from "@/lib/audit";
import type { SocialPlatform } from "@/lib/content/platforms";
import { actingUser, type TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { ACCOUNTS_PAGE } from "./account-health";
import { consumeAuthState } from "./auth-states";
import type { SocialAccountDTO } from "./contracts";
import { mastodonAppById } from "./mastodon-apps-admin";
import { network } from "./networks";
import { asApiError } from "./provider-errors";
import { subscribeAccountPush } from "./push-subscriptions-admin";
import { storeConnection } from "./store-connection";
import { ApiError } from "@/lib/api/errors";
import { redirectBack } from "@/lib/api/redirect-target";

export interface CallbackQuery {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

/**
 * GET /api/social/:platform/callback: the network sends the browser back here. The state is taken
 * once (400 otherwise), the code exchanged, the profile read and the account stored. Browsers are
 * redirected (302) with `connected=<platform>` or `error=<why>`; `Accept: application/json` gets
 * 200 {account} or the error as JSON.
 */
export async function completeConnect(
  ctx: TenantCtx,
  platform: SocialPlatform,
  query: CallbackQuery,
  req: Request,
): Promise<{ account: SocialAccountDTO } | Response> {
  const { provider, label } = await network(platform);
  const state = await consumeAuthState(ctx, platform, query.state);
  const wantsJson = (req.headers.get("accept") ?? "").includes("application/json");
  const fail = (err: ApiError) => {
    if (wantsJson) throw err;
    return redirectBack(state.returnTo, ACCOUNTS_PAGE, req.url, { error: err.extra.message ?? err.error });
  };

  if (query.error || !query.code) {
    const why =
      query.error === "access_denied"
        ? "the connection was declined on the network's page"
        : (query.error_description ?? query.error ?? "no authorization code came back");
    return fail(new ApiError(400, "CONNECT_REFUSED", { message: `${label} did not connect: ${why}.` }));
  }

  let account: SocialAccountDTO;
  try {
    const app = state.mastodonAppId ? await mastodonAppById(state.mastodonAppId) : null;
    const connection = await provider.completeAuthorization!({
      code: query.code,
      codeVerifier: state.codeVerifier,
      redirectUri: state.callbackUrl,
      instanceUrl: state.instanceUrl ?? undefined,
      app: app?.app,
    });
    account = await storeConnection(ctx, {
      platform,
      connection,
      mastodonAppId: state.mastodonAppId,
      connectedById: actingUser(ctx).userId,
    });
  } catch (err) {
    const apiError = asApiError(err, label);
    if (apiError instanceof ApiError && (isProviderError(err) || apiError.status === 403)) return fail(apiError);
    throw apiError;
  }
  // Networks that push news of the account's activity are asked to, now it is stored.
  await subscribeAccountPush(ctx, account.id);
  await recordAudit(ctx.db, {
    actorId: actingUser(ctx).userId,
    action: "social_account.connect",
    result: account,
    requestId: ctx.requestId ?? "",
  });
  return wantsJson ? { account } : redirectBack(state.returnTo, ACCOUNTS_PAGE, req.url, { connected: platform });
}
