import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../lib/db/migrations";
import { roomyFreePackage } from "./helpers/free-package";

/**
 * Fresh PostgreSQL databases for a test run, dropped at the end: one is migrated, then each worker
 * gets its own copy (CREATE DATABASE … TEMPLATE), so test files running side by side never see each
 * other's global rows (settings, flags, AI configuration). The server comes from TEST_DATABASE_URL,
 * else DATABASE_URL, else the local server (127.0.0.1:5432, user postgres).
 */
export default async function setup(project: TestProject) {
  const base = new URL(
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  );
  const name = `reach_test_${process.pid}_${Date.now().toString(36)}`;
  const workers = workerCount(project);
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const databaseUrl = (database: string) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  const workerDatabases = Array.from({ length: workers }, (_, i) => `${name}_w${i + 1}`);

  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await applyMigrations(databaseUrl(name));
  await roomyFreePackage(databaseUrl(name));
  for (const database of workerDatabases) await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${name}"`);
  await admin.end();

  project.provide("databaseUrl", databaseUrl(name));
  // Mail files, secrets and stored files of this run live in a temporary directory removed at the end.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-test-data-"));
  project.provide("dataDir", dataDir);
  return async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    for (const database of [...workerDatabases, name])
      await c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await c.end();
  };
}

function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers ?? project.vitest.config.maxWorkers;
  return typeof configured === "number" && configured > 0 ? configured : Math.max(os.availableParallelism() - 1, 1);
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
  }
}
