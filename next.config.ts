import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The embedded database server and pino run in Node; keep them out of the bundle.
  serverExternalPackages: ["pino", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "ioredis", "nodemailer"],
  poweredByHeader: false,
  experimental: {
    // proxy.ts makes Next buffer /api bodies before the route sees them, cutting them at this size.
    // Routes enforce their own, smaller caps (1 MB JSON, 10 MB uploads); this only has to exceed the largest.
    proxyClientMaxBodySize: "12mb",
  },
};

export default nextConfig;
