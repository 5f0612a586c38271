import os from "node:os";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

/**
 * `npm test` sets this for its build: its lint step has already type-checked the same files with
 * `tsc --noEmit`, and a fresh clone gains nothing from Turbopack's build cache, so the build skips
 * both (minutes on a two-core machine).
 */
const checkedBuild = process.env.REACH_BUILD_TYPECHECKED === "1";

const nextConfig: NextConfig = {
  // The test build gets its own folder (NEXT_DIST_DIR) so it never disturbs a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typescript: { ignoreBuildErrors: checkedBuild },
  experimental: { turbopackFileSystemCacheForBuild: !checkedBuild },
  // The embedded database server and pino run in Node; keep them out of the bundle.
  serverExternalPackages: [
    "pino",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "ioredis",
    "nodemailer",
    "pdfkit",
    "exceljs",
  ],
  poweredByHeader: false,
  // The dashboard lives at /; people (and other tools' habits) type /dashboard.
  async redirects() {
    return [{ source: "/dashboard", destination: "/", permanent: false }];
  },
};

/**
 * `next dev` serves its scripts and hot reload only to pages opened at localhost; a page opened at
 * http://127.0.0.1:3000 or at the Network address it prints never hydrates. These are this
 * machine's own names, so allowing them lets nobody else in.
 */
function ownHosts(): string[] {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((a) => (a ? [a.family === "IPv6" ? `[${a.address}]` : a.address] : []));
  return [...new Set(["127.0.0.1", "[::1]", os.hostname(), ...addresses])];
}

export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, allowedDevOrigins: ownHosts() } : nextConfig;
}
