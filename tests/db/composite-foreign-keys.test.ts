import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { adminDb } from "@/lib/db";
import { insertCompany, targetOf, TENANT_LINKS, type SqlCompany } from "./sql-fixtures";

/**
 * The database itself keeps tenants apart: a row of one company cannot name another company's row,
 * whatever the code does. Everything here is plain SQL on the test database, not the app.
 */
let c: pg.Client;
let a: SqlCompany;
let b: SqlCompany;

beforeAll(async () => {
  c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  a = await insertCompany(c, "a");
  b = await insertCompany(c, "b");
});

afterAll(async () => {
  await c.query(`DELETE FROM "Company" WHERE id = ANY($1::uuid[])`, [[a.companyId, b.companyId]]);
  await c.end();
});

/** The foreign key that refused the statement (undefined if it went through). */
async function refusedBy(sql: string, params: unknown[]): Promise<string | undefined> {
  try {
    await c.query(sql, params);
    return undefined;
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code !== "23503") throw err;
    return constraint;
  }
}

const fkName = (table: string, column: string) => `${table}_companyId_${column}_fkey`;

interface ForeignKey {
  name: string;
  table: string;
  references: string;
  columns: string[];
  referencedColumns: string[];
  onDelete: string;
  setNullColumns: string[] | null;
}

/** Foreign keys between two tables that both have companyId, read from the catalogs. */
async function tenantForeignKeys(): Promise<ForeignKey[]> {
  const cols = (rel: string, keys: string) => `(SELECT array_agg(a.attname::text ORDER BY k.ord)
      FROM unnest(${keys}) WITH ORDINALITY k(n, ord) JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.n)`;
  const hasCompanyId = (rel: string) =>
    `EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = ${rel} AND attname = 'companyId' AND NOT attisdropped)`;
  const { rows } = await c.query<ForeignKey>(`
    SELECT con.conname AS name, t.relname AS "table", r.relname AS "references", con.confdeltype AS "onDelete",
           ${cols("con.conrelid", "con.conkey")} AS columns, ${cols("con.confrelid", "con.confkey")} AS "referencedColumns",
           ${cols("con.conrelid", "con.confdelsetcols")} AS "setNullColumns"
      FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_class r ON r.oid = con.confrelid
     WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace
       AND ${hasCompanyId("con.conrelid")} AND ${hasCompanyId("con.confrelid")}
     ORDER BY 1`);
  return rows;
}

