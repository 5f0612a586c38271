import pg from "pg";
import { randomInt } from "node:crypto";
import { afterAll } from "vitest";
import { adminDb, disconnectBaseClient } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { roomyFreePackage } from "./free-package";
import { signUp, type TestUser } from "./users";

/**
 * A database of this test file's own, migrated: for tests that change global settings (sign-ups
 * off, team limits) which would disturb test files running beside them on the shared database.
 * Call at the top level of the file, before anything touches the database.
 */
export async function useOwnDatabase(): Promise<void> {
  const shared = new URL(process.env.DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_own_${process.pid}_${randomInt(1e9)}`;
  const server = new URL(shared);
  server.pathname = "/postgres";
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: server.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const own = new URL(shared);
  own.pathname = `/${name}`;
  await applyMigrations(own.toString());
  await roomyFreePackage(own.toString());
  process.env.DATABASE_URL = own.toString();
  afterAll(async () => {
    await disconnectBaseClient();
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** A new company whose owner is a Super Admin. */
export async function signUpSuperAdmin(): Promise<TestUser> {
  const user = await signUp({ companyName: "Platform HQ" });
  await adminDb().user.update({ where: { id: user.userId }, data: { isSuperAdmin: true } });
  return user;
}

/** Each admin call from its own address: the admin limit is 100 a minute per IP. */
export function freshIp(): Record<string, string> {
  return { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}
