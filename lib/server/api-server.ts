import type { IncomingMessage, ServerResponse } from "node:http";
import { routeMatcher, type RouteParams, type RoutePattern } from "@/lib/api/route-match";
import { requestIdOf } from "@/lib/api/request-id";
import { remembered } from "@/lib/cache/remembered";
import { unknownApiPath } from "@/lib/api/unknown-path";
import type { RouteHandler } from "@/lib/api/handle";
import { nodeIncoming, sendWebResponse, toWebRequest, writeAnswer } from "./node-bridge";

/**
 * The production server's front for /api (scripts/serve.ts). It serves the app's own route files
 * (those built with handle() and otherMethods(), and the unknown-path catch-all) straight from
 * Node's HTTP server, and everything else (pages, assets, next-auth, Inngest) through Next.
 *
 * Why: Next's request pipeline costs more CPU than a whole API request (auth, two queries,
 * validation) and halves API throughput (see the campaigns-list bench). The handlers are the
 * same functions Next would call, with the same Request and `params`; only the router differs.
 *
 * With `via: "next"` (API_SERVER=next) every route goes through Next instead. In both modes, a
 * request whose path starts with /api but that no route can serve (malformed percent-encoding, dot
 * segments leading out of /api) answers 404 JSON here: Next would answer those with an HTML page.
 */
