import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

/** A destination's secret as stored: sealed and bound to the destination, so it opens nowhere else. */
const context = (destinationId: string) => `blog-destination:${destinationId}:secret`;

export const sealDestinationSecret = (destinationId: string, value: string) =>
  encryptSecret(value, context(destinationId));

export const openDestinationSecret = (destinationId: string, sealed: string) =>
  decryptSecret(sealed, context(destinationId));

/** What is shown instead of the secret: its last four characters, when that leaves most of it unsaid. */
export const secretHint = (value: string) => (value.length >= 12 ? `…${value.slice(-4)}` : "…");
