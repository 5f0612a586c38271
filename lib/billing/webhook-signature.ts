import { createHmac, timingSafeEqual } from "node:crypto";

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** X-Signature: the hex HMAC-SHA256 of the raw body. Shape and length first, then a constant-time comparison. */
export function validSignature(rawBody: string | Buffer, header: string | null, secret: string): boolean {
  if (!header || !HEX_SHA256.test(header)) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(header, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
