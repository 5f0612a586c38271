import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

/**
 * Super Admin secrets (billing keys, integration keys): sealed with the secret box (AES-256-GCM,
 * key id in each ciphertext), shown only masked. A client that sends the masked value back (a form
 * re-submitting what it was shown) leaves the stored secret as it is.
 */
export const MASK = "****";
const SHORTEST_WITH_HINT = 8;

/** `****abcd`: the last four characters, and only for values long enough that four give nothing away. */
export function maskSecret(plain: string | null | undefined): string | null {
  if (!plain) return null;
  return plain.length >= SHORTEST_WITH_HINT ? `${MASK}${plain.slice(-4)}` : MASK;
}

export function isMasked(value: string): boolean {
  return value.startsWith(MASK);
}

/**
 * The ciphertext to store for an incoming value: undefined or a masked value keeps `stored`,
 * null or "" clears it, anything else is sealed under `context` (e.g. "billing:apiKey").
 */
export function nextSecret(incoming: string | null | undefined, stored: string | null, context: string): string | null {
  if (incoming === undefined || (incoming !== null && isMasked(incoming))) return stored;
  if (incoming === null || incoming === "") return null;
  return encryptSecret(incoming, context);
}

export function openSecret(stored: string | null, context: string): string | null {
  return stored ? decryptSecret(stored, context) : null;
}

/** Whether an incoming value replaces the stored secret (so only changed secrets go to the secret manager). */
export function changesSecret(incoming: string | null | undefined): incoming is string | null {
  return incoming !== undefined && (incoming === null || !isMasked(incoming));
}
