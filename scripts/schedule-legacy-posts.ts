// `npx tsx scripts/schedule-legacy-posts.ts`: the data step that gives social posts made SCHEDULED
// before occurrences existed their occurrences (lib/scheduling/after-migrations-admin.ts). It also
// runs after every `npm run db:migrate` and at the app's start; this runs it on its own. Reaches
// DATABASE_URL, or the embedded database under DATA_DIR. Safe to run again.
import { describeLegacyOutcomes, scheduleLegacyPostsAfterMigrations } from "@/lib/scheduling/after-migrations-admin";
import { openScriptDatabase } from "./database";

try {
  const database = await openScriptDatabase("npx tsx scripts/schedule-legacy-posts.ts");
  try {
    const lines = describeLegacyOutcomes(await scheduleLegacyPostsAfterMigrations());
    console.log(
      lines.length
        ? `${database.description}:\n${lines.join("\n")}`
        : `${database.description}: no post waits for its occurrences.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
