// Command-line scripts reach the database the way `npm run dev` does: DATABASE_URL when set,
// otherwise the embedded PGlite under DATA_DIR: through the running app's server when the app owns
// it (one process may open the directory), else started for the script's run and stopped after.
import path from "node:path";
import { dataDir } from "../lib/env";
import { connectToOwner, embeddedOwner, startEmbeddedPostgres } from "../lib/db/embedded";

export interface ScriptDatabase {
  url: string;
  /** Where the data lives, for messages. */
  description: string;
  close(): Promise<void>;
}

/** `command` is how the user ran the script, arguments included, for the messages that say what to do. */
export async function openScriptDatabase(command: string): Promise<ScriptDatabase> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    return { url: process.env.DATABASE_URL, description: `${url.host}${url.pathname}`, close: async () => undefined };
  }
  const dir = path.join(dataDir, "pglite");
  const owner = embeddedOwner(dir);
  if (owner) {
    const running = await connectToOwner(owner);
    if (!running) {
      throw new Error(
        `${command}: the app (process ${owner.pid}) owns the embedded database at ${dir} but does not answer on ` +
          `port ${owner.port} yet. Wait until it has started, then run again:\n  ${command}`,
      );
    }
    Object.assign(process.env, running.env);
    return {
      url: running.url,
      description: `the running app's embedded PGlite at ${dir}`,
      close: async () => undefined,
    };
  }
  const port = Number(process.env.PGLITE_PORT ?? 54329);
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port });
    Object.assign(process.env, embedded.env);
    return { url: embedded.url, description: `embedded PGlite at ${dir}`, close: () => embedded.stop() };
  } catch (err) {
    throw new Error(
      `${command}: cannot open the embedded database at ${dir} (${(err as Error).message})\n` +
        `No app owns ${dir}. If the app you mean runs with another DATA_DIR, run with that one:\n` +
        `  DATA_DIR=<the app's DATA_DIR> ${command}\n` +
        `If something else uses port ${port}, pick a free port for this run:\n` +
        `  PGLITE_PORT=<free port> ${command}`,
    );
  }
}

/** The command line that ran a script through npm, e.g. `npm run admin:grant -- ada@example.com`. */
export function npmCommand(script: string): string {
  const args = process.argv.slice(2).map((a) => (/^[\w@.+=:/-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`));
  return `npm run ${script}${args.length ? ` -- ${args.join(" ")}` : ""}`;
}
