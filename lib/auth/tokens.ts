import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
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

function key() {
  return new TextEncoder().encode(authSecret());
}

export async function signToken(
  claims: Omit<TokenClaims, "exp" | "jti">,
  opts: { expiresAt?: Date; tokenId?: string } = {},
): Promise<string> {
  const exp = Math.floor((opts.expiresAt?.getTime() ?? Date.now() + SESSION_TOKEN_TTL_SECONDS * 1000) / 1000);
  const jwt = new SignJWT({ email: claims.email, userId: claims.userId, companyId: claims.companyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp);
  if (opts.tokenId) jwt.setJti(opts.tokenId);
  return jwt.sign(key());
}

/** Returns the claims of a valid token, or null for anything else (bad signature, expired, wrong alg). */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.exp !== "number") return null;
    return {
      sub: payload.sub,
      email: payload.email,
      userId: typeof payload.userId === "string" ? payload.userId : undefined,
      companyId: typeof payload.companyId === "string" ? payload.companyId : undefined,
      jti: payload.jti,
      exp: payload.exp,
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
