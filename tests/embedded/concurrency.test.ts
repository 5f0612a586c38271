import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import pg from "pg";
import { adminDb, disconnectBaseClient } from "@/lib/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";

/**
 * Several connections on PGlite's single session: extended-protocol statements from different
 * connections must not mix, and one connection's transaction must not swallow another's queries.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-concurrency-"));
let embedded: EmbeddedPostgres;
let pool: pg.Pool;

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

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pglite"), port: await freePort() });
  pool = new pg.Pool({ connectionString: embedded.url, max: 6 });
  await applyMigrations(embedded.url);
  Object.assign(process.env, embedded.env);
  process.env.DATABASE_POOL_MAX = "6";
  await pool.query("CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)");
  await pool.query("INSERT INTO item SELECT g, 'item ' || g FROM generate_series(1, 50) g");
}, 60_000);

afterAll(async () => {
  await disconnectBaseClient();
  await pool?.end();
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL under concurrent connections", () => {
  it("keeps Prisma's reads with relations whole while an interactive transaction runs beside them", async () => {
    const db = adminDb();
    const company = await db.company.create({ data: { name: "Concurrency" } });
    const role = await db.role.create({ data: { companyId: company.id, name: "owner" } });
    for (let i = 0; i < 5; i++) {
      await db.user.create({ data: { companyId: company.id, roleId: role.id, email: `member${i}@concurrency.test` } });
    }
    const failures: string[] = [];
    for (let round = 0; round < 30; round++) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, k) => {
          if (k === 0) {
            return db.$transaction(async (tx) => {
              await tx.company.update({ where: { id: company.id }, data: { name: `round ${round}` } });
              return tx.user.findMany({
                where: { companyId: company.id },
                include: { role: { select: { name: true } } },
              });
            });
          }
          return k % 2
            ? db.user.findMany({ where: { companyId: company.id }, include: { role: { select: { name: true } } } })
            : db.user.count({ where: { companyId: company.id } });
        }),
      );
      for (const o of outcomes) {
        if (o.status === "rejected") failures.push(String(o.reason).slice(-200));
        else if (Array.isArray(o.value) && o.value.some((u) => u.role?.name !== "owner"))
          failures.push("user without its role");
        else if (typeof o.value === "number" && o.value !== 5) failures.push(`count ${o.value}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers every parameterized query with its own rows while a transaction runs beside them", async () => {
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all(
        Array.from({ length: 8 }, async (_, k) => {
          if (k === 0) {
            const client = await pool.connect();
            try {
              await client.query("BEGIN");
              await client.query("UPDATE item SET label = $1 WHERE id = $2", [`round ${round}`, 50]);
              await client.query("SELECT pg_sleep(0.005)");
              const { rows } = await client.query("SELECT label FROM item WHERE id = $1", [50]);
              await client.query("COMMIT");
              return rows[0].label === `round ${round}`;
            } finally {
              client.release();
            }
          }
          const id = 1 + ((round * 8 + k) % 49);
          const { rows } = await pool.query("SELECT id, label FROM item WHERE id = $1", [id]);
          return rows.length === 1 && rows[0].id === id && rows[0].label === `item ${id}`;
        }),
      );
      expect(results.every(Boolean)).toBe(true);
    }
  });

  it("rolls back the transaction of a connection that disconnects in the middle of it", async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    await client.query("BEGIN");
    await client.query("UPDATE item SET label = 'uncommitted' WHERE id = 1");
    await client.end();
    const { rows } = await pool.query("SELECT label FROM item WHERE id = 1");
    expect(rows[0].label).toBe("item 1");
  });
});
