import { requestIdOf } from "./request-id";

/**
 * What any path under /api that no route file serves answers, for every method (decisions.md "API
 * surface"): 404 JSON, never Next's HTML page or a Server Action error. Served by
 * app/api/[[...path]]/route.ts in Next, and by the production server for paths Next cannot route.
 * `plainRequest`: it needs only the Fetch Request, so the production server may call it directly.
 */
export const unknownApiPath = Object.assign(
  (req: Request): Response =>
    Response.json({ error: "Not found" }, { status: 404, headers: { "X-Request-Id": requestIdOf(req) } }),
  { plainRequest: true as const },
);

/** The catch-all route file's exports: the same 404 for every method. */
export const unknownPathHandlers = {
  GET: unknownApiPath,
  OPTIONS: unknownApiPath,
  POST: unknownApiPath,
  PUT: unknownApiPath,
  PATCH: unknownApiPath,
  DELETE: unknownApiPath,
};
