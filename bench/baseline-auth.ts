import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A baseline's check of the bench's bearer token (HS256 with AUTH_SECRET, not expired): its userId, or null. */
export function verifiedUserId(req: IncomingMessage): string | null {
  const [header, payload, signature] = (req.headers.authorization ?? "").replace(/^Bearer /, "").split(".");
  if (!header || !payload || !signature) return null;
  const expected = createHmac("sha256", process.env.AUTH_SECRET ?? "")
    .update(`${header}.${payload}`)
    .digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { userId?: string; exp?: number };
  return claims.exp && claims.exp * 1000 > Date.now() ? (claims.userId ?? null) : null;
}
