import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The embedded database server and pino run in Node; keep them out of the bundle.
  serverExternalPackages: ["pino", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "ioredis", "nodemailer"],
  poweredByHeader: false,
};

export default nextConfig;
