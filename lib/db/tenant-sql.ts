import type { Prisma } from "@/lib/generated/prisma/client";
import type { BaseClient } from "./client";
import { scopeOf, type TenantDb, type TenantScope } from "./tenant";
import { readConnection, writeConnection } from "./transaction";

type SqlCtx = { db: TenantDb; companyId?: string };

/** A statement that changes rows (`UPDATE ... RETURNING` read through tenantSql) opens a deferred transaction first. */
const MODIFIES = /^\s*(insert|update|delete|merge)\b/i;

/** The company comes from the scoped client itself, and the SQL must use it. */
function scopedQuery(ctx: SqlCtx, build: (companyId: string) => Prisma.Sql): { scope: TenantScope; query: Prisma.Sql } {
  const scope = scopeOf(ctx.db);
  if (ctx.companyId !== undefined && ctx.companyId !== scope.companyId) {
    throw new Error("ctx.companyId and ctx.db belong to different companies");
  }
  const query = build(scope.companyId);
  if (!query.values.includes(scope.companyId)) {
    throw new Error("Tenant SQL must filter by the company it is given: the company id is not among its parameters");
  }
  return { scope, query };
}

/**
 * Raw SQL over one company's rows: `tenantSql(ctx, (companyId) => Prisma.sql\`... WHERE "companyId" =
 * ${companyId}::uuid\`)`. The id handed to `build` is the scoped client's, never a caller's value,
 * and a query that does not use it is refused; every table the SQL reads needs its own filter.
 *
 * Outside a transaction it runs as a named prepared statement (planned once per connection, the
 * fastest way to run a hot read; see prepared.ts), so keep the SQL text fixed: lists as arrays
 * (`= ANY(${ids}::uuid[])`), not spliced-in value lists. Inside a transaction it runs on the
 * transaction's connection (and before the first write of a transactionOnFirstWrite, outside it).
 * Both read int, text, uuid, arrays, json and timestamps alike; cast bigint and numeric results
 * (`::int`, `::float8`) to get numbers either way.
 */
export async function tenantSql<Row>(ctx: SqlCtx, build: (companyId: string) => Prisma.Sql): Promise<Row[]> {
  const { scope, query } = scopedQuery(ctx, build);
  if (MODIFIES.test(query.text)) await writeConnection(scope.transaction);
  const { client, inTransaction } = readConnection(scope.transaction);
  if (inTransaction) return client.$queryRaw<Row[]>(query);
  return (client as BaseClient).$rows<Row>(query);
}

/** A raw write over one company's rows (same rules as tenantSql); answers the number of rows affected. */
export async function tenantExecute(ctx: SqlCtx, build: (companyId: string) => Prisma.Sql): Promise<number> {
  const { scope, query } = scopedQuery(ctx, build);
  return (await writeConnection(scope.transaction)).$executeRaw(query);
}
