import { toSocialPlatform } from "@/lib/content/platforms";
import type { Prisma, TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import {
  connectedAccount,
  openCredentials,
  openTokens,
  sealTokens,
  type AccountContext,
  type ConnectedAccount,
  type TokenSet,
} from "@/lib/integrations/social";
import { markNeedsReconnect } from "./account-health";
import { mastodonAppById } from "./mastodon-apps-admin";
import { network } from "./networks";

export type SocialAccountRow = Prisma.SocialAccountGetPayload<object>;

/**
 * Refreshed tokens, sealed, saved before anyone uses them. A refresh that returns no refresh token
 * keeps the stored one: losing it would force a reconnect (Postiz PR 1822).
 */
async function saveTokens(ctx: TenantCtx, accountId: string, tokens: TokenSet): Promise<void> {
  const sealed = sealTokens(accountId, tokens);
  await ctx.db.socialAccount.update({
    where: { id: accountId },
    data: {
      accessToken: sealed.accessToken,
      ...(sealed.refreshToken === null ? {} : { refreshToken: sealed.refreshToken }),
      tokenExpiresAt: sealed.expiresAt,
      scopes: sealed.scopes,
      lastRefreshedAt: new Date(),
      lastRefreshError: null,
    },
  });
}

/** What the provider needs to act for a stored account, secrets opened. */
export async function accountContext(ctx: TenantCtx, row: SocialAccountRow): Promise<AccountContext> {
  if (!row.accessToken) throw new Error(`Social account ${row.id} has no stored token`);
  const app = row.mastodonAppId ? await mastodonAppById(row.mastodonAppId) : null;
  return {
    key: row.id,
    profileId: row.externalId,
    username: row.username,
    instanceUrl: row.instanceUrl || undefined,
    app: app?.app,
    tokens: openTokens(row.id, {
      accessToken: row.accessToken,
      refreshToken: row.refreshToken,
      expiresAt: row.tokenExpiresAt,
      scopes: row.scopes,
    }),
    credentials: row.credentials ? openCredentials(row.id, row.credentials) : undefined,
    saveTokens: (tokens) => saveTokens(ctx, row.id, tokens),
  };
}

/**
 * Runs calls for one stored account through its provider (tokens refreshed ahead of expiry and once
 * after an expired-token answer). A refusal that needs a person marks the account needs_reconnect
 * and tells the company; every other failure (the network down, rate limits) changes nothing stored.
 *
 * Before blaming the account, the stored tokens are read again: when they changed meanwhile (another
 * process refreshed them, spending a rotating refresh token such as X's under us), the work runs
 * once more with them. The network refused the first try, so nothing happens twice.
 */
export async function withAccount<T>(
  ctx: TenantCtx,
  row: SocialAccountRow,
  work: (account: ConnectedAccount) => Promise<T>,
  retried = false,
): Promise<T> {
  const platform = toSocialPlatform(row.platform);
  if (!platform) throw new Error(`Social account ${row.id} has an unknown platform "${row.platform}"`);
  const { provider } = await network(platform);
  const session = connectedAccount(provider, await accountContext(ctx, row));
  try {
    return await work(session);
  } catch (err) {
    if (!isProviderError(err, "needs_reconnect")) throw err;
    const stored = await ctx.db.socialAccount.findFirst({ where: { id: row.id } });
    const changed =
      stored !== null && (stored.accessToken !== row.accessToken || stored.refreshToken !== row.refreshToken);
    if (!retried && changed && stored.status === "connected") return withAccount(ctx, stored, work, true);
    await markNeedsReconnect(ctx, row, err);
    throw err;
  }
}
