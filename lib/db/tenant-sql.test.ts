import { describe, expect, it } from "vitest";
import { adminDb, forCompany, Prisma, tenantExecute, tenantSql, transactionOnFirstWrite } from "@/lib/db";
import { signUp } from "@/tests/helpers/users";

async function twoCompaniesWithCampaigns() {
  const a = await signUp();
  const b = await signUp();
  const mine = await adminDb().campaign.create({ data: { companyId: a.companyId, name: "A's" } });
  const theirs = await adminDb().campaign.create({ data: { companyId: b.companyId, name: "B's" } });
  return { a, b, mine, theirs, ctx: { db: forCompany(a.companyId), companyId: a.companyId } };
}

describe("tenantSql", () => {
  it("hands the query the scoped client's company and nothing else", async () => {
    const { a, mine, ctx } = await twoCompaniesWithCampaigns();
    const given: string[] = [];
    const rows = await tenantSql<{ id: string }>(ctx, (companyId) => {
      given.push(companyId);
      return Prisma.sql`SELECT "id" FROM "Campaign" WHERE "companyId" = ${companyId}::uuid`;
    });
    expect(given).toEqual([a.companyId]);
    expect(rows).toEqual([{ id: mine.id }]);
  });

  it("refuses SQL that does not use the company, and a ctx whose companyId is not its db's", async () => {
    const { b, theirs, ctx } = await twoCompaniesWithCampaigns();
    await expect(
      tenantSql(ctx, () => Prisma.sql`SELECT "id" FROM "Campaign" WHERE "id" = ${theirs.id}::uuid`),
    ).rejects.toThrow(/must filter by the company/);
    await expect(
      tenantSql(
        { ...ctx, companyId: b.companyId },
        (companyId) => Prisma.sql`SELECT "id" FROM "Campaign" WHERE "companyId" = ${companyId}::uuid`,
      ),
    ).rejects.toThrow(/different companies/);
    await expect(tenantSql({ db: adminDb() as never }, (companyId) => Prisma.sql`SELECT ${companyId}`)).rejects.toThrow(
      /Not a tenant-scoped client/,
    );
  });

  it("reads the same types outside a transaction (prepared statement) and inside one", async () => {
    const { mine, ctx } = await twoCompaniesWithCampaigns();
    const query = (companyId: string) => Prisma.sql`
      SELECT "id", "name", "createdAt", ARRAY['a', 'b'] AS "tags", '{"tone": "Bold"}'::jsonb AS "json", count(*) OVER ()::int AS "total"
      FROM "Campaign" WHERE "companyId" = ${companyId}::uuid`;
    const outside = await tenantSql(ctx, query);
    const inside = await ctx.db.$transaction((tx) => tenantSql({ db: tx }, query));
    expect(outside).toEqual([
      { id: mine.id, name: "A's", createdAt: mine.createdAt, tags: ["a", "b"], json: { tone: "Bold" }, total: 1 },
    ]);
    expect(inside).toEqual(outside);
  });

  it("runs on the transaction's connection inside one: it sees the transaction's own writes", async () => {
    const { a, ctx } = await twoCompaniesWithCampaigns();
    const count = (db: typeof ctx.db) =>
      tenantSql<{ n: number }>(
        { db },
        (companyId) => Prisma.sql`SELECT count(*)::int AS n FROM "Campaign" WHERE "companyId" = ${companyId}::uuid`,
      );
    let go = () => {};
    // Queued outside the transaction, so it runs outside it.
    const outside = new Promise<void>((resolve) => (go = resolve)).then(() => count(ctx.db));
    await ctx.db.$transaction(async (tx) => {
      await tx.campaign.create({ data: { companyId: a.companyId, name: "Uncommitted" } });
      expect(await count(tx)).toEqual([{ n: 2 }]);
      expect(await count(ctx.db)).toEqual([{ n: 2 }]);
      go();
      expect(await outside).toEqual([{ n: 1 }]);
    });
  });
});

describe("tenantSql that changes rows", () => {
  it("opens a unit's transaction first, so a rollback undoes an UPDATE ... RETURNING", async () => {
    const { a, mine } = await twoCompaniesWithCampaigns();
    const unit = transactionOnFirstWrite(a.companyId);
    const returned = await unit.run(() =>
      tenantSql<{ name: string }>(
        { db: unit.db },
        (companyId) => Prisma.sql`
        UPDATE "Campaign" SET "name" = 'renamed' WHERE "companyId" = ${companyId}::uuid RETURNING "name"`,
      ),
    );
    expect(returned).toEqual([{ name: "renamed" }]);
    await unit.finish(false);
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe("A's");
  });
});

describe("tenantExecute", () => {
  it("writes only the company's rows, even when the SQL names another company's ids", async () => {
    const { mine, theirs, ctx } = await twoCompaniesWithCampaigns();
    const changed = await tenantExecute(
      ctx,
      (companyId) => Prisma.sql`
      UPDATE "Campaign" SET "name" = 'renamed' WHERE "companyId" = ${companyId}::uuid AND "id" = ANY(${[mine.id, theirs.id]}::uuid[])`,
    );
    expect(changed).toBe(1);
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe("renamed");
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe("B's");
  });

  it("joins the transaction it is given: a rollback undoes it", async () => {
    const { mine, ctx } = await twoCompaniesWithCampaigns();
    await expect(
      ctx.db.$transaction(async (tx) => {
        await tenantExecute(
          { db: tx },
          (companyId) =>
            Prisma.sql`UPDATE "Campaign" SET "name" = 'rolled back' WHERE "companyId" = ${companyId}::uuid`,
        );
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe("A's");
  });
});
