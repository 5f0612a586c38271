// `npm run db:migrate`: applies pending prisma/migrations to DATABASE_URL, or to the embedded
// database under DATA_DIR when DATABASE_URL is unset, through the app's server while it runs, then
// the data steps that follow them (lib/scheduling/after-migrations-admin.ts). (The app does both at
// start too.)
import { applyMigrations } from "../lib/db/migrations";
import { describeLegacyOutcomes, scheduleLegacyPostsAfterMigrations } from "../lib/scheduling/after-migrations-admin";
import { openScriptDatabase } from "./database";

const command = process.argv[2];
if (command !== "migrate") {
  console.error("usage: tsx scripts/db.ts migrate");
  process.exit(2);
}

try {
  const db = await openScriptDatabase("npm run db:migrate");
  try {
    const applied = await applyMigrations(db.url);
    console.log(
      applied.length ? `Applied to ${db.description}: ${applied.join(", ")}` : `${db.description} is up to date.`,
    );
    for (const line of describeLegacyOutcomes(await scheduleLegacyPostsAfterMigrations())) console.log(line);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
