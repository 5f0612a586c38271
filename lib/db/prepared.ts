import { createHash } from "node:crypto";
import pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";

const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;

// PostgreSQL's ISO output: "2026-11-22 02:21:13.568+00" (offset in hours, minutes only when needed).
const ISO_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;
const defaultTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, "text");

/** Hot-path parsing: Date's own ISO parser; anything unusual (BC, infinity) goes to pg's. */
export function parseTimestamptz(value: string): unknown {
  if (!ISO_TIMESTAMPTZ.test(value)) return defaultTimestamptz(value);
  const iso = value.replace(" ", "T");
  return new Date(iso.length - iso.search(/[+-]\d{2}(?::\d{2})?$/) === 3 ? `${iso}:00` : iso);
}

/**
 * Prisma's DateTime columns without a zone (`timestamp`) hold UTC; pg alone would read them in the
 * server's local zone. Everything else keeps pg's parsers (arrays, json, numbers).
 */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (format !== "binary") {
      if (oid === TIMESTAMPTZ_OID) return parseTimestamptz;
      if (oid === TIMESTAMP_OID) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    }
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * PGlite serves every connection from one session, where a statement prepared by one connection
 * already exists for the next: the embedded database runs the same SQL unnamed.
 */
const namedStatements = () => process.env.DATABASE_NAMED_STATEMENTS !== "off";

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `r_${createHash("sha1").update(text).digest("base64url")}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `$rows(Prisma.sql\`...\`)`: raw SQL for the hottest reads (every request's user lookup, list
 * pages), run as a named prepared statement so PostgreSQL plans it once per connection instead of
 * on every call, which is most of such a query's cost. It is on the base client only: tenant code
 * reaches it through tenantSql (tenant-sql.ts), which supplies the company filter's id. Parameters
 * are serialized by pg (a Date as timestamptz).
 */
export function preparedRowsOn(pool: pg.Pool) {
  return async function $rows<Row>(query: Prisma.Sql): Promise<Row[]> {
    const text = query.text;
    const result = await pool.query({
      text,
      values: query.values,
      types,
      ...(namedStatements() ? { name: statementName(text) } : {}),
    });
    return result.rows as Row[];
  };
}
