/**
 * One error type for the whole API. Services throw it; `handle()` turns it into the bodies
 * decisions.md prescribes (see `errorBody`). Anything else thrown becomes a 500 with no internals.
 */
export type ErrorStyle = "default" | "campaign" | "upload";

/** Marks an ApiError whichever copy of this module made it. */
const API_ERROR = Symbol.for("reach.api.ApiError");

export class ApiError extends Error {
  // The production server reads bodies with its own copy of this module (lib/server/node-bridge.ts,
  // outside Next's bundle): its 413 must be an ApiError to handle() too, so instanceof checks the mark.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && API_ERROR in value;
  }

  readonly [API_ERROR] = true;

  constructor(
    readonly status: number,
    readonly error: string,
    readonly extra: {
      message?: string;
      details?: Record<string, string>;
      fields?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(extra.message ?? error);
  }
}

export const badRequest = (details: Record<string, string>) => new ApiError(400, "Validation failed", { details });
export const unauthorized = () => new ApiError(401, "Unauthorized");
export const forbidden = (error = "You do not have permission to do this") => new ApiError(403, error);
export const superAdminRequired = () => new ApiError(403, "Super Admin access is required");
export const notFound = (what = "Resource") => new ApiError(404, `${what} not found`);
export const conflict = (error: string, message: string, fields?: Record<string, unknown>) =>
  new ApiError(409, error, { message, fields });
export const methodNotAllowed = (method: string, allow: string) =>
  new ApiError(405, `Method ${method} is not allowed here; allowed: ${allow}`, { headers: { Allow: allow } });
export const payloadTooLarge = (limit: number) =>
  new ApiError(413, "Payload too large", { message: `Request bodies are limited to ${limit} bytes` });
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, "Too many requests", { fields: { retryAfter }, headers: { "Retry-After": String(retryAfter) } });
export const internalError = () =>
  new ApiError(500, "Internal server error", {
    message: "Something went wrong on our side. The request id identifies it in our logs.",
  });

export function errorBody(err: ApiError, style: ErrorStyle): Record<string, unknown> {
  const message = err.extra.message ?? err.error;
  if (style === "upload") {
    // A validation failure's message names the fields, so a client showing only the message says what is wrong.
    const details = err.extra.details;
    const text =
      err.extra.message ??
      (details
        ? Object.entries(details)
            .map(([field, problem]) => `${field} ${problem}`)
            .join("; ")
        : err.error);
    return {
      error: err.error,
      message: text,
      statusCode: err.status,
      ...err.extra.fields,
      ...(details ? { details } : {}),
    };
  }
  if (style === "campaign" && err.status === 404) return { message };
  switch (err.status) {
    case 400:
      // A refusal that is about no one field (a network refusing credentials, a blocked address) says why in `message`.
      return {
        error: err.error,
        details: err.extra.details ?? {},
        ...(err.extra.message ? { message: err.extra.message } : {}),
      };
    case 403:
      // A refusal with particulars (AI's LIMIT_REACHED: message, action, limit, used) carries them.
      return { error: err.error, ...(err.extra.message ? { message: err.extra.message } : {}), ...err.extra.fields };
    case 401:
    case 404:
    case 405:
      return { error: err.error };
    case 429:
      return { error: err.error, ...err.extra.fields };
    default:
      return { error: err.error, message, ...err.extra.fields };
  }
}
