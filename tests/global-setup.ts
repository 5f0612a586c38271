import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../lib/db/migrations";

/**
 * One fresh PostgreSQL database per test run, migrated, dropped at the end. The server comes from
 * TEST_DATABASE_URL, else DATABASE_URL, else the local server (127.0.0.1:5432, user postgres).
 */
export default async function setup(project: TestProject) {
  const base = new URL(
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  );
  const name = `reach_test_${process.pid}_${Date.now().toString(36)}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString());
  project.provide("databaseUrl", url.toString());
  // Mail files, secrets and stored files of this run live in a temporary directory removed at the end.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-test-data-"));
  project.provide("dataDir", dataDir);
  return async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
  }
}