describe("composite foreign keys between tenant-owned rows", () => {
  it("every foreign key between tenant-owned tables pairs companyId with companyId", async () => {
    const keys = await tenantForeignKeys();
    for (const link of TENANT_LINKS) {
      expect(keys.map((k) => `${k.table}.${k.columns.join(",")}`)).toContain(`${link.table}.companyId,${link.column}`);
    }
    for (const key of keys) {
      const at = key.columns.indexOf("companyId");
      expect(at, `${key.name} must include companyId`).toBeGreaterThanOrEqual(0);
      expect(key.referencedColumns[at], `${key.name} must pair companyId with ${key.references}.companyId`).toBe(
        "companyId",
      );
      // A plain SET NULL would null companyId too (a NOT NULL column): only the link may be cleared.
      if (key.onDelete === "n") {
        expect(key.setNullColumns, `${key.name}: ON DELETE SET NULL needs its column list`).not.toBeNull();
        expect(key.setNullColumns).not.toContain("companyId");
      }
    }
  });

  for (const link of TENANT_LINKS) {
    const name = `${link.table}.${link.column} → ${link.references}`;

    it(`${name}: a row naming another company's row is refused, on insert and on update`, async () => {
      const [ownSql, ownParams] = link.insert(a, targetOf(a, link.references));
      const { rows } = await c.query<{ id: string }>(ownSql, ownParams);
      expect(rows).toHaveLength(1);

      const fk = fkName(link.table, link.column);
      const [sql, params] = link.insert(a, targetOf(b, link.references));
      expect(await refusedBy(sql, params)).toBe(fk);
      expect(
        await refusedBy(`UPDATE "${link.table}" SET "${link.column}" = $1 WHERE id = $2`, [
          targetOf(b, link.references),
          rows[0].id,
        ]),
      ).toBe(fk);
      // Moving the row itself to the other company: one of its links (any) no longer matches.
      expect(
        await refusedBy(`UPDATE "${link.table}" SET "companyId" = $1 WHERE id = $2`, [b.companyId, rows[0].id]),
      ).toMatch(new RegExp(`^${link.table}_companyId_\\w+_fkey$`));
    });
  }

  it("deleting a campaign clears the link of its content and metrics and keeps their companyId", async () => {
    const company = await insertCompany(c, "delete-campaign");
    const linked = TENANT_LINKS.filter((l) => l.references === "Campaign");
    const rows: { table: string; id: string }[] = [];
    for (const link of linked) {
      const [sql, params] = link.insert(company, company.campaignId);
      rows.push({ table: link.table, id: (await c.query<{ id: string }>(sql, params)).rows[0].id });
    }

    await c.query(`DELETE FROM "Campaign" WHERE id = $1`, [company.campaignId]);

    for (const row of rows) {
      const {
        rows: [after],
      } = await c.query(`SELECT "companyId", "campaignId" FROM "${row.table}" WHERE id = $1`, [row.id]);
      expect(after, row.table).toEqual({ companyId: company.companyId, campaignId: null });
    }
  });

  it("Prisma's client deletes a linked campaign the same way (the schema's onDelete: SetNull matches)", async () => {
    const company = await insertCompany(c, "prisma-delete");
    const [sql, params] = TENANT_LINKS.find((l) => l.table === "BlogPost")!.insert(company, company.campaignId);
    const postId = (await c.query<{ id: string }>(sql, params)).rows[0].id;

    await adminDb().campaign.delete({ where: { id: company.campaignId } });

    expect(
      await adminDb().blogPost.findUnique({ where: { id: postId }, select: { companyId: true, campaignId: true } }),
    ).toEqual({
      companyId: company.companyId,
      campaignId: null,
    });
  });

  it("deleting a user clears who invited and who wrote, removes their tokens, and a role in use cannot be deleted", async () => {
    const company = await insertCompany(c, "delete-user");
    const keep = await insertCompany(c, "keep");
    const userLinks = TENANT_LINKS.filter((l) => l.references === "User" && l.table !== "ApiToken");
    const rows: { table: string; column: string; id: string }[] = [];
    for (const link of userLinks) {
      const [sql, params] = link.insert(company, company.userId);
      rows.push({
        table: link.table,
        column: link.column,
        id: (await c.query<{ id: string }>(sql, params)).rows[0].id,
      });
    }
    const [tokenSql, tokenParams] = TENANT_LINKS.find((l) => l.table === "ApiToken")!.insert(company, company.userId);
    const tokenId = (await c.query<{ id: string }>(tokenSql, tokenParams)).rows[0].id;

    expect(await refusedBy(`DELETE FROM "Role" WHERE id = $1`, [company.roleId])).toBe(fkName("User", "roleId"));
    await c.query(`DELETE FROM "User" WHERE id = $1`, [company.userId]);

    for (const row of rows) {
      const {
        rows: [after],
      } = await c.query(`SELECT "companyId", "${row.column}" AS link FROM "${row.table}" WHERE id = $1`, [row.id]);
      expect(after, `${row.table}.${row.column}`).toEqual({ companyId: company.companyId, link: null });
    }
    expect((await c.query(`SELECT 1 FROM "ApiToken" WHERE id = $1`, [tokenId])).rowCount).toBe(0);
    expect((await c.query(`SELECT 1 FROM "User" WHERE id = $1`, [keep.userId])).rowCount).toBe(1);
  });

  it("a row others point at cannot move to another company", async () => {
    const company = await insertCompany(c, "move");
    const [sql, params] = TENANT_LINKS.find((l) => l.table === "SocialPost" && l.column === "campaignId")!.insert(
      company,
      company.campaignId,
    );
    await c.query(sql, params);

    expect(
      await refusedBy(`UPDATE "Campaign" SET "companyId" = $1 WHERE id = $2`, [b.companyId, company.campaignId]),
    ).toBe(fkName("SocialPost", "campaignId"));
    expect(
      await refusedBy(`UPDATE "Role" SET "companyId" = $1, name = 'moved' WHERE id = $2`, [
        b.companyId,
        company.roleId,
      ]),
    ).toBe(fkName("User", "roleId"));
  });
});
