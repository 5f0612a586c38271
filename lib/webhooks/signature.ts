import { createHmac, timingSafeEqual } from "node:crypto";

export type HmacAlgorithm = "sha1" | "sha256";

/** HMAC of `data` keyed with `secret`, as hex (Meta, WebSub) or base64 (X). */
export function hmac(algorithm: HmacAlgorithm, secret: string, data: string, encoding: "hex" | "base64"): string {
  return createHmac(algorithm, secret).update(data, "utf8").digest(encoding);
}

/**
 * Checks a `<algorithm>=<digest>` signature header (X-Hub-Signature-256, X-Hub-Signature,
 * x-twitter-webhooks-signature) against the raw body: the algorithm must be one allowed, the digest
 * decodes to the right length, then a constant-time comparison.
 */
export function signatureMatches(
  header: string | null,
  raw: string,
  secret: string,
  options: { algorithms: readonly HmacAlgorithm[]; encoding: "hex" | "base64" },
): boolean {
  if (!header) return false;
  const separator = header.indexOf("=");
  const algorithm = header.slice(0, separator).trim().toLowerCase() as HmacAlgorithm;
  if (separator < 1 || !options.algorithms.includes(algorithm)) return false;
  const digest = header.slice(separator + 1).trim();
  const pattern = options.encoding === "hex" ? /^[0-9a-f]+$/i : /^[A-Za-z0-9+/]+={0,2}$/;
  if (!pattern.test(digest)) return false;
  const given = Buffer.from(digest, options.encoding);
  const expected = createHmac(algorithm, secret).update(raw, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
