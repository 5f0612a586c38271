import type { Contract } from "./contract";
import type { ErrorStyle } from "./errors";
import { RATE_LIMITS } from "./rate-limit";

/** The parts of the OpenAPI document every operation shares: error bodies, headers, security. */

type Json = Record<string, unknown>;
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

export const SESSION_COOKIE = "next-auth.session-token";

export const securitySchemes: Json = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: [
      "`Authorization: Bearer <token>`. A token is an HS256 JWT. Ways to get one:",
      "- `POST /api/auth/dev-login {email}` (development sign-in, only while AUTH_DEV_LOGIN is on) answers `{token}`;",
      "- `POST /api/auth/onboarding` answers a fresh token carrying the new user and company;",
      "- `POST /api/auth/tokens {name, expiresAt?}` creates a personal access token for third-party clients (shown once; `DELETE /api/auth/tokens/{id}` revokes it at once).",
      'A missing, expired, revoked or malformed token answers 401 `{error: "Unauthorized"}`, even when a session cookie is also sent.',
    ].join("\n"),
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      "The browser session set by signing in on the web app (`__Secure-next-auth.session-token` over HTTPS). Used only when no Authorization header is sent.",
  },
};

export const signedIn = [{ bearerAuth: [] }, { sessionCookie: [] }];

const integer = { type: "integer" };
const str = { type: "string" };

export const headers: Json = {
  "X-Request-Id": {
    description:
      "Identifies this request in the server logs; echoes the request's X-Request-Id when it sent one (8-128 of A-Z a-z 0-9 _ . -).",
    schema: str,
  },
  "X-RateLimit-Limit": {
    description: "Requests allowed per minute in this route's rate-limit bucket.",
    schema: integer,
  },
  "X-RateLimit-Remaining": { description: "Requests left in the current one-minute window.", schema: integer },
  "X-RateLimit-Reset": {
    description: "When the current window ends, in seconds since the Unix epoch.",
    schema: integer,
  },
  "Retry-After": { description: "Seconds to wait before trying again.", schema: integer },
};

const rateHeaders = {
  "X-RateLimit-Limit": ref("headers", "X-RateLimit-Limit"),
  "X-RateLimit-Remaining": ref("headers", "X-RateLimit-Remaining"),
  "X-RateLimit-Reset": ref("headers", "X-RateLimit-Reset"),
};
const requestIdHeader = { "X-Request-Id": ref("headers", "X-Request-Id") };
export const successHeaders = { ...requestIdHeader, ...rateHeaders };

export const parameters: Json = {
  RequestId: {
    name: "X-Request-Id",
    in: "header",
    required: false,
    description: "Your own id for this request; the answer echoes it and the server logs carry it.",
    schema: str,
  },
};

const object = (properties: Json, required: string[]) => ({ type: "object", properties, required });

export const errorSchemas: Json = {
  ValidationError: object(
    {
      error: { type: "string", const: "Validation failed" },
      details: {
        type: "object",
        additionalProperties: str,
        description:
          "Field path → message. Malformed JSON is reported under `body`, bad query values under their name.",
      },
    },
    ["error", "details"],
  ),
  Error: object({ error: str }, ["error"]),
  ErrorWithMessage: object({ error: str, message: str }, ["error", "message"]),
  CampaignNotFound: object({ message: str }, ["message"]),
  RateLimited: object({ error: str, retryAfter: { type: "integer", description: "Seconds to wait." } }, [
    "error",
    "retryAfter",
  ]),
  UploadError: object(
    { error: str, message: str, statusCode: integer, details: { type: "object", additionalProperties: str } },
    ["error", "message", "statusCode"],
  ),
};

const json = (schemaName: string) => ({ "application/json": { schema: ref("schemas", schemaName) } });

export const errorResponses: Json = {
  ValidationFailed: {
    description: "Validation failed: a bad or missing field, an unknown enum value or malformed JSON.",
    headers: successHeaders,
    content: json("ValidationError"),
  },
  Unauthorized: {
    description: "No valid bearer token or session.",
    headers: requestIdHeader,
    content: json("Error"),
  },
  Forbidden: {
    description:
      "Signed in, but not allowed: the role lacks the permission, the route is for Super Admins (the text says Super Admin access is required), or onboarding is not finished.",
    headers: requestIdHeader,
    content: json("Error"),
  },
  NotFound: {
    description: "Not found, or it belongs to another company.",
    headers: successHeaders,
    content: json("Error"),
  },
  CampaignNotFound: {
    description: "Campaign not found, or it belongs to another company.",
    headers: successHeaders,
    content: json("CampaignNotFound"),
  },
  Conflict: {
    description: "The request conflicts with the current state (`error` is a code such as INVALID_STATUS_TRANSITION).",
    headers: successHeaders,
    content: json("ErrorWithMessage"),
  },
  PayloadTooLarge: {
    description:
      "The body is larger than the route's limit (1 MB unless stated), whether or not Content-Length was sent.",
    headers: successHeaders,
    content: json("ErrorWithMessage"),
  },
  TooManyRequests: {
    description: "Rate limit exceeded.",
    headers: { ...successHeaders, "Retry-After": ref("headers", "Retry-After") },
    content: json("RateLimited"),
  },
  InternalError: {
    description:
      "Something failed on the server. The body never carries stack traces or SQL; quote X-Request-Id when reporting it.",
    headers: requestIdHeader,
    content: json("ErrorWithMessage"),
  },
};

const DEFAULT_RESPONSE_BY_STATUS: Record<number, string> = {
  400: "ValidationFailed",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  429: "TooManyRequests",
  500: "InternalError",
};

/** The error statuses a route can answer: from what handle() does for its contract, plus `errors`. */
export function errorStatuses(c: Contract): number[] {
  const access = c.access ?? "user";
  const statuses = new Set<number>([429, 500, ...(c.errors ?? [])]);
  if (c.params || c.query || c.body) statuses.add(400);
  if (access !== "public") statuses.add(401);
  if (access === "user" || access === "superAdmin") statuses.add(403);
  if (c.params) statuses.add(404);
  if (c.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

export function errorResponse(status: number, style: ErrorStyle): Json {
  if (style === "upload") {
    return {
      description: `Error (${status}); upload routes use one body for every error.`,
      headers: requestIdHeader,
      content: json("UploadError"),
    };
  }
  if (style === "campaign" && status === 404) return ref("responses", "CampaignNotFound");
  const name = DEFAULT_RESPONSE_BY_STATUS[status];
  if (name) return ref("responses", name);
  return { description: `Error (${status}).`, headers: successHeaders, content: json("ErrorWithMessage") };
}

export function rateLimitNote(c: Contract): string {
  const bucket = c.rateLimit ?? "default";
  const { limit, per } = RATE_LIMITS[bucket];
  const subject = per === "ip" ? "client IP" : per === "company" ? "company" : "caller (user, or IP when signed out)";
  return `Rate limit: ${limit} requests per minute per ${subject} (bucket \`${bucket}\`).`;
}
