import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, listMigrations } from "@/lib/db/migrations";
import { createDatabase, dropDatabase } from "../embedded/schema";
import { insertCompany, TENANT_LINKS, withSqlClient } from "./sql-fixtures";

/**
 * The composite-foreign-key migration on a database that already holds data: consistent rows keep
 * their links, links that never had a foreign key and name a deleted row are cleared, and a
 * cross-company link (which only code bugs could have made) stops the migration instead of being
 * silently rewritten.
 */
const MIGRATION = "20261125013322_composite_tenant_foreign_keys";
const serverUrl = process.env.DATABASE_URL!;
const dbNames = [1, 2].map((n) => `reach_fk_migration_${n}_${process.pid}_${Date.now().toString(36)}`);
const before = fs.mkdtempSync(path.join(os.tmpdir(), "reach-migrations-before-"));

beforeAll(() => {
  const earlier = listMigrations().filter((m) => m.name < MIGRATION);
  expect(earlier.length).toBeGreaterThan(0);
  for (const m of earlier) {
    fs.mkdirSync(path.join(before, m.name));
    fs.writeFileSync(path.join(before, m.name, "migration.sql"), m.sql);
  }
});

afterAll(async () => {
  fs.rmSync(before, { recursive: true, force: true });
  for (const name of dbNames) await dropDatabase(serverUrl, name);
});

const insertLink = (table: string, column: string) =>
  TENANT_LINKS.find((l) => l.table === table && l.column === column)!.insert;

describe(`migration ${MIGRATION}`, () => {
  it("applies over existing data, keeping valid links and clearing links to rows that are gone", async () => {
    const url = await createDatabase(serverUrl, dbNames[0]);
    await applyMigrations(url, before);

    const ids = await withSqlClient(url, async (c) => {
      const a = await insertCompany(c, "a");
      const b = await insertCompany(c, "b");
      const valid: { table: string; column: string; id: string; value: string }[] = [];
      for (const link of TENANT_LINKS) {
        const value = { Role: a.roleId, User: a.userId, Campaign: a.campaignId }[link.references];
        const [sql, params] = link.insert(a, value);
        valid.push({
          table: link.table,
          column: link.column,
          id: (await c.query<{ id: string }>(sql, params)).rows[0].id,
          value,
        });
      }
      // No foreign key guarded these before: a removed member, another company's user, a deleted campaign.
      const dangling: { table: string; column: string; id: string }[] = [];
      for (const [table, column, value] of [
        ["Invitation", "invitedById", randomUUID()],
        ["SocialPost", "createdById", b.userId],
        ["ContentMetric", "campaignId", randomUUID()],
      ]) {
        const [sql, params] = insertLink(table, column)(a, value);
        dangling.push({ table, column, id: (await c.query<{ id: string }>(sql, params)).rows[0].id });
      }
      return { a, valid, dangling };
    });

    expect(await applyMigrations(url)).toContain(MIGRATION);

    await withSqlClient(url, async (c) => {
      for (const row of ids.valid) {
        const {
          rows: [after],
        } = await c.query(`SELECT "companyId", "${row.column}" AS link FROM "${row.table}" WHERE id = $1`, [row.id]);
        expect(after, `${row.table}.${row.column}`).toEqual({ companyId: ids.a.companyId, link: row.value });
      }
      for (const row of ids.dangling) {
        const {
          rows: [after],
        } = await c.query(`SELECT "companyId", "${row.column}" AS link FROM "${row.table}" WHERE id = $1`, [row.id]);
        expect(after, `${row.table}.${row.column}`).toEqual({ companyId: ids.a.companyId, link: null });
      }
    });
  });

  it("stops, changing nothing, when a row already names another company's row through an old foreign key", async () => {
    const url = await createDatabase(serverUrl, dbNames[1]);
    await applyMigrations(url, before);
    await withSqlClient(url, async (c) => {
      const a = await insertCompany(c, "a");
      const b = await insertCompany(c, "b");
      const [sql, params] = insertLink("BlogPost", "campaignId")(a, b.campaignId);
      await c.query(sql, params);
    });

    await expect(applyMigrations(url)).rejects.toThrow(/BlogPost_companyId_campaignId_fkey/);

    await withSqlClient(url, async (c) => {
      expect(
        (await c.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1`, [MIGRATION])).rowCount,
      ).toBe(0);
      expect((await c.query(`SELECT 1 FROM pg_constraint WHERE conname = 'BlogPost_campaignId_fkey'`)).rowCount).toBe(
        1,
      );
    });
  });
});
