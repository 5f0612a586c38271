import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The one raw Prisma client. Only lib/db/ may import it (eslint enforces this): application code
 * reaches tenant data through `forCompany()` and Super Admin code through `adminDb`.
 */
function createBaseClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` / `npm start`, which provide the embedded database.");
  }
  const adapter = new PrismaPg({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  return new PrismaClient({ adapter });
}

export type BaseClient = ReturnType<typeof createBaseClient>;

const globalForPrisma = globalThis as unknown as { __basePrisma?: BaseClient };

export function baseClient(): BaseClient {
  globalForPrisma.__basePrisma ??= createBaseClient();
  return globalForPrisma.__basePrisma;
}

export async function disconnectBaseClient(): Promise<void> {
  const client = globalForPrisma.__basePrisma;
  globalForPrisma.__basePrisma = undefined;
  await client?.$disconnect();
}
