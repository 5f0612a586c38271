// The production server `npm start` runs (through scripts/run.ts): Next for pages and assets, the
// app's contract route files straight from Node's HTTP server (lib/server/api-server.ts), or with
// API_SERVER=next every route through Next's own pipeline (same answers, slower; the way out when a
// Next upgrade changes what lib/server/next-route-entries.ts relies on).
// It must not import lib code with state (database, runner): that lives in Next's bundle, and the
// route handlers are taken from there, so pages and the API share one set of modules.
import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import { createRequire } from "node:module";
import next from "next";
import { routeSegments } from "../lib/api/route-match";
import { apiRequestListener, type NodeMiddleware, type ServedRoute } from "../lib/server/api-server";
import { assertContractRoute, userlandOf } from "../lib/server/next-route-entries";

// tsx (which runs this file) turns on source maps; with them Node keeps the map of every chunk Next
// loads (tens of MB of heap, longer GC pauses). Production stack traces name the compiled chunks.
process.setSourceMapsEnabled(false);

const require = createRequire(import.meta.url);
const dir = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST || undefined;
const serverDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next", "server");
const apiServer = process.env.API_SERVER || "node";
if (apiServer !== "node" && apiServer !== "next")
  throw new Error(`API_SERVER is "${apiServer}": use node (the default) or next`);

/** Every app route file of the build: `/api/campaigns/[id]/route` -> its compiled entry. */
function builtRoutes(): (ServedRoute & { key: string })[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, "app-paths-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  return Object.entries(manifest)
    .filter(([key]) => key.endsWith("/route"))
    .map(([key, file]) => ({
      key,
      segments: routeSegments(key.slice(0, -"/route".length)),
      load: () => userlandOf(require(path.join(serverDir, file)), file),
    }));
}

const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const nextHandler = app.getRequestHandler();
const routes = builtRoutes();
if (apiServer === "node") {
  // Fail at start, not on the first request, when Next's build output no longer fits.
  const health = routes.find((r) => r.key === "/api/health/route");
  if (!health) throw new Error(`No /api/health route in ${serverDir}: run npm run build`);
  assertContractRoute(await health.load(), "/api/health");
}

const serveApi = apiRequestListener({
  routes,
  via: apiServer,
  fallback: (req, res) => nextHandler(req, res),
  onError: (err) => console.error("Unhandled error serving an API route", err),
  // The gzip Next applies to its own responses (next.config `compress`, on by default).
  middleware: (require("next/dist/compiled/compression") as () => NodeMiddleware)(),
});

const server = http.createServer((req, res) => void serveApi(req, res));
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? "localhost"}:${port}`));

async function shutdown() {
  server.close();
  server.closeIdleConnections();
  await app.close();
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown());
