import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * Tokens the app hands out in URLs (viewUrls, presigned upload URLs): a JSON payload and its
 * HMAC-SHA256, both base64url, keyed by AUTH_SECRET with the purpose mixed in so a token made for
 * one purpose never passes as another. They carry their own expiry; nothing is stored.
 */
type Purpose = "media-view" | "media-upload";

const mac = (purpose: Purpose, payload: string) =>
  crypto.createHmac("sha256", authSecret()).update(`${purpose}\n${payload}`).digest("base64url");

export function signToken<T extends { exp: number }>(purpose: Purpose, payload: T): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(purpose, body)}`;
}

/** The payload of a genuine, unexpired token of this purpose; null for anything else. */
export function verifyToken<T extends { exp: number }>(
  purpose: Purpose,
  token: string,
  nowSeconds = Date.now() / 1000,
): T | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
    return typeof payload.exp === "number" && payload.exp > nowSeconds ? payload : null;
  } catch {
    return null;
  }
}
