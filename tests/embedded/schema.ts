import pg from "pg";

/**
 * What a database's schema is, read from the catalogs in a stable order: tables and columns, enum
 * labels, indexes and constraints. Two databases migrated the same way print the same fingerprint.
 */
const FINGERPRINT_QUERIES = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
            FROM information_schema.columns WHERE table_schema = 'public'
            ORDER BY table_name, column_name`,
  enums: `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
          JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'
          ORDER BY t.typname, e.enumsortorder`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
            ORDER BY tablename, indexname`,
  // Primary, unique, foreign-key and check constraints; PostgreSQL 18 also lists NOT NULL here,
  // which `columns` already covers.
  constraints: `SELECT c.conrelid::regclass::text AS table_name, c.conname, pg_get_constraintdef(c.oid) AS definition
                FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f', 'c')
                ORDER BY 1, 2`,
} as const;

export type SchemaFingerprint = Record<keyof typeof FINGERPRINT_QUERIES, Record<string, unknown>[]>;

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function schemaFingerprint(url: string): Promise<SchemaFingerprint> {
  return withClient(url, async (c) => {
    const out = {} as SchemaFingerprint;
    for (const [name, sql] of Object.entries(FINGERPRINT_QUERIES)) {
      out[name as keyof SchemaFingerprint] = (await c.query(sql)).rows;
    }
    return out;
  });
}

/** The applied migrations as Prisma records them (ids and times differ by nature; left out). */
export function appliedMigrations(url: string) {
  return withClient(
    url,
    async (c) =>
      (
        await c.query(
          `SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS finished, rolled_back_at IS NULL AS active
         FROM "_prisma_migrations" ORDER BY migration_name`,
        )
      ).rows,
  );
}

export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  await withClient(admin.toString(), (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  await withClient(admin.toString(), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
