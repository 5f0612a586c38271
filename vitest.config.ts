import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "inngest/**/*.test.ts"],
    // The embedded-PGlite parity suite has its own config (tests/embedded/vitest.config.ts).
    exclude: [...configDefaults.exclude, "tests/embedded/**"],
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // API tests wait on PostgreSQL much of the time, so two workers keep two cores busy (vitest's
    // default is one fewer than the cores: one here). Each worker has its own copy of the database.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
