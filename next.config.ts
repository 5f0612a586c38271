import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The test build gets its own folder (NEXT_DIST_DIR) so it never disturbs a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The embedded database server and pino run in Node; keep them out of the bundle.
  serverExternalPackages: ["pino", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "ioredis", "nodemailer"],
  poweredByHeader: false,
};

export default nextConfig;
