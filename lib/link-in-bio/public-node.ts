import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp } from "@/lib/api/client-ip";
import type { Contract } from "@/lib/api/contract";
import type { RouteHandler } from "@/lib/api/handle";
import { isStorableText } from "@/lib/api/storable";
import { hitRateLimit, pushRateLimitHeaders, type RateResult } from "@/lib/api/rate-limit";
import { requestIdOf } from "@/lib/api/request-id";
import type { RouteParams } from "@/lib/api/route-match";
import type { NodeRoute } from "@/lib/server/api-server";
import { remembered } from "@/lib/cache/remembered";
import { logger } from "@/lib/logger";
import { publicClickAnswer, publicPageAnswer, type PublicAnswer, type PublicRequest } from "./public-page";

/**
 * The public link-in-bio routes (page, clicks) answered straight on Node's request and response by
 * the production server (lib/server/api-server.ts), for the common case: well-formed params and a
 * caller under its rate limit. Same service, same answer and headers as through handle() (request
 * id, the per-IP rate limit, the request log line), without building a Fetch Request and Response
 * per click. Anything else (a malformed id, a caller over its limit) returns false and goes the
 * route file's handle() way, which answers those.
 */

interface PublicParams {
  slug: string;
  linkId?: string;
}

/**
 * The route contract's own params parser, remembered per raw value so a click pays a map lookup,
 * not a schema parse. Null (malformed, or a slug PostgreSQL cannot look up: NUL, a lone surrogate)
 * leaves the request to handle(), which answers it.
 */
function contractParams(contract: Contract): (raw: RouteParams) => PublicParams | null {
  let current: RouteParams = {};
  const parse = remembered((_key: string): PublicParams | null => {
    const parsed = contract.params?.safeParse(current);
    const params = parsed?.success ? (parsed.data as PublicParams) : null;
    return params && isStorableText(params.slug) ? params : null;
  });
  return (raw) => {
    current = raw;
    // Length-prefixed, so no slug and link id pair can stand for another.
    return parse(
      `${String(raw.slug).length}:${String(raw.slug)}${raw.linkId === undefined ? "" : `/${String(raw.linkId)}`}`,
    );
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

/** An answer's own headers as a flat list, made once per answer (they are made once per page render or link URL) rather than per request. */
const headerLists = new WeakMap<PublicAnswer, string[]>();
function headerListOf(answer: PublicAnswer): string[] {
  let list = headerLists.get(answer);
  if (!list) {
    list = Object.entries(answer.headers).flat();
    headerLists.set(answer, list);
  }
  return list;
}

/** Written with a flat header list: an object spread per response made V8 build a new hidden class each time. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: PublicAnswer,
  requestId: string,
  rate: RateResult,
): void {
  const gzip = answer.gzipped && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? answer.gzipped! : (answer.bytes ?? answer.body);
  // Copied and pushed to: Array.prototype.concat runs in V8's C++ runtime, a cost seen per click.
  const headers: (string | number)[] = headerListOf(answer).slice();
  headers.push("X-Request-Id", requestId);
  pushRateLimitHeaders(headers, rate);
  if (gzip) headers.push("content-encoding", "gzip");
  headers.push("content-length", body === null ? 0 : Buffer.byteLength(body));
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
}

type Answer = (req: PublicRequest, params: PublicParams) => Promise<PublicAnswer>;

/**
 * A public route's handle() handler, also served on Node's objects by `answer`. Written with
 * `then` rather than as async functions: a click then costs one promise of its own, not three.
 */
function servedFromNode(handler: RouteHandler, answer: Answer): RouteHandler & { node: NodeRoute } {
  const bucket = handler.contract.rateLimit ?? "default";
  const publicParams = contractParams(handler.contract);
  const node: NodeRoute = (req, res, rawParams) => {
    const params = publicParams(rawParams);
    if (!params) return false;
    const request: PublicRequest = { method: req.method ?? "GET", header: (name) => header(req, name) };
    const hit = hitRateLimit(bucket, clientIp(request.header));
    const served = (rate: RateResult) =>
      rate.allowed ? serve(handler, answer, req, res, request, params, rate) : false;
    return hit instanceof Promise ? hit.then(served) : served(hit);
  };
  return Object.assign(handler, { node });
}

function serve(
  handler: RouteHandler,
  answer: Answer,
  req: IncomingMessage,
  res: ServerResponse,
  request: PublicRequest,
  params: PublicParams,
  rate: RateResult,
): Promise<true> {
  const logged = logger.isLevelEnabled("info");
  const started = logged ? Date.now() : 0;
  const requestId = requestIdOf({ headers: { get: request.header } });
  return answer(request, params).then((result) => {
    send(req, res, result, requestId, rate);
    if (logged)
      logger.info(
        {
          requestId,
          method: handler.contract.method,
          route: handler.contract.path,
          status: result.status,
          ms: Date.now() - started,
        },
        "request",
      );
    return true;
  });
}

/** GET /l/:slug or /api/public/link-in-bio/:slug, also served on Node's objects. */
export const pageServedFromNode = (handler: RouteHandler, as: "negotiate" | "json") =>
  servedFromNode(handler, (req, params) => publicPageAnswer(req, params.slug, as));

/** A click route, also served on Node's objects. */
export const clickServedFromNode = (handler: RouteHandler) =>
  servedFromNode(handler, (req, params) =>
    params.linkId
      ? publicClickAnswer(req, params.slug, params.linkId)
      : Promise.reject(new Error("a click route without :linkId")),
  );
