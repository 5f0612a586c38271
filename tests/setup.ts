import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.AUTH_DEV_LOGIN ??= "1";
process.env.LOG_LEVEL ??= "silent";
process.env.DATA_DIR = inject("dataDir");
