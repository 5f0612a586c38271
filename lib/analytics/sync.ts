import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { withAccount, type SocialAccountRow } from "@/lib/social/account-session";
import { dayInZone } from "./time-zone";

/** Posts published this long ago or less are synced every few hours (decisions.md); older ones only by a backfill. */
export const RECENT_POST_WINDOW_MS = 30 * 24 * 3600_000;

export interface SyncError {
  accountId: string;
  platform: string;
  error: string;
}

export interface SyncResult {
  /** Rows written: one per account-day and one per post. */
  synced: number;
  errors: SyncError[];
}

export interface SyncOptions {
  platform?: SocialPlatform;
  /** One account only (a backfill after connecting). */
  accountId?: string;
  now?: Date;
}

function plainError(platform: string, err: unknown): string {
  const label = PLATFORM_LABELS[platform as SocialPlatform] ?? platform;
  return isProviderError(err) ? `${label} could not be read (${err.message}).` : `${label} could not be read.`;
}

/**
 * Today's row of one account (the day in the company's zone): written once, replaced by a later
 * sync of the same day, so running it again never adds a row.
 */
async function syncAccountDay(ctx: TenantCtx, account: SocialAccountRow, timeZone: string, now: Date): Promise<number> {
  const m = await withAccount(ctx, account, (s) => s.accountMetrics());
  const date = dayInZone(now, timeZone);
  const numbers = { platform: account.platform, followers: m.followers, syncedAt: m.fetchedAt };
  await ctx.db.accountMetricDaily.upsert({
    where: { companyId_socialAccountId_date: { companyId: ctx.companyId, socialAccountId: account.id, date } },
    create: { companyId: ctx.companyId, socialAccountId: account.id, date, ...numbers },
    update: numbers,
  });
  await ctx.db.socialAccount.update({ where: { id: account.id }, data: { lastSyncedAt: m.fetchedAt } });
  return 1;
}

/** The latest numbers of each post the account published (since `since`), each replacing the stored ones. */
async function syncAccountPosts(ctx: TenantCtx, account: SocialAccountRow, since: Date | null): Promise<number> {
  const occurrences = await ctx.db.postOccurrence.findMany({
    where: {
      socialAccountId: account.id,
      status: "PUBLISHED",
      platformPostId: { not: null },
      publishedAt: since ? { gte: since } : { not: null },
    },
    select: { id: true, platform: true, platformPostId: true, publishedAt: true },
    orderBy: { publishedAt: "desc" },
  });
  let synced = 0;
  for (const o of occurrences) {
    const m = await withAccount(ctx, account, (s) => s.postMetrics(o.platformPostId!));
    const numbers = {
      platform: o.platform,
      publishedAt: o.publishedAt!,
      impressions: m.impressions,
      likes: m.likes,
      comments: m.comments,
      shares: m.shares,
      clicks: m.clicks,
      views: m.views,
      syncedAt: m.fetchedAt,
    };
    await ctx.db.postMetric.upsert({
      where: { companyId_occurrenceId: { companyId: ctx.companyId, occurrenceId: o.id } },
      create: { companyId: ctx.companyId, occurrenceId: o.id, ...numbers },
      update: numbers,
    });
    synced += 1;
  }
  return synced;
}

/**
 * Reads the networks into the store for the company's connected accounts: today's account row
 * and the numbers of posts published in the last 30 days (every post, on an account's first sync). One account failing (network down, needs reconnecting) is reported in
 * `errors`; the others still sync.
 */
export async function syncCompanyMetrics(ctx: TenantCtx, options: SyncOptions = {}): Promise<SyncResult> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - RECENT_POST_WINDOW_MS);
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { timeZone: true } });
  const accounts = await ctx.db.socialAccount.findMany({
    where: {
      status: "connected",
      ...(options.platform ? { platform: options.platform } : {}),
      ...(options.accountId ? { id: options.accountId } : {}),
    },
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
  const result: SyncResult = { synced: 0, errors: [] };
  for (const account of accounts) {
    try {
      // An account never synced before (just connected) gets every post it ever published: the backfill.
      const firstSync = (await ctx.db.accountMetricDaily.count({ where: { socialAccountId: account.id } })) === 0;
      result.synced += await syncAccountDay(ctx, account, company.timeZone, now);
      result.synced += await syncAccountPosts(ctx, account, firstSync ? null : since);
    } catch (err) {
      result.errors.push({
        accountId: account.id,
        platform: account.platform,
        error: plainError(account.platform, err),
      });
    }
  }
  return result;
}
