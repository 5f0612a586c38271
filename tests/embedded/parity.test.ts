import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations, listMigrations } from "@/lib/db/migrations";
import { appliedMigrations, createDatabase, dropDatabase, schemaFingerprint } from "./schema";

/**
 * The newcomer's database (embedded PGlite, served over TCP) and a real PostgreSQL server must be
 * interchangeable: same migrations, same schema, same answers from the same code, and PGlite's
 * data must survive a restart.
 */
const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const realDbName = `reach_parity_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-parity-"));
const pgliteDir = path.join(dataDir, "pglite");
const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs tests/embedded/journey.ts in its own process against one database and parses its summary. */
async function journey(database: { DATABASE_URL: string }, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database,
    AUTH_SECRET: "parity-secret-parity-secret-parity-0123",
    AUTH_DEV_LOGIN: "1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
  };
  delete env.REDIS_URL;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/embedded/journey.ts", ...args], {
    env,
    maxBuffer: 16 << 20,
  });
  return JSON.parse(stdout);
}

let embedded: EmbeddedPostgres;
let realUrl: string;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: pgliteDir, port: await freePort() });
  realUrl = await createDatabase(serverUrl, realDbName);
});

afterAll(async () => {
  await embedded?.stop();
  await dropDatabase(serverUrl, realDbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded PGlite and PostgreSQL", () => {
  let signup: { embedded: any; real: any };

  it("apply the same migrations and end with the same schema", async () => {
    const expected = listMigrations().map((m) => m.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(await applyMigrations(embedded.url)).toEqual(expected);
    expect(await applyMigrations(realUrl)).toEqual(expected);

    const embeddedRows = await appliedMigrations(embedded.url);
    expect(embeddedRows.map((r) => r.migration_name)).toEqual(expected);
    expect(embeddedRows).toEqual(await appliedMigrations(realUrl));

    const embeddedSchema = await schemaFingerprint(embedded.url);
    expect(embeddedSchema.columns.map((c) => `${c.table_name}.${c.column_name}`)).toContain("Campaign.companyId");
    expect(embeddedSchema).toEqual(await schemaFingerprint(realUrl));
  });

  it("give the same answers to the same sign-up journey through the route handlers and Prisma", async () => {
    const [onEmbedded, onReal] = await Promise.all([
      journey(embedded.env, "signup", "owner@parity.test"),
      journey({ DATABASE_URL: realUrl }, "signup", "owner@parity.test"),
    ]);
    signup = { embedded: onEmbedded, real: onReal };

    const steps = onEmbedded.steps;
    expect(steps.meBefore.status).toBe(404);
    expect(steps.onboarding.status).toBe(201);
    expect(steps.me).toMatchObject({ status: 200, body: { email: "owner@parity.test", role: "owner" } });
    expect(steps.health.database.ok).toBe(true);
    expect(steps.content.campaigns.map((c: { name: string }) => c.name)).toEqual(["Evergreen tips", "Spring launch"]);
    expect(steps.content.metrics._sum).toEqual({ views: 200, likes: 10 });
    expect(onEmbedded.steps).toEqual(onReal.steps);
  });

  it("keep embedded data across a restart on the same directory", async () => {
    expect(signup, "the journey test must pass first").toBeDefined();
    await embedded.stop();
    embedded = await startEmbeddedPostgres({ dataDir: pgliteDir, port: await freePort() });
    expect(await applyMigrations(embedded.url)).toEqual([]);

    const after = await journey(embedded.env, "recheck", signup.embedded.token);
    expect(after.me).toEqual({ status: 200, body: signup.embedded.steps.me.body });
    expect(after.content).toEqual(signup.embedded.steps.content);
  });
});
