// Command-line scripts reach the database the way `npm run dev` does: DATABASE_URL when set,
// otherwise the embedded PGlite under DATA_DIR, started for the script's run and stopped after.
import path from "node:path";
import { dataDir } from "../lib/env";
import { startEmbeddedPostgres } from "../lib/db/embedded";

export interface ScriptDatabase {
  url: string;
  /** Where the data lives, for messages. */
  description: string;
  close(): Promise<void>;
}

export async function openScriptDatabase(command: string): Promise<ScriptDatabase> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    return { url: process.env.DATABASE_URL, description: `${url.host}${url.pathname}`, close: async () => undefined };
  }
  const dir = path.join(dataDir, "pglite");
  const port = Number(process.env.PGLITE_PORT ?? 54329);
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port });
    Object.assign(process.env, embedded.env);
    return { url: embedded.url, description: `embedded PGlite at ${dir}`, close: () => embedded.stop() };
  } catch (err) {
    throw new Error(
      `${command}: cannot open the embedded database (${(err as Error).message})\n` +
        `If the app is running, it owns ${dir}: stop it first, or reach the database through it with\n` +
        `  DATABASE_URL=postgresql://postgres@127.0.0.1:${port}/postgres DATABASE_NAMED_STATEMENTS=off ${command}`,
    );
  }
}
