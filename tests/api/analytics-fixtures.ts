import { randomUUID } from "node:crypto";
import { adminDb } from "@/lib/db";

/** Rows of the analytics store written straight into the database, for aggregates checked by hand. */

export async function addAccount(companyId: string, platform: string) {
  return adminDb().socialAccount.create({
    data: {
      companyId,
      platform,
      externalId: randomUUID(),
      username: `${platform}-user`,
      displayName: `${platform} user`,
    },
  });
}

export async function addDay(
  account: { id: string; companyId: string; platform: string },
  date: string,
  followers: number,
) {
  await adminDb().accountMetricDaily.create({
    data: {
      companyId: account.companyId,
      socialAccountId: account.id,
      platform: account.platform,
      date: new Date(`${date}T00:00:00Z`),
      followers,
    },
  });
}

export interface PostNumbers {
  impressions?: number | null;
  likes?: number | null;
  comments?: number | null;
  shares?: number | null;
  saves?: number | null;
  clicks?: number | null;
  views?: number | null;
}

/** A published post (social post, occurrence and its metrics); answers the occurrence id. */
export async function addPost(
  account: { id: string; companyId: string; platform: string },
  publishedAt: string,
  numbers: PostNumbers,
  content = `Post ${randomUUID().slice(0, 6)}`,
) {
  const db = adminDb();
  const at = new Date(publishedAt);
  const post = await db.socialPost.create({
    data: {
      companyId: account.companyId,
      content,
      platforms: [account.platform],
      status: "PUBLISHED",
      publishedAt: at,
    },
  });
  const occurrence = await db.postOccurrence.create({
    data: {
      companyId: account.companyId,
      sourcePostId: post.id,
      platform: account.platform,
      socialAccountId: account.id,
      scheduledAt: at,
      status: "PUBLISHED",
      content,
      publishedAt: at,
      platformPostId: randomUUID(),
      platformPostUrl: `https://example.test/${account.platform}/${post.id}`,
    },
  });
  await db.postMetric.create({
    data: {
      companyId: account.companyId,
      occurrenceId: occurrence.id,
      platform: account.platform,
      publishedAt: at,
      impressions: numbers.impressions ?? null,
      likes: numbers.likes ?? null,
      comments: numbers.comments ?? null,
      shares: numbers.shares ?? null,
      saves: numbers.saves ?? null,
      clicks: numbers.clicks ?? null,
      views: numbers.views ?? null,
    },
  });
  return occurrence.id;
}
