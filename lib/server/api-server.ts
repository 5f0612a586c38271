import type { IncomingMessage, ServerResponse } from "node:http";
import { routeMatcher, type RouteParams, type RoutePattern } from "@/lib/api/route-match";
import { sendWebResponse, toWebRequest } from "./node-bridge";

/**
 * Serves the app's contract route files (those built with handle() and otherMethods()) straight
 * from Node's HTTP server, and everything else (pages, assets, next-auth, Inngest) through Next.
 *
 * Why: Next's request pipeline costs more CPU than a whole API request (auth, two queries,
 * validation) and halves API throughput (see the campaigns-list bench). The handlers are the
 * same functions Next would call, with the same Request and `params`; only the router differs.
 */
export interface ServedRoute extends RoutePattern {
  /** The route file's exports (GET, POST, ...), loaded on first use. */
  load(): Promise<Record<string, unknown>>;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;
/** Connect-style middleware, such as the `compression` Next uses for its own responses. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type RouteFunction = (req: Request, ctx: { params: Promise<RouteParams> }) => Response | Promise<Response>;

const METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

const isContractHandler = (value: unknown) => typeof value === "function" && "contract" in value;

function requestUrl(req: IncomingMessage): URL | null {
  const proto = String(req.headers["x-forwarded-proto"] ?? "http").split(",")[0].trim();
  try {
    return new URL(req.url ?? "/", `${proto === "https" ? "https" : "http"}://${req.headers.host ?? "localhost"}`);
  } catch {
    return null;
  }
}

export function apiRequestListener(opts: {
  routes: ServedRoute[];
  fallback: NodeHandler;
  onError(err: unknown): void;
  /** Runs before an API route answers (not before the fallback, which has its own). */
  middleware?: NodeMiddleware;
}): NodeHandler {
  const match = routeMatcher(opts.routes);
  const modules = new Map<ServedRoute, Promise<Record<string, unknown> | null>>();
  /** A route file's exports when it is a contract route file; null leaves it to Next. */
  const contractExports = (route: ServedRoute) => {
    let mod = modules.get(route);
    if (!mod) {
      mod = route.load().then((exports) => (Object.values(exports).some(isContractHandler) ? exports : null));
      modules.set(route, mod);
    }
    return mod;
  };

  return async (req, res) => {
    const method = req.method ?? "GET";
    const url = requestUrl(req);
    // A trailing slash is Next's to redirect; unknown paths get Next's 404.
    const found = url && METHODS.has(method) && !url.pathname.endsWith("/") ? match(url.pathname) : null;
    const exports = found ? await contractExports(found.route) : null;
    const handler = (exports?.[method] ?? (method === "HEAD" ? exports?.GET : undefined)) as RouteFunction | undefined;
    if (!found || !url || !handler) return opts.fallback(req, res);

    const { middleware } = opts;
    if (middleware) await new Promise<void>((resolve) => middleware(req, res, resolve));
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      const response = await handler(toWebRequest(req, url, aborted.signal), { params: Promise.resolve(found.params) });
      await sendWebResponse(res, response, method);
    } catch (err) {
      opts.onError(err);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Internal server error" }));
    }
  };
}
