import path from "node:path";
import { defineConfig } from "vitest/config";

// The embedded-PGlite parity suite: starts its own PGlite and PostgreSQL database, so it runs
// apart from the main suite's global setup (`npm test` runs both).
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    environment: "node",
    include: ["tests/embedded/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
