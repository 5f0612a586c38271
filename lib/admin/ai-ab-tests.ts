import type { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { adminDb, Prisma, type AdminDb, type TenantDb } from "@/lib/db";
import type { AbTestBody, AbTestPatch } from "./contracts/ai-experiments";
import { globalWrite } from "./global-write";

type Row = Awaited<ReturnType<AdminDb["aiAbTest"]["findMany"]>>[number];
type CreateBody = z.output<typeof AbTestBody>;
type UpdateBody = z.output<typeof AbTestPatch>;

const abTestDTO = (row: Row) => ({
  ...row,
  variants: row.variants as unknown as CreateBody["variants"],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const asJson = (variants: CreateBody["variants"]) => variants as unknown as Prisma.InputJsonValue;

export async function listAbTests() {
  return (await adminDb().aiAbTest.findMany({ orderBy: { createdAt: "desc" } })).map(abTestDTO);
}

export async function createAbTest(ctx: { db: TenantDb }, body: CreateBody) {
  return globalWrite(ctx, async (db) =>
    abTestDTO(await db.aiAbTest.create({ data: { ...body, variants: asJson(body.variants) } })),
  );
}

async function stored(db: AdminDb, id: string) {
  const row = await db.aiAbTest.findUnique({ where: { id } });
  if (!row) throw notFound("A/B test");
  return row;
}

export async function updateAbTest(ctx: { db: TenantDb }, id: string, body: UpdateBody) {
  return globalWrite(ctx, async (db) => {
    await stored(db, id);
    const { variants, ...rest } = body;
    return abTestDTO(
      await db.aiAbTest.update({
        where: { id },
        data: { ...rest, ...(variants ? { variants: asJson(variants) } : {}) },
      }),
    );
  });
}

export async function deleteAbTest(ctx: { db: TenantDb }, id: string) {
  return globalWrite(ctx, async (db) => {
    await stored(db, id);
    await db.aiAbTest.delete({ where: { id } });
    return { success: true };
  });
}

/** Per variant: calls, the share that succeeded, average latency and cost, total cost (cents). */
export async function abTestResults(id: string) {
  const db = adminDb();
  const test = await stored(db, id);
  const rows = await db.$queryRaw<
    { variant: string; count: number; successes: number; avgLatency: number; avgCost: number; totalCost: number }[]
  >(Prisma.sql`
    SELECT "variant", COUNT(*)::int AS "count", COUNT(*) FILTER (WHERE "success")::int AS "successes",
           COALESCE(AVG("latencyMs"), 0)::float8 AS "avgLatency", COALESCE(AVG("costCents"), 0)::float8 AS "avgCost",
           COALESCE(SUM("costCents"), 0)::float8 AS "totalCost"
    FROM "AiUsageLog" WHERE "abTestId" = ${id}::uuid AND "completed" GROUP BY "variant"`);
  const byName = new Map(rows.map((r) => [r.variant, r]));
  const variants = (test.variants as unknown as { name: string }[]).map((v) => v.name);
  const names = [...variants, ...rows.map((r) => r.variant).filter((n) => !variants.includes(n))];
  const results = names.map((variant) => {
    const r = byName.get(variant);
    return {
      variant,
      count: r?.count ?? 0,
      successRate: r && r.count ? r.successes / r.count : 0,
      avgLatency: Math.round(r?.avgLatency ?? 0),
      avgCost: r?.avgCost ?? 0,
      totalCost: r?.totalCost ?? 0,
    };
  });
  return { test: abTestDTO(test), results };
}