export interface ServedRoute extends RoutePattern {
  /** The route file's exports (GET, POST, ...), loaded on first use. */
  load(): Promise<Record<string, unknown>>;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;
/** Connect-style middleware, such as the `compression` Next uses for its own responses. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type RouteFunction = (req: Request, ctx: { params: Promise<RouteParams> }) => Response | Promise<Response>;
/** A handler that can also answer on Node's objects (the public link-in-bio routes); false leaves the request to the handler. */
export type NodeRoute = (req: IncomingMessage, res: ServerResponse, params: RouteParams) => boolean | Promise<boolean>;
const nodeRouteOf = (handler: RouteFunction): NodeRoute | undefined =>
  (handler as RouteFunction & { node?: NodeRoute }).node;

const METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

/** handle()'s answer for a request it reads itself (no Fetch Request, no Response for its JSON). */
const answerOf = (handler: RouteFunction): RouteHandler["answer"] | undefined =>
  (handler as RouteFunction & { answer?: RouteHandler["answer"] }).answer;

/** A handler that needs only the Fetch Request (no NextRequest): handle()'s, or one marked so. */
const takesPlainRequest = (value: unknown) =>
  typeof value === "function" && ("contract" in value || "plainRequest" in value);

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
/** Public link-in-bio pages and click redirects: route files outside /api, hot enough to skip Next too. */
const isPublicRoutePath = (pathname: string) => pathname.startsWith("/l/");
/** /l/ and segments of unreserved characters, none of them "." or "..": the path a URL parser would make of it, unchanged. */
const PLAIN_PUBLIC_PATH = /^\/l(?:\/[\w~-][\w.~-]*)+$/;
/** Repeated slashes, backslashes and a trailing slash: Next redirects (308) to the normalized path. */
const needsNormalizing = (rawPath: string, pathname: string) => /\\|\/\//.test(rawPath) || pathname.endsWith("/");

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function requestUrl(req: IncomingMessage): URL | null {
  const proto = String(req.headers["x-forwarded-proto"] ?? "http")
    .split(",")[0]
    .trim();
  try {
    return new URL(req.url ?? "/", `${proto === "https" ? "https" : "http"}://${req.headers.host ?? "localhost"}`);
  } catch {
    return null;
  }
}

/** The request's X-Request-Id alone: all that the answers made here (not by a route) read from it. */
function idOnly(req: IncomingMessage): Request {
  const id = req.headers["x-request-id"];
  return new Request("http://localhost/api", { headers: typeof id === "string" ? { "x-request-id": id } : {} });
}

/** Compression can apply only when the client names an encoding it takes; its wrapper around every write costs even when it does not compress. */
const acceptsCompression = (req: IncomingMessage) =>
  /\b(gzip|deflate|br)\b/i.test(req.headers["accept-encoding"] ?? "");

/** 501 for a method no route can serve: a Fetch Request cannot even carry some (TRACE), so Next answers 500 in text. */
function unsupportedMethod(req: IncomingMessage, method: string): Response {
  return Response.json(
    { error: `Method ${method} is not supported` },
    { status: 501, headers: { "X-Request-Id": requestIdOf(idOnly(req)) } },
  );
}

/** The optional catch-all right under /api: by construction, the route of every path no other route serves. */
const catchesUnknownPaths = (route: RoutePattern) =>
  route.segments.length === 2 && route.segments[1].startsWith("[[...");

export function apiRequestListener(opts: {
  routes: ServedRoute[];
  fallback: NodeHandler;
  onError(err: unknown): void;
  /** Runs before an API route answers (not before the fallback, which has its own). */
  middleware?: NodeMiddleware;
  /** "node" (default): route files with plain-Request handlers answer from here; "next": every route through Next. */
  via?: "node" | "next";
}): NodeHandler {
  const match = routeMatcher(opts.routes);
  // A /l/ path is matched against the few public routes only, not tried against every /api route first.
  const matchPublic = routeMatcher(opts.routes.filter((route) => isPublicRoutePath(`/${route.segments.join("/")}`)));
  // A plain /l/ path is routed once: a link's click path comes back with every click. Its params are shared, so frozen.
  const matchPlainPublic = remembered((rawPath: string) => {
    const found = PLAIN_PUBLIC_PATH.test(rawPath) ? matchPublic(rawPath) : null;
    return found && { route: found.route, params: Object.freeze(found.params) };
  }, 10_000);
  const modules = new Map<ServedRoute, Promise<Record<string, unknown> | null>>();
  /** Exports once loaded, so a request after the first needs no promise to find its handler. */
  const loaded = new Map<ServedRoute, Record<string, unknown> | null>();
  /** A route file's exports when its handlers take a plain Request; null leaves it to Next. */
  const plainExports = (route: ServedRoute) => {
    let mod = modules.get(route);
    if (!mod) {
      mod = route.load().then((exports) => {
        const plain = Object.values(exports).some(takesPlainRequest) ? exports : null;
        loaded.set(route, plain);
        return plain;
      });
      modules.set(route, mod);
    }
    return mod;
  };

  return async (req, res) => {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    const rawPath = target.includes("?") ? target.split("?", 1)[0] : target;
    // A plain /l/ path (one a URL parser leaves as it is) is routed as it comes: no URL object per click.
    if (opts.via !== "next" && rawPath.startsWith("/l/") && METHODS.has(method)) {
      const found = matchPlainPublic(rawPath);
      if (found) return serve(req, res, () => requestUrl(req), method, found);
    }
    const url = requestUrl(req);
    // A /l/ path no decoder can read (`/l/%E0%A4%A`) names no page: Next would answer it 500 in text.
    if (url && isPublicRoutePath(url.pathname) && !decodable(url.pathname))
      return sendWebResponse(res, unknownApiPath(idOnly(req)), method);
    if (!url || !(isApiPath(url.pathname) || isApiPath(rawPath))) {
      // A /l/ path a route file serves answers from here too; anything else there (no route, odd path) is Next's.
      const found =
        url &&
        opts.via !== "next" &&
        isPublicRoutePath(url.pathname) &&
        !needsNormalizing(rawPath, url.pathname) &&
        METHODS.has(method)
          ? matchPublic(url.pathname)
          : null;
      return url && found ? serve(req, res, () => url, method, found) : opts.fallback(req, res);
    }
    const notFound = () => sendWebResponse(res, unknownApiPath(idOnly(req)), method);
    // `/api/%2e%2e/x` is `/x` to Next (as to any URL parser): a page, so an HTML 404 there.
    if (!isApiPath(url.pathname)) return notFound();
    if (needsNormalizing(rawPath, url.pathname)) return opts.fallback(req, res);
    const found = match(url.pathname);
    // No route at all (with the catch-all, only malformed percent-encoding): Next answers 500 in text.
    if (!found) return notFound();
    if (!METHODS.has(method))
      return catchesUnknownPaths(found.route)
        ? notFound()
        : sendWebResponse(res, unsupportedMethod(req, method), method);
    if (opts.via === "next") return opts.fallback(req, res);
    return serve(req, res, () => url, method, found);
  };

  /** `urlOf` is asked only when the handler needs a Fetch Request (null: a Host header no URL can carry, left to Next). */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    urlOf: () => URL | null,
    method: string,
    found: { route: ServedRoute; params: RouteParams },
  ) {
    const exports = loaded.has(found.route) ? loaded.get(found.route) : await plainExports(found.route);
    const handler = (exports?.[method] ?? (method === "HEAD" ? exports?.GET : undefined)) as RouteFunction | undefined;
    if (!handler) return opts.fallback(req, res);
    const direct = nodeRouteOf(handler);
    if (direct) {
      try {
        const handled = direct(req, res, found.params);
        if (handled === true || (handled !== false && (await handled))) return;
      } catch (err) {
        return failed(res, err);
      }
    }

    const url = urlOf();
    if (!url) return opts.fallback(req, res);
    const { middleware } = opts;
    if (middleware && acceptsCompression(req)) await new Promise<void>((resolve) => middleware(req, res, resolve));
    const answer = answerOf(handler);
    if (answer) {
      try {
        await writeAnswer(res, await answer(nodeIncoming(req, res, url), found.params), method);
      } catch (err) {
        failed(res, err);
      }
      return;
    }
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      const response = await handler(toWebRequest(req, url, aborted.signal), { params: Promise.resolve(found.params) });
      await sendWebResponse(res, response, method);
    } catch (err) {
      failed(res, err);
    }
  }

  function failed(res: ServerResponse, err: unknown) {
    opts.onError(err);
    if (res.headersSent) res.destroy();
    else
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "Internal server error" }));
  }
}
