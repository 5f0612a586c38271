import { notFound } from "@/lib/api/errors";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { withAccount } from "./account-session";
import { reconnectReason } from "./account-health";
import { network } from "./networks";
import { callNetwork } from "./provider-errors";

/**
 * Live numbers of one published post, read from the network through the account that published
 * it. `postId` is an occurrence id, or a social post id (its latest published occurrence here).
 */
export async function postAnalytics(ctx: TenantCtx, platform: SocialPlatform, postId: string) {
  const { label } = await network(platform);
  const occurrence = await ctx.db.postOccurrence.findFirst({
    where: {
      platform,
      status: "PUBLISHED",
      platformPostId: { not: null },
      OR: [{ id: postId }, { sourcePostId: postId }],
    },
    orderBy: { publishedAt: "desc" },
  });
  if (!occurrence) throw notFound(`Post published on ${label}`);
  const account = occurrence.socialAccountId
    ? await ctx.db.socialAccount.findFirst({ where: { id: occurrence.socialAccountId, status: "connected" } })
    : null;
  if (!account) throw notFound(`Connected ${label} account of this post`);
  const metrics = await callNetwork(label, () =>
    withAccount(ctx, account, (s) => s.postMetrics(occurrence.platformPostId!)),
  );
  return {
    postId: occurrence.id,
    platform,
    platformPostId: occurrence.platformPostId!,
    views: metrics.views,
    impressions: metrics.impressions,
    likes: metrics.likes,
    comments: metrics.comments,
    shares: metrics.shares,
    clicks: metrics.clicks,
    fetchedAt: metrics.fetchedAt.toISOString(),
  };
}

/**
 * Followers and posts of every connected account, read live from each network (the analytics
 * store will serve this once it exists). A network failing leaves that account's numbers null with
 * the reason; the others still count.
 */
export async function socialDashboard(ctx: TenantCtx) {
  const accounts = await ctx.db.socialAccount.findMany({
    where: { status: { not: "disconnected" } },
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
  const published = await ctx.db.postOccurrence.groupBy({
    by: ["socialAccountId"],
    where: { status: "PUBLISHED" },
    _count: { _all: true },
  });
  const publishedBy = new Map(published.map((p) => [p.socialAccountId, p._count._all]));

  const rows = await Promise.all(
    accounts.map(async (account) => {
      const base = {
        accountId: account.id,
        platform: account.platform,
        username: account.username,
        displayName: account.displayName,
        status: account.status,
        publishedPosts: publishedBy.get(account.id) ?? 0,
      };
      const empty = { followers: null, following: null, posts: null, fetchedAt: null };
      if (account.status !== "connected")
        return { ...base, ...empty, error: account.statusReason ?? "The account needs reconnecting." };
      try {
        const m = await withAccount(ctx, account, (s) => s.accountMetrics());
        await ctx.db.socialAccount.update({ where: { id: account.id }, data: { lastSyncedAt: m.fetchedAt } });
        return {
          ...base,
          followers: m.followers,
          following: m.following,
          posts: m.posts,
          fetchedAt: m.fetchedAt.toISOString(),
          error: null,
        };
      } catch (err) {
        const label = PLATFORM_LABELS[account.platform as SocialPlatform] ?? account.platform;
        const error = isProviderError(err, "needs_reconnect")
          ? reconnectReason(account.platform, err)
          : isProviderError(err)
            ? `${label} could not be read right now (${err.message}).`
            : `${label} could not be read right now.`;
        return { ...base, ...empty, error };
      }
    }),
  );
  return {
    totals: {
      accounts: accounts.length,
      followers: rows.reduce((sum, r) => sum + (r.followers ?? 0), 0),
      publishedPosts: rows.reduce((sum, r) => sum + r.publishedPosts, 0),
    },
    accounts: rows,
    fetchedAt: new Date().toISOString(),
  };
}
