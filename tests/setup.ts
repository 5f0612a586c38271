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
// Tests read an AI call's log row right after the call: written before the answer here. The journal
// that production puts in between is tested on its own (tests/api/ai-log-journal.test.ts).
process.env.AI_LOG_JOURNAL ??= "off";
process.env.DATA_DIR = path.join(inject("dataDir"), `w${worker}`);
