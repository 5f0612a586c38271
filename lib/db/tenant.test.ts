import { describe, expect, it } from "vitest";
import {
  adminDb,
  afterCommit,
  forCompany,
  Prisma,
  tenantModels,
  transactionOnFirstWrite,
  type TenantDb,
} from "@/lib/db";
import { signUp } from "@/tests/helpers/users";

describe("forCompany", () => {
  it("derives tenant-owned models from the schema", () => {
    expect(tenantModels.has("Campaign")).toBe(true);
    expect(tenantModels.has("User")).toBe(true);
    expect(tenantModels.has("Identity")).toBe(false);
  });

  it("reads, updates and deletes only the caller's rows and forces companyId on create", async () => {
    const a = await signUp();
    const b = await signUp();
    const dbA = forCompany(a.companyId);
    const dbB = forCompany(b.companyId);
    const created = await dbA.campaign.create({ data: { name: "A's", companyId: b.companyId } as never });
    expect(created.companyId).toBe(a.companyId);

    expect(await dbB.campaign.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await dbB.campaign.count()).toBe(0);
    expect((await dbB.campaign.updateMany({ where: { id: created.id }, data: { name: "hijacked" } })).count).toBe(0);
    await expect(dbB.campaign.update({ where: { id: created.id }, data: { name: "hijacked" } })).rejects.toThrow();
    await expect(dbB.campaign.delete({ where: { id: created.id } })).rejects.toThrow();
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("A's");

    expect((await dbA.company.findFirstOrThrow()).id).toBe(a.companyId);
    expect(await dbB.company.findUnique({ where: { id: a.companyId } })).toBeNull();
  });

  it("refuses a filter whose value is undefined instead of matching every row", async () => {
    const a = await signUp();
    await expect(forCompany(a.companyId).campaign.findMany({ where: { name: undefined } })).rejects.toThrow(
      /Undefined filter/,
    );
  });

  it("refuses models that are not tenant-owned", async () => {
    const a = await signUp();
    await expect(forCompany(a.companyId).identity.findMany()).rejects.toThrow(/not tenant-owned/);
  });
});

describe("the scoped client has no raw SQL", () => {
  const removed = ["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe", "$rows"] as const;

  // Compiled by tsc, never run: the methods are gone from the type too.
  function typeLevel(db: TenantDb) {
    // @ts-expect-error not on the scoped client's type
    void db.$queryRaw;
    // @ts-expect-error not on the scoped client's type
    void db.$executeRaw;
    // @ts-expect-error not on the scoped client's type
    void db.$queryRawUnsafe;
    // @ts-expect-error not on the scoped client's type
    void db.$executeRawUnsafe;
    // @ts-expect-error not on the scoped client's type
    void db.$rows;
  }
  void typeLevel;

  it.each(removed)(
    "%s throws before anything reaches the database, on the client and in its transactions",
    async (method) => {
      const a = await signUp();
      const db = forCompany(a.companyId) as unknown as Record<string, (sql: string) => unknown>;
      const campaign = await adminDb().campaign.create({ data: { companyId: a.companyId, name: "Untouched" } });
      const update = `UPDATE "Campaign" SET "name" = 'raw' WHERE "id" = '${campaign.id}'`;
      expect(() => db[method](update)).toThrow(/not available on a tenant-scoped client.*tenantSql/);
      await forCompany(a.companyId).$transaction(async (tx) => {
        expect(() => (tx as unknown as Record<string, (sql: string) => unknown>)[method](update)).toThrow(
          /not available on a tenant-scoped client/,
        );
      });
      expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: campaign.id } })).name).toBe("Untouched");
    },
  );
});

