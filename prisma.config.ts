import { defineConfig } from "prisma/config";

// Prisma's CLI is used only for `generate` here; migrations run through scripts/ (see README).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
});
