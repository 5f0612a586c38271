import path from "node:path";
import { inject } from "vitest";

// Each worker has its own copy of the run's database and its own data directory (tests/global-setup.ts).
const worker = process.env.VITEST_POOL_ID ?? "1";
const databaseUrl = new URL(inject("databaseUrl"));
databaseUrl.pathname = `${databaseUrl.pathname}_w${worker}`;
process.env.DATABASE_URL = databaseUrl.toString();
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.AUTH_DEV_LOGIN ??= "1";
process.env.LOG_LEVEL ??= "silent";
process.env.DATA_DIR = path.join(inject("dataDir"), `w${worker}`);
