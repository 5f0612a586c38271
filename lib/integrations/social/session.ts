import { isProviderError, ProviderError } from "@/lib/integrations/http";
import { checkAgainstLimits } from "./platform-limits";
import type { AccountContext, PostInput, SocialProvider, TokenSet } from "./types";

/** Refresh this long before the access token expires, so a post due now never meets an expired token. */
export const REFRESH_AHEAD_MS = 5 * 60_000;

const inflight = new Map<string, Promise<TokenSet>>();

/**
 * Refreshes one account's tokens, at most one refresh per account at a time in this process (X
 * rotates refresh tokens: two concurrent refreshes would burn one). The stored refresh token is
 * kept when the network returns none, and the new tokens are saved before anyone uses them.
 */
export function refreshAccount(provider: SocialProvider, account: AccountContext): Promise<TokenSet> {
  const running = inflight.get(account.key);
  if (running) return running;
  const work = (async () => {
    const fresh = await provider.refresh(account);
    const tokens: TokenSet = { ...fresh, refreshToken: fresh.refreshToken ?? account.tokens.refreshToken };
    await account.saveTokens(tokens);
    account.tokens = tokens;
    return tokens;
  })().finally(() => inflight.delete(account.key));
  inflight.set(account.key, work);
  return work;
}

export function needsRefresh(account: AccountContext, now = Date.now()): boolean {
  const expiresAt = account.tokens.expiresAt;
  return expiresAt !== null && expiresAt.getTime() - now < REFRESH_AHEAD_MS;
}

/**
 * Runs one call for an account with a usable token: refreshed ahead of expiry, and refreshed once
 * more if the network still says the token expired (clocks differ). The call is only repeated
 * after an expired-token refusal, which the network did not apply.
 */
export async function withFreshToken<T>(
  provider: SocialProvider,
  account: AccountContext,
  call: () => Promise<T>,
): Promise<T> {
  const refreshable = provider.canRefresh(account);
  if (refreshable && needsRefresh(account)) await refreshAccount(provider, account);
  try {
    return await call();
  } catch (err) {
    if (!refreshable || !isProviderError(err, "needs_reconnect") || !err.tokenExpired) throw err;
    await refreshAccount(provider, account);
    return call();
  }
}

/** Refuses, before any upload, a post the network would refuse for its length, image count, type or size. */
async function assertWithinLimits(
  provider: SocialProvider,
  account: AccountContext,
  post: PostInput,
  kind: "post" | "reply" | "direct" = "post",
): Promise<void> {
  const networkLimits = await provider.limitsFor(account);
  // A reply is a comment: networks that need an image on a post (Instagram) take text there; an answer to a direct message is a message.
  const limits =
    kind === "post"
      ? networkLimits
      : {
          ...networkLimits,
          ...(kind === "direct" ? networkLimits.directMessageText : {}),
          requiresMedia: false,
          requiresVideo: false,
        };
  const parts = [post, ...(post.thread ?? [])];
  if (parts.length > 1 && !limits.threads) {
    throw new ProviderError("bad_request", `${provider.platform} has no threads: publish one post.`, {
      network: provider.platform,
      code: "OVER_LIMIT",
    });
  }
  const problems = parts.flatMap((part) =>
    checkAgainstLimits(limits, {
      text: part.text,
      media: part.media?.map((m) => ({ size: m.data.length, mimeType: m.mimeType, width: m.width, height: m.height })),
      video: part === post && post.video ? { size: post.video.size ?? undefined, mimeType: post.video.mimeType } : null,
    }),
  );
  if (problems.length) {
    throw new ProviderError("bad_request", problems.map((p) => p.message).join(" "), {
      network: provider.platform,
      code: "OVER_LIMIT",
    });
  }
}

export type ConnectedAccount = ReturnType<typeof connectedAccount>;

/** The provider's account calls bound to one account, each with `withFreshToken`. */
export function connectedAccount(provider: SocialProvider, account: AccountContext) {
  const run = <T>(call: () => Promise<T>) => withFreshToken(provider, account, call);
  return {
    account,
    provider,
    limits: () => run(() => provider.limitsFor(account)),
    profile: () => run(() => provider.profile(account)),
    publish: (post: PostInput) =>
      run(async () => {
        await assertWithinLimits(provider, account, post);
        return provider.publish(account, post);
      }),
    deletePost: (postId: string) => run(() => provider.deletePost(account, postId)),
    postMetrics: (postId: string) => run(() => provider.postMetrics(account, postId)),
    accountMetrics: () => run(() => provider.accountMetrics(account)),
    fetchInbox: (query?: Parameters<SocialProvider["fetchInbox"]>[1]) => run(() => provider.fetchInbox(account, query)),
    reply: (input: Parameters<SocialProvider["reply"]>[1]) =>
      run(async () => {
        await assertWithinLimits(
          provider,
          account,
          { text: input.text, idempotencyKey: input.idempotencyKey },
          input.directTo ? "direct" : "reply",
        );
        return provider.reply(account, input);
      }),
    recentPosts: (query: Parameters<SocialProvider["recentPosts"]>[1]) =>
      run(() => provider.recentPosts(account, query)),
    refresh: () => refreshAccount(provider, account),
  };
}
