/**
 * How the production server (scripts/serve.ts) takes route handlers from Next's build: each built
 * route entry (`.next/server/app/api/.../route.js`) exports `routeModule`, whose
 * `ensureUserland()` loads the route file and whose `userland` is then its exports. Not a public
 * API: Next is pinned exactly, tests/server/next-internals.test.ts fails on any other version, and
 * scripts/serve.ts refuses to start when a built entry no longer looks like this.
 */

/** The Next version this file was checked against (see UPGRADE_HELP for what to do on another). */
export const VERIFIED_NEXT_VERSION = "16.4.6";

export const UPGRADE_HELP =
  `scripts/serve.ts takes API route handlers from Next's build through routeModule.ensureUserland() and ` +
  `routeModule.userland (lib/server/next-route-entries.ts), verified on Next ${VERIFIED_NEXT_VERSION}. ` +
  `On another Next version: run \`npm run build\` and \`npm test -- e2e\` (npm start refuses to start when the ` +
  `built entries changed shape), adapt userlandOf() if needed, then set VERIFIED_NEXT_VERSION. Meanwhile ` +
  `API_SERVER=next serves every route through Next's own pipeline (same answers, slower).`;

interface RouteEntry {
  routeModule?: { ensureUserland?(): Promise<void>; userland?: Record<string, unknown> };
}

/** A built route entry's route file exports, from the module instance Next itself uses for that route. */
export async function userlandOf(entry: unknown, name: string): Promise<Record<string, unknown>> {
  const { routeModule } = (entry ?? {}) as RouteEntry;
  if (typeof routeModule?.ensureUserland !== "function") {
    throw new Error(`${name} has no routeModule.ensureUserland(). ${UPGRADE_HELP}`);
  }
  await routeModule.ensureUserland();
  const userland = routeModule.userland;
  if (!userland || typeof userland !== "object")
    throw new Error(`${name}: routeModule.userland is not the route file's exports. ${UPGRADE_HELP}`);
  return userland;
}

/** Start-up check on one contract route file: its GET must come out as the handle() function. */
export function assertContractRoute(exports: Record<string, unknown>, name: string): void {
  const get = exports.GET;
  if (typeof get !== "function" || !("contract" in get)) {
    throw new Error(
      `${name}: the built entry's userland has no handle() GET (exports: ${Object.keys(exports).join(", ") || "none"}). ${UPGRADE_HELP}`,
    );
  }
}
