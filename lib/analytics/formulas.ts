/**
 * The analytics figures' formulas and their explanations, in one place: the analytics services and
 * routes, the dashboard's cards and charts, the reports and the API's descriptions all use these.
 * No server code here: the dashboard imports it.
 */

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a post's interactions add up to; a number its network does not report counts as 0. */
export const engagementSum = (m: {
  likes?: number | null;
  comments?: number | null;
  shares?: number | null;
  saves?: number | null;
}) => (m.likes ?? 0) + (m.comments ?? 0) + (m.shares ?? 0) + (m.saves ?? 0);

/**
 * Engagement per impression, in percent with 2 decimals. Only posts whose network reports
 * impressions count on both sides, so the rate is what those posts earned. null (shown "n/a")
 * without impressions: a rate of nothing is unknown, not 0.
 */
export const engagementRate = (ratedEngagement: number, impressions: number): number | null =>
  impressions > 0 ? round2((ratedEngagement / impressions) * 100) : null;

/**
 * Click-through rate: link clicks per impression, in percent with 2 decimals, over the posts whose
 * network reports impressions. A click needs an impression, so it is at most 100 %: null (shown
 * "n/a") without impressions, or when a network reports more clicks than impressions (its
 * impressions are then not the ones the clicks came from and no rate can be told).
 */
export const clickThroughRate = (ratedClicks: number, impressions: number): number | null =>
  impressions > 0 && ratedClicks <= impressions ? round2((ratedClicks / impressions) * 100) : null;

/** Percent change, 2 decimals; null without a previous value to compare with. */
export const percentChange = (current: number | null, previous: number | null): number | null =>
  current !== null && previous !== null && previous > 0 ? round2(((current - previous) / previous) * 100) : null;

/**
 * Followers gained over days: the last count minus the first. An account counts from its first
 * measurement, which is its baseline: before it, that first count stands for it, so connecting an
 * account (or its first sync) is never growth.
 */
export const followerGrowth = (counts: readonly { followers: number }[]) =>
  (counts.at(-1)?.followers ?? 0) - (counts[0]?.followers ?? 0);

/** The explanations the API documents and the dashboard and reports show; each says what its formula does. */
export const EXPLAIN = {
  impressions: "Impressions of the posts published in the range.",
  clicks: "Link clicks on the posts published in the range.",
  engagement:
    "Engagement = likes + comments + shares + saves of the posts published in the range (a number a network does not report counts as 0).",
  engagementRate:
    "Engagement rate = engagement ÷ impressions × 100, both over the posts whose network reports impressions (2 decimals); n/a when none did.",
  clickThroughRate:
    "Click-through rate = link clicks ÷ impressions × 100, both over the posts whose network reports impressions (2 decimals); at most 100 %, n/a when there were no impressions or more clicks than impressions.",
  followers: "Followers = each account's latest count up to the day, summed over the accounts.",
  growth:
    "Growth = followers on the last day − on the first. An account's first measurement is its baseline: before it, the first count stands for that account, so connecting an account is not growth.",
} as const;