describe("transactions of the scoped client", () => {
  it("a nested $transaction joins the open one: a later failure rolls both writes back", async () => {
    const a = await signUp();
    const db = forCompany(a.companyId);
    await expect(
      db.$transaction(async (outer) => {
        await outer.campaign.create({ data: { companyId: a.companyId, name: "Outer" } });
        await outer.$transaction(async (inner) => {
          expect(inner).toBe(outer);
          await inner.campaign.create({ data: { companyId: a.companyId, name: "Inner" } });
        });
        throw new Error("fail after both writes");
      }),
    ).rejects.toThrow("fail after both writes");
    expect(await db.campaign.count()).toBe(0);
  });

  it("scopes inside the transaction like outside it", async () => {
    const a = await signUp();
    const b = await signUp();
    const theirs = await adminDb().campaign.create({ data: { companyId: b.companyId, name: "B's" } });
    await forCompany(a.companyId).$transaction(async (tx) => {
      const mine = await tx.campaign.create({ data: { companyId: b.companyId, name: "A's" } as never });
      expect(mine.companyId).toBe(a.companyId);
      expect(await tx.campaign.findFirst({ where: { id: theirs.id } })).toBeNull();
      expect((await tx.campaign.updateMany({ where: { id: theirs.id }, data: { name: "hijacked" } })).count).toBe(0);
    });
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe("B's");
  });

  it("afterCommit runs once the transaction has committed, and never for one rolled back", async () => {
    const a = await signUp();
    const db = forCompany(a.companyId);
    const seen: string[] = [];
    await db.$transaction(async (tx) => {
      await tx.campaign.create({ data: { companyId: a.companyId, name: "Committed" } });
      await afterCommit(tx, async () => {
        seen.push(
          `after commit, visible to others: ${await adminDb().campaign.count({ where: { companyId: a.companyId } })}`,
        );
      });
      seen.push("in transaction");
    });
    await expect(
      db.$transaction(async (tx) => {
        await afterCommit(tx, () => seen.push("rolled back"));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await afterCommit(db, () => seen.push("no transaction: at once"));
    expect(seen).toEqual(["in transaction", "after commit, visible to others: 1", "no transaction: at once"]);
  });

  it("inside a transaction every client runs on its connection: adminDb, another forCompany, their raw SQL and transactions", async () => {
    const a = await signUp();
    const b = await signUp();
    let id = "";
    let go = () => {};
    // Queued outside the transaction, so it runs outside it: another connection, which cannot see the row yet.
    const outside = new Promise<void>((resolve) => (go = resolve)).then(() =>
      adminDb().campaign.findUnique({ where: { id } }),
    );
    await forCompany(a.companyId).$transaction(async (tx) => {
      id = (await tx.campaign.create({ data: { companyId: a.companyId, name: "Uncommitted" } })).id;
      go();
      expect(await adminDb().campaign.findUnique({ where: { id } })).not.toBeNull();
      expect(
        await adminDb().$rows<{ name: string }>(Prisma.sql`SELECT "name" FROM "Campaign" WHERE "id" = ${id}::uuid`),
      ).toEqual([{ name: "Uncommitted" }]);
      expect(await adminDb().$transaction((inner) => inner.campaign.count({ where: { id } }))).toBe(1);
      expect(await forCompany(a.companyId).campaign.count()).toBe(1);
      expect(await forCompany(b.companyId).campaign.count()).toBe(0);
      expect(await outside).toBeNull();
    });
  });
});

describe("transactionOnFirstWrite", () => {
  it("reads on the pool until the first write opens the transaction; finish commits, then runs afterCommit", async () => {
    const a = await signUp();
    const existing = await adminDb().campaign.create({ data: { companyId: a.companyId, name: "Existing" } });
    const { db, finish } = transactionOnFirstWrite(a.companyId);
    const seen: string[] = [];
    expect((await db.campaign.findFirstOrThrow({ where: { id: existing.id } })).name).toBe("Existing");
    const created = await db.campaign.create({ data: { companyId: a.companyId, name: "In the transaction" } });
    await db.$transaction(async (tx) => {
      expect(await tx.campaign.count()).toBe(2);
    });
    await afterCommit(db, () => seen.push("after commit"));
    expect(await adminDb().campaign.findUnique({ where: { id: created.id } })).toBeNull();
    expect(seen).toEqual([]);
    await finish(true);
    expect(await adminDb().campaign.findUnique({ where: { id: created.id } })).not.toBeNull();
    expect(seen).toEqual(["after commit"]);
  });

  it("finish(false) rolls every write back and skips afterCommit", async () => {
    const a = await signUp();
    const { db, finish } = transactionOnFirstWrite(a.companyId);
    const seen: string[] = [];
    await db.campaign.create({ data: { companyId: a.companyId, name: "Rolled back" } });
    await db.$transaction((tx) => tx.campaign.create({ data: { companyId: a.companyId, name: "Also rolled back" } }));
    await afterCommit(db, () => seen.push("after commit"));
    await finish(false);
    expect(await adminDb().campaign.count({ where: { companyId: a.companyId } })).toBe(0);
    expect(seen).toEqual([]);
  });

  it("without a write it never opens a transaction, and afterCommit still runs on finish", async () => {
    const a = await signUp();
    const { db, finish } = transactionOnFirstWrite(a.companyId);
    const seen: string[] = [];
    expect(await db.campaign.count()).toBe(0);
    await afterCommit(db, () => seen.push("after"));
    await finish(true);
    expect(seen).toEqual(["after"]);
  });
});
