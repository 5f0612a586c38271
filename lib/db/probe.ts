import { baseClient } from "./client";

/** One round trip to the database, in milliseconds; throws when it cannot be reached. */
export async function pingDatabase(): Promise<number> {
  const started = Date.now();
  await baseClient().$queryRaw`SELECT 1`;
  return Date.now() - started;
}
