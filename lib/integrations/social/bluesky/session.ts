import { classifyFailure, ProviderError, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { joinUrl } from "../config";
import { RateBudget } from "../rate-budget";
import type { TokenSet } from "../types";

/** createSession is limited to 30 per 5 minutes per account; we stop well before the lockout. */
const logins = new RateBudget(25, 300);

export interface BlueskySession {
  accessJwt: string;
  refreshJwt: string;
  handle: string;
  did: string;
}

/** XRPC errors are `{error, message}`; an expired or unknown token is worth one refresh. */
export function blueskyFailure(res: HttpResponse) {
  const body = res.json<{ error?: string; message?: string }>() ?? {};
  const message = body.message ?? body.error ?? `Bluesky answered ${res.status}`;
  const tokenProblem = body.error === "ExpiredToken" || body.error === "InvalidToken" || res.status === 401;
  return classifyFailure(res, "bluesky", {
    message,
    code: body.error,
    kind: tokenProblem ? "needs_reconnect" : undefined,
    tokenExpired: tokenProblem,
  });
}

export function sessionTokens(session: BlueskySession): TokenSet {
  return {
    accessToken: session.accessJwt,
    refreshToken: session.refreshJwt,
    expiresAt: jwtExpiry(session.accessJwt),
    scopes: [],
  };
}

/** The access JWT's `exp`, so we refresh ahead of it; null when it is not a readable JWT. */
function jwtExpiry(jwt: string): Date | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")) as { exp?: number };
    return typeof payload.exp === "number" ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Logs in with an app password, within the login budget. Refused credentials are bad_request (for the connect form). */
export async function createSession(
  http: HttpClient,
  apiUrl: string,
  identifier: string,
  password: string,
): Promise<BlueskySession> {
  const wait = logins.trySpend(identifier.toLowerCase());
  if (wait !== null) {
    throw new ProviderError(
      "rate_limited",
      "Too many Bluesky logins for this account; waiting protects it from a day-long lockout.",
      { network: "bluesky", retryAfterSeconds: wait },
    );
  }
  // A login repeated after a lost answer only creates another session: safe to retry.
  const res = await http.request({
    op: "create-session",
    method: "POST",
    url: joinUrl(apiUrl, "/xrpc/com.atproto.server.createSession"),
    json: { identifier, password },
    idempotent: true,
  });
  if (res.ok) return res.json<BlueskySession>()!;
  const body = res.json<{ error?: string; message?: string }>() ?? {};
  if (body.error === "AuthFactorTokenRequired") {
    throw new ProviderError(
      "bad_request",
      "Bluesky asks for a sign-in code: use an app password (Settings → Privacy and security → App passwords).",
      { network: "bluesky", status: res.status, code: body.error },
    );
  }
  if (res.status === 401 || body.error === "AuthenticationRequired" || body.error === "AccountTakedown") {
    throw new ProviderError("bad_request", body.message ?? "Invalid identifier or password", {
      network: "bluesky",
      status: res.status,
      code: body.error,
    });
  }
  throw blueskyFailure(res);
}

/**
 * A new token pair from the refresh JWT; when that is dead too, one login with the stored app
 * password. Only refused credentials end in needs_reconnect.
 */
export async function refreshSession(
  http: HttpClient,
  apiUrl: string,
  refreshJwt: string | null,
  credentials?: Record<string, string>,
): Promise<BlueskySession> {
  if (refreshJwt) {
    const res = await http.request({
      op: "refresh-session",
      method: "POST",
      url: joinUrl(apiUrl, "/xrpc/com.atproto.server.refreshSession"),
      headers: { authorization: `Bearer ${refreshJwt}` },
      idempotent: true,
    });
    if (res.ok) return res.json<BlueskySession>()!;
    const err = blueskyFailure(res);
    if (err.kind !== "needs_reconnect") throw err;
  }
  if (!credentials?.identifier || !credentials.appPassword) {
    throw new ProviderError("needs_reconnect", "The Bluesky session ended; connect the account again.", {
      network: "bluesky",
    });
  }
  try {
    return await createSession(http, apiUrl, credentials.identifier, credentials.appPassword);
  } catch (err) {
    if (err instanceof ProviderError && err.kind === "bad_request") {
      throw new ProviderError(
        "needs_reconnect",
        `Bluesky refused the stored app password (${err.message}); connect the account again.`,
        { network: "bluesky", status: err.status, code: err.code },
      );
    }
    throw err;
  }
}
