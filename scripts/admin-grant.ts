// `npm run admin:grant -- <email>` makes an existing user a Super Admin; `--revoke` takes it back.
// Reaches DATABASE_URL, or the embedded database under DATA_DIR (through the app's server while it runs).
// (SUPER_ADMIN_EMAILS grants the same from the environment, without a database write.)
import { adminDb, disconnectBaseClient } from "@/lib/db";
import { npmCommand, openScriptDatabase } from "./database";

const USAGE = "usage: npm run admin:grant -- [--revoke] <email>";

const args = process.argv.slice(2);
const revoke = args.includes("--revoke");
const unknownFlags = args.filter((a) => a.startsWith("-") && a !== "--revoke");
const emails = args.filter((a) => !a.startsWith("-"));
if (unknownFlags.length || emails.length !== 1 || !emails[0].includes("@")) {
  console.error(USAGE);
  process.exit(2);
}
const email = emails[0].trim().toLowerCase();

try {
  const database = await openScriptDatabase(npmCommand("admin:grant"));
  try {
    const user = await adminDb().user.findUnique({ where: { email }, select: { id: true, isSuperAdmin: true } });
    if (!user) {
      console.error(
        `No user with e-mail ${email} in ${database.description}.\n` +
          `They must sign in and finish onboarding first; then run this again.`,
      );
      process.exitCode = 1;
    } else if (user.isSuperAdmin === !revoke) {
      console.log(`${email} ${revoke ? "is not" : "is already"} a Super Admin; nothing changed.`);
    } else {
      await adminDb().user.update({ where: { id: user.id }, data: { isSuperAdmin: !revoke } });
      console.log(revoke ? `${email} is no longer a Super Admin.` : `${email} is now a Super Admin.`);
    }
  } finally {
    await disconnectBaseClient();
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
