import pg from "pg";
import type { LegacyPostOutcome } from "./schedule-legacy-posts-admin";

// Any constant works; it keeps two starting processes from scheduling the same post twice.
const LOCK_KEY = 7_340_222;

const WAITING = `SELECT EXISTS (
  SELECT 1 FROM "SocialPost" p
  WHERE p."status" = 'SCHEDULED' AND p."scheduledAt" > now()
    AND NOT EXISTS (SELECT 1 FROM "PostOccurrence" o WHERE o."companyId" = p."companyId" AND o."sourcePostId" = p."id")
) AS "waiting"`;

/**
 * The data step that follows the migrations (`npm run db:migrate`, and every start of the app):
 * posts made SCHEDULED before occurrences existed get theirs (schedule-legacy-posts-admin.ts).
 * One query when there is nothing to do, which is every run after the first; the app's database
 * client is opened only when there is work, and closed after. Under an advisory lock, so two
 * processes starting at once never schedule a post twice.
 */
export async function scheduleLegacyPostsAfterMigrations(): Promise<LegacyPostOutcome[]> {
  // The database the app's client reaches, which does the work.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    const { rows } = await client.query<{ waiting: boolean }>(WAITING);
    if (!rows[0].waiting) return [];
    const [{ scheduleLegacyPosts }, { disconnectBaseClient }] = await Promise.all([
      import("./schedule-legacy-posts-admin"),
      import("@/lib/db"),
    ]);
    try {
      return await scheduleLegacyPosts();
    } finally {
      await disconnectBaseClient();
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** What the step did, in lines for a terminal; none when it did nothing. */
export function describeLegacyOutcomes(outcomes: readonly LegacyPostOutcome[]): string[] {
  if (outcomes.length === 0) return [];
  const drafts = outcomes.filter((o) => o.outcome === "draft");
  return [
    `Posts scheduled before occurrences existed: ${outcomes.length - drafts.length} now scheduled through occurrences, ${drafts.length} back to DRAFT.`,
    ...drafts.map((d) => `  post ${d.postId} (company ${d.companyId}): ${d.reason}`),
  ];
}
