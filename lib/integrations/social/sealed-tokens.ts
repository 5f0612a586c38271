import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import type { TokenSet } from "./types";

/**
 * Tokens and credentials as they are stored: each secret sealed on its own, bound to the account
 * and the field (a ciphertext copied to another row or column does not open). Expiry and scopes
 * stay readable so the refresh schedule can query them.
 */
export interface SealedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

const context = (accountId: string, field: string) => `social-account:${accountId}:${field}`;

export function sealTokens(accountId: string, tokens: TokenSet): SealedTokens {
  return {
    accessToken: encryptSecret(tokens.accessToken, context(accountId, "access")),
    refreshToken:
      tokens.refreshToken === null ? null : encryptSecret(tokens.refreshToken, context(accountId, "refresh")),
    expiresAt: tokens.expiresAt,
    scopes: tokens.scopes,
  };
}

export function openTokens(accountId: string, sealed: SealedTokens): TokenSet {
  return {
    accessToken: decryptSecret(sealed.accessToken, context(accountId, "access")),
    refreshToken:
      sealed.refreshToken === null ? null : decryptSecret(sealed.refreshToken, context(accountId, "refresh")),
    expiresAt: sealed.expiresAt,
    scopes: sealed.scopes,
  };
}

/** Extra secrets (a Bluesky app password, a Mastodon app's client secret) as one sealed JSON value. */
export function sealCredentials(accountId: string, credentials: Record<string, string>): string {
  return encryptSecret(JSON.stringify(credentials), context(accountId, "credentials"));
}

export function openCredentials(accountId: string, sealed: string): Record<string, string> {
  return JSON.parse(decryptSecret(sealed, context(accountId, "credentials"))) as Record<string, string>;
}
