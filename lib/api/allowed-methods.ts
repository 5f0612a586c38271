import type { Contract } from "./contract";
import { errorBody, methodNotAllowed } from "./errors";
import { requestIdOf } from "./request-id";

/** The methods a route file can serve, in the order route files list them. */
export const ROUTE_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
type ServedMethod = Exclude<RouteMethod, "HEAD" | "OPTIONS">;

/** What Next answers OPTIONS with for a route file: its methods, HEAD when it has GET, and OPTIONS. */
export function allowHeader(methods: Iterable<string>): string {
  const allow = new Set(methods);
  if (allow.has("GET")) allow.add("HEAD");
  allow.add("OPTIONS");
  return [...allow].sort().join(", ");
}

type PlainHandler = (req: Request) => Response;
/** handle()'s handlers, or another library's (next-auth, Inngest), which answer with the default error style. */
type ServedHandler = ((req: never, ctx: never) => unknown) & { contract?: Contract };

/**
 * The rest of a route file's methods: `export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });`
 *
 * Next answers a method a route file does not export with a bare 405 and no `Allow` header, and
 * OPTIONS with every exported method. decisions.md wants 405 with `Allow` and a JSON error, so each
 * method the file does not serve answers that, and OPTIONS lists only the served ones. HEAD of a
 * GET route stays undefined: Next answers it with the GET handler.
 */
export function otherMethods(
  served: Partial<Record<ServedMethod, ServedHandler>>,
): Record<RouteMethod, PlainHandler | undefined> {
  const allow = allowHeader(Object.keys(served));
  const style = Object.values(served)[0]?.contract?.errorStyle ?? "default";
  const refuse =
    (method: string): PlainHandler =>
    (req) =>
      Response.json(errorBody(methodNotAllowed(method, allow), style), {
        status: 405,
        headers: { Allow: allow, "X-Request-Id": requestIdOf(req) },
      });
  const unlessServed = (method: ServedMethod) => (served[method] ? undefined : refuse(method));
  return {
    GET: unlessServed("GET"),
    HEAD: served.GET ? undefined : refuse("HEAD"),
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }),
    POST: unlessServed("POST"),
    PUT: unlessServed("PUT"),
    PATCH: unlessServed("PATCH"),
    DELETE: unlessServed("DELETE"),
  };
}
