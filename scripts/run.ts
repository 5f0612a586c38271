// `npm run dev` / `npm start`: with no DATABASE_URL, this process owns the embedded PostgreSQL
// (PGlite under .data/) for as long as Next runs; migrations apply before Next starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { authSecret, dataDir } from "../lib/env";
import { applyMigrations } from "../lib/db/migrations";
import { describeLegacyOutcomes, scheduleLegacyPostsAfterMigrations } from "../lib/scheduling/after-migrations-admin";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../lib/db/embedded";

const mode = process.argv[2] === "start" ? "start" : "dev";
const port = process.env.PORT ?? "3000";
const host = process.env.HOST;

if (mode === "dev") process.env.AUTH_DEV_LOGIN ??= "1";
process.env.AUTH_SECRET = authSecret();
process.env.NEXTAUTH_SECRET ??= process.env.AUTH_SECRET;
process.env.NEXTAUTH_URL ??= `http://${host ?? "localhost"}:${port}`;

let embedded: EmbeddedPostgres | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "pglite"),
    port: Number(process.env.PGLITE_PORT ?? 54329),
  }).catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
  Object.assign(process.env, embedded.env);
  console.log(`Embedded PostgreSQL (PGlite) at ${path.join(dataDir, "pglite")}`);
}

const applied = await applyMigrations(process.env.DATABASE_URL!);
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
for (const line of describeLegacyOutcomes(await scheduleLegacyPostsAfterMigrations())) console.log(line);

// Development is `next dev`; production is scripts/serve.ts (Next for pages, the API straight from Node).
const nextBin = path.resolve("node_modules/next/dist/bin/next");
const child =
  mode === "dev"
    ? spawn(process.execPath, [nextBin, "dev", "-p", port, ...(host ? ["-H", host] : [])], {
        stdio: "inherit",
        env: process.env,
      })
    : spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/serve.ts")], {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production", PORT: port },
      });

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (!child.killed && child.exitCode === null) child.kill("SIGTERM");
  await embedded?.stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
child.on("exit", (code) => void shutdown(code ?? 0));
