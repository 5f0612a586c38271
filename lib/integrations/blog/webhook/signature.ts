import crypto from "node:crypto";

/**
 * The signed webhook's signature: `X-Reach-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the destination's secret>`. Receivers recompute it over the raw body and
 * refuse stale timestamps, so a captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = "x-reach-signature";

export function signWebhookBody(secret: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** True when `header` signs `body` with `secret` within `toleranceSeconds` of `now`. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const given = Buffer.from(parts.get("v1") ?? "", "hex");
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
