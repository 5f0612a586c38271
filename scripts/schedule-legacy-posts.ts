// `npx tsx scripts/schedule-legacy-posts.ts`: the one-off data step that gives social posts made
// SCHEDULED before occurrences existed their occurrences (lib/scheduling/schedule-legacy-posts-admin.ts).
// Reaches DATABASE_URL, or the embedded database under DATA_DIR. Safe to run again.
import { disconnectBaseClient } from "@/lib/db";
import { scheduleLegacyPosts } from "@/lib/scheduling/schedule-legacy-posts-admin";
import { openScriptDatabase } from "./database";

try {
  const database = await openScriptDatabase("npx tsx scripts/schedule-legacy-posts.ts");
  try {
    const outcomes = await scheduleLegacyPosts();
    const drafts = outcomes.filter((o) => o.outcome === "draft");
    console.log(`${database.description}: ${outcomes.length - drafts.length} post(s) scheduled through occurrences, ${drafts.length} back to DRAFT.`);
    for (const d of drafts) console.log(`  post ${d.postId} (company ${d.companyId}): ${d.reason}`);
  } finally {
    await disconnectBaseClient();
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
