import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { preparedRowsOn } from "./prepared";

/**
 * The one raw Prisma client. Only lib/db/ may import it (eslint enforces this): application code
 * reaches tenant data through `forCompany()` and Super Admin code through `adminDb`.
 *
 * Prisma and `$rows` (prepared statements for the hottest reads, see prepared.ts) share one pool.
 */
function createBaseClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error(
      "DATABASE_URL is not set: start the app with `npm run dev` / `npm start`, which provide the embedded database.",
    );
  }
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle connection the server drops (restart, failover) is replaced on next use; unhandled, its error would end the process.
  pool.on("error", (err) => logger.warn({ err }, "idle database connection lost"));
  const client = new PrismaClient({ adapter: new PrismaPg(pool) }).$extends({
    name: "prepared-rows",
    client: { $rows: preparedRowsOn(pool) },
  });
  return { client, pool };
}

export type BaseClient = ReturnType<typeof createBaseClient>["client"];

const globalForPrisma = globalThis as unknown as { __baseDb?: ReturnType<typeof createBaseClient> };

export function baseClient(): BaseClient {
  globalForPrisma.__baseDb ??= createBaseClient();
  return globalForPrisma.__baseDb.client;
}

export async function disconnectBaseClient(): Promise<void> {
  const db = globalForPrisma.__baseDb;
  globalForPrisma.__baseDb = undefined;
  await db?.client.$disconnect();
  // Prisma does not end a pool it was handed.
  await db?.pool.end();
}
