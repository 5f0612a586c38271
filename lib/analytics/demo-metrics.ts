import { forCompany } from "@/lib/db";

/**
 * Demo numbers for the seeded company (npm run db:seed): three accounts (kept disconnected, so no
 * sync tries to reach a network with them) with 120 days of follower counts and two published
 * posts a day or so, at varied local hours, with plausible numbers. Deterministic; running it
 * again writes the same rows (days and posts are found by their natural keys).
 */
const ACCOUNTS = [
  { platform: "twitter", username: "northwindcoffee", start: 2400, daily: 9, impressions: 1.0 },
  { platform: "linkedin", username: "northwind-coffee", start: 1100, daily: 5, impressions: 0.6 },
  { platform: "instagram", username: "northwind.coffee", start: 5200, daily: 16, impressions: 1.8 },
] as const;
const DAYS = 120;
const DAY_MS = 86_400_000;
const TOPICS = [
  "New single origin from Huila on the shelf today.",
  "Pour-over tip: bloom for 30 seconds before the main pour.",
  "Roast day! Tuesday's batch smells like cocoa and cherries.",
  "Meet Ana, who has run our morning bar for six years.",
  "Cold brew concentrate is back for the warm days.",
  "Why we weigh every shot: consistency you can taste.",
  "Saturday cupping session: bring a friend, leave with beans.",
];

/** A repeatable pseudo-random number in [0, 1) for a key. */
function noise(n: number) {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

export async function seedDemoMetrics(companyId: string, now = new Date()) {
  const db = forCompany(companyId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let seed = 1;
  for (const a of ACCOUNTS) {
    const externalId = `demo-${a.platform}`;
    const account =
      (await db.socialAccount.findFirst({ where: { platform: a.platform, externalId } })) ??
      (await db.socialAccount.create({
        data: {
          companyId,
          platform: a.platform,
          externalId,
          username: a.username,
          displayName: "Northwind Coffee",
          status: "disconnected",
          statusReason: "Demo account: connect a real one to sync numbers.",
        },
      }));
    for (let d = DAYS - 1; d >= 0; d -= 1) {
      const date = new Date(today - d * DAY_MS);
      const followers = Math.round(a.start + (DAYS - d) * a.daily + noise(seed++) * a.daily * 3);
      await db.accountMetricDaily.upsert({
        where: { companyId_socialAccountId_date: { companyId, socialAccountId: account.id, date } },
        create: { companyId, socialAccountId: account.id, platform: a.platform, date, followers },
        update: { followers },
      });
    }
    for (let d = DAYS - 1; d >= 0; d -= 2) {
      const hour = [8, 9, 12, 13, 17, 19, 21][Math.floor(noise(seed++) * 7)];
      const publishedAt = new Date(today - d * DAY_MS + hour * 3600_000);
      const content = `${TOPICS[(d + a.start) % TOPICS.length]} (${a.platform}, day ${DAYS - d})`;
      const post =
        (await db.socialPost.findFirst({ where: { content } })) ??
        (await db.socialPost.create({
          data: {
            companyId,
            content,
            platforms: [a.platform],
            status: "PUBLISHED",
            scheduledAt: publishedAt,
            publishedAt,
          },
        }));
      const occurrence =
        (await db.postOccurrence.findFirst({ where: { sourcePostId: post.id } })) ??
        (await db.postOccurrence.create({
          data: {
            companyId,
            sourcePostId: post.id,
            platform: a.platform,
            socialAccountId: account.id,
            scheduledAt: publishedAt,
            status: "PUBLISHED",
            content,
            publishedAt,
            platformPostId: `demo-${post.id}`,
          },
        }));
      // Evenings and lunchtime do better, as they tend to for a café.
      const boost = hour >= 17 ? 1.6 : hour === 12 || hour === 13 ? 1.3 : 1;
      const impressions = Math.round((600 + noise(seed++) * 2400) * a.impressions * boost);
      const numbers = {
        platform: a.platform,
        publishedAt,
        impressions,
        likes: Math.round(impressions * (0.03 + noise(seed++) * 0.04)),
        comments: Math.round(impressions * 0.004 * boost),
        shares: Math.round(impressions * 0.003 * noise(seed++) * 2),
        saves: a.platform === "instagram" ? Math.round(impressions * 0.006) : null,
        clicks: Math.round(impressions * (0.01 + noise(seed++) * 0.02)),
        views: a.platform === "instagram" ? Math.round(impressions * 0.7) : null,
      };
      await db.postMetric.upsert({
        where: { companyId_occurrenceId: { companyId, occurrenceId: occurrence.id } },
        create: { companyId, occurrenceId: occurrence.id, ...numbers },
        update: numbers,
      });
    }
  }
}
