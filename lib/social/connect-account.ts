import type { z } from "zod";
import { badRequest } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit";
import type { SocialPlatform } from "@/lib/content/platforms";
import { actingUser, type TenantCtx } from "@/lib/db";
import { assertWithinLimit } from "@/lib/entitlements";
import { env } from "@/lib/env";
import { normalizeInstanceUrl } from "@/lib/integrations/social/mastodon/provider";
import { newState, saveAuthState } from "./auth-states";
import type { AccountEnvelope, StartConnectBody } from "./contracts";
import { findMastodonApp, keepMastodonApp, type StoredMastodonApp } from "./mastodon-apps-admin";
import { network } from "./networks";
import { callNetwork } from "./provider-errors";
import { storeConnection } from "./store-connection";

/** Where the network sends the browser back: the configured public address, else the one the request came to. */
export function callbackUrl(platform: SocialPlatform, requestUrl: string): string {
  const origin = env.configuredAppUrl ? new URL(env.configuredAppUrl).origin : new URL(requestUrl).origin;
  return `${origin}/api/social/${platform}/callback`;
}

/**
 * Refuses before the network's consent page what the callback would refuse after it: a new account
 * over the plan's limit. With an account of this network already there, the person may be
 * reconnecting it, which the limit allows; the callback decides then.
 */
async function assertMayConnectMore(ctx: TenantCtx, platform: SocialPlatform): Promise<void> {
  const active = await ctx.db.socialAccount.findMany({
    where: { status: { not: "disconnected" } },
    select: { platform: true },
  });
  if (active.some((a) => a.platform === platform)) return;
  await assertWithinLimit(ctx, "social_accounts", active.length);
}

/**
 * POST /api/social/:platform/auth/url. OAuth networks: the URL to send the browser to, with a state
 * kept for the callback. Bluesky: logs in with the app password and stores the account at once.
 */
export async function startConnect(
  ctx: TenantCtx,
  platform: SocialPlatform,
  body: StartConnectBody,
  requestUrl: string,
) {
  const { provider, label } = await network(platform);

  if (provider.connectMethod === "credentials") {
    const missing = {
      ...(body.identifier ? {} : { identifier: "is required" }),
      ...(body.appPassword ? {} : { appPassword: "is required" }),
    };
    if (Object.keys(missing).length) throw badRequest(missing);
    const connection = await callNetwork(label, () =>
      provider.connectWithCredentials!({ identifier: body.identifier!, password: body.appPassword! }),
    );
    const account = await storeConnection(ctx, { platform, connection, connectedById: actingUser(ctx).userId });
    await recordAudit(ctx.db, {
      actorId: actingUser(ctx).userId,
      action: "social_account.connect",
      result: account,
      requestId: ctx.requestId ?? "",
    });
    // 201 (the account exists now), where OAuth networks answer 200 with a URL to visit.
    return Response.json({ account } satisfies z.input<typeof AccountEnvelope>, { status: 201 });
  }

  await assertMayConnectMore(ctx, platform);
  const redirectUri = callbackUrl(platform, requestUrl);
  let instanceUrl: string | undefined;
  let stored: StoredMastodonApp | null = null;
  if (platform === "mastodon") {
    if (!body.instanceUrl) throw badRequest({ instanceUrl: "is required to connect Mastodon (e.g. mastodon.social)" });
    instanceUrl = await callNetwork(label, async () => normalizeInstanceUrl(body.instanceUrl!));
    stored = await findMastodonApp(instanceUrl, redirectUri);
  }
  const state = newState();
  const start = await callNetwork(label, () =>
    provider.startAuthorization!({ redirectUri, state, instanceUrl, app: stored?.app }),
  );
  if (instanceUrl && start.app && !stored) stored = await keepMastodonApp(instanceUrl, start.app);
  await saveAuthState(ctx, state, {
    platform,
    codeVerifier: start.codeVerifier,
    callbackUrl: redirectUri,
    returnTo: body.redirectUri,
    instanceUrl,
    mastodonAppId: stored?.id,
  });
  return { authUrl: start.url, state };
}
