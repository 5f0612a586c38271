import type pg from "pg";

/**
 * A company's inbox counters as they stand (InboxCount, kept by triggers), and as counting its items
 * says they should be, each keyed platform/type/status/requiresAction: equal after any writes.
 */
export async function inboxCountersAndItems(c: pg.Client, companyId: string) {
  const key = `platform || '/' || type || '/' || status || '/' || "requiresAction"`;
  const read = async (sql: string) =>
    Object.fromEntries((await c.query<{ k: string; n: number }>(sql, [companyId])).rows.map((r) => [r.k, r.n]));
  return {
    counters: await read(`SELECT ${key} AS k, "count" AS n FROM "InboxCount" WHERE "companyId" = $1 AND "count" <> 0`),
    items: await read(`SELECT ${key} AS k, count(*)::int AS n FROM "InboxItem" WHERE "companyId" = $1 GROUP BY 1`),
  };
}
