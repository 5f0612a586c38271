import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrations";

/**
 * `npm run db:migrate` (scripts/db.ts) runs the legacy-posts data step after the migrations: posts
 * made SCHEDULED before occurrences existed get theirs. The step reaches every company, so it runs
 * on a database of its own here (the shared test database has other files' posts), through the
 * script as a person runs it.
 */
const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const server = new URL(process.env.DATABASE_URL!);
const name = `reach_test_legacy_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const adminUrl = Object.assign(new URL(server), { pathname: "/postgres" }).toString();
let db: pg.Client;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const migrate = () =>
  run(tsx, ["scripts/db.ts", "migrate"], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" } });

/** A company with a connected Mastodon account (no X one), and three posts left SCHEDULED without occurrences. */
async function seedLegacyPosts() {
  const companyId = randomUUID();
  const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
  await db.query(`INSERT INTO "Company" ("id", "name", "updatedAt") VALUES ($1, 'Legacy', now())`, [companyId]);
  await db.query(
    `INSERT INTO "SocialAccount" ("id", "companyId", "platform", "externalId", "username", "displayName", "status", "updatedAt")
     VALUES ($1, $2, 'mastodon', 'm-1', 'legacy@mastodon.example', 'Legacy', 'connected', now())`,
    [randomUUID(), companyId],
  );
  const post = async (content: string, platforms: string[], scheduledAt: Date) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO "SocialPost" ("id", "companyId", "content", "platforms", "status", "scheduledAt", "updatedAt") VALUES ($1, $2, $3, $4, 'SCHEDULED', $5, now())`,
      [id, companyId, content, platforms, scheduledAt],
    );
    return id;
  };
  return {
    at,
    ready: await post("Ready", ["mastodon"], at),
    orphan: await post("No X account", ["mastodon", "twitter"], at),
    past: await post("Its time passed", ["mastodon"], new Date(Date.now() - 60_000)),
  };
}

const occurrencesOf = async (postId: string) =>
  (
    await db.query<{ platform: string; status: string; scheduledAt: Date }>(
      `SELECT "platform", "status", "scheduledAt" FROM "PostOccurrence" WHERE "sourcePostId" = $1`,
      [postId],
    )
  ).rows;
const statusOf = async (postId: string) =>
  (await db.query<{ status: string }>(`SELECT "status" FROM "SocialPost" WHERE "id" = $1`, [postId])).rows[0].status;
const dueEvents = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Outbox" WHERE "event" = 'scheduling/occurrence.due'`))
    .rows[0].n;

beforeAll(async () => {
  await onServer(`CREATE DATABASE "${name}"`);
  await applyMigrations(databaseUrl);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe("npm run db:migrate: the legacy-posts data step after the migrations", () => {
  it(
    "schedules a waiting future post through occurrences, sends one without an account back to DRAFT, and does nothing the second time",
    { timeout: 120_000 },
    async () => {
      const { at, ready, orphan, past } = await seedLegacyPosts();

      const first = await migrate();
      expect(first.stdout).toContain("is up to date");
      expect(first.stdout).toContain("1 now scheduled through occurrences, 1 back to DRAFT");
      expect(first.stdout).toContain(`post ${orphan}`);
      expect(await occurrencesOf(ready)).toEqual([{ platform: "mastodon", status: "SCHEDULED", scheduledAt: at }]);
      expect(await statusOf(ready)).toBe("SCHEDULED");
      expect(await statusOf(orphan)).toBe("DRAFT");
      expect(await occurrencesOf(orphan)).toEqual([]);
      expect(await occurrencesOf(past)).toEqual([]);
      expect(await dueEvents()).toBe(1);

      const second = await migrate();
      expect(second.stdout.trim().split("\n")).toHaveLength(1);
      expect(await occurrencesOf(ready)).toHaveLength(1);
      expect(await dueEvents()).toBe(1);
    },
  );

  it("two processes migrating at once schedule each post once", { timeout: 120_000 }, async () => {
    const { ready } = await seedLegacyPosts();
    const outputs = await Promise.all([migrate(), migrate()]);
    expect(outputs.filter((o) => o.stdout.includes("1 now scheduled through occurrences"))).toHaveLength(1);
    expect(await occurrencesOf(ready)).toHaveLength(1);
  });
});
