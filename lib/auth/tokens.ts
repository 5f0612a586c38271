import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

const ISSUER = "reach";
const AUDIENCE = "reach-api";
export const SESSION_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface TokenClaims {
  /** Identity id: the e-mail for the development sign-in, the Identity row id for OAuth. */
  sub: string;
  email: string;
  userId?: string;
  companyId?: string;
  /** Present on personal access tokens: the ApiToken row that can revoke it. */
  jti?: string;
  exp: number;
}

// Our tokens are compact HS256 JWTs. They are checked on every API request, so this is node:crypto's
// synchronous HMAC rather than a WebCrypto round trip through the thread pool (a tenth of the cost).
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const signature = (signingInput: string) => createHmac("sha256", authSecret()).update(signingInput).digest();

export async function signToken(
  claims: Omit<TokenClaims, "exp" | "jti">,
  opts: { expiresAt?: Date; tokenId?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const exp = Math.floor((opts.expiresAt?.getTime() ?? Date.now() + SESSION_TOKEN_TTL_SECONDS * 1000) / 1000);
  const payload = {
    email: claims.email,
    userId: claims.userId,
    companyId: claims.companyId,
    sub: claims.sub,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp,
    ...(opts.tokenId ? { jti: opts.tokenId } : {}),
  };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signingInput}.${signature(signingInput).toString("base64url")}`;
}

function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const optionalString = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Clocks differ: a token issued up to a minute "in the future" by another server's clock is fine. */
const CLOCK_SKEW_MS = 60_000;

/** An `iat` or `nbf` claim that is absent or no later than now (with the skew allowed). */
const issuedBy = (claim: unknown, now: number) =>
  claim === undefined || (typeof claim === "number" && claim * 1000 <= now + CLOCK_SKEW_MS);

/**
 * Tokens whose signature and claims were found valid, with the secret that checked them: a client
 * sends the same token with every request, and checking it again (an HMAC, two base64 and JSON
 * decodes) cost a tenth of a cached API answer. Only the expiry can change a valid token's
 * verdict, so a remembered token is checked against the clock on every use; the whole token is
 * the key, so a token differing in any byte (its signature) is checked in full.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
const MAX_VERIFIED = 10_000;

/** Returns the claims of a valid token, or null for anything else (bad signature, expired, not yet valid, wrong alg, issuer or audience). */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const secret = authSecret();
  const known = verified.get(token);
  if (known && known.secret === secret) return known.claims.exp * 1000 > Date.now() ? known.claims : null;
  const claims = checkToken(token);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { secret, claims: Object.freeze(claims) });
  }
  return claims;
}

function checkToken(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, body, signed] = parts;
  if (parseSegment(header)?.alg !== "HS256") return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(`${header}.${body}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = parseSegment(body);
  if (!payload || payload.iss !== ISSUER || payload.aud !== AUDIENCE) return null;
  const { sub, email, exp } = payload;
  if (typeof sub !== "string" || typeof email !== "string" || typeof exp !== "number") return null;
  const now = Date.now();
  if (exp * 1000 <= now) return null;
  if (!issuedBy(payload.iat, now) || !issuedBy(payload.nbf, now)) return null;
  return {
    sub,
    email,
    userId: optionalString(payload.userId),
    companyId: optionalString(payload.companyId),
    jti: optionalString(payload.jti),
    exp,
  };
}
