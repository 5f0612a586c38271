/**
 * The one classification every external call ends in. Callers decide from `kind` alone:
 * - needs_reconnect: the user must connect the account again (revoked or dead credentials);
 *   `tokenExpired` marks an access token that a refresh may revive.
 * - bad_request: the network refused this request; `message` is the network's own words.
 * - rate_limited: try again after `retryAfterSeconds`.
 * - transient: failed without effect; safe to try again later.
 * - outcome_unknown: a write may or may not have happened; reconcile before any retry.
 */
export type ProviderErrorKind = "needs_reconnect" | "bad_request" | "rate_limited" | "transient" | "outcome_unknown";

export interface ProviderErrorDetails {
  network: string;
  status?: number;
  /** The network's own error code (e.g. "ExpiredToken", "REVOKED_ACCESS_TOKEN"). */
  code?: string;
  retryAfterSeconds?: number;
  tokenExpired?: boolean;
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly network: string;
  readonly status?: number;
  readonly code?: string;
  readonly retryAfterSeconds?: number;
  readonly tokenExpired: boolean;

  constructor(kind: ProviderErrorKind, message: string, details: ProviderErrorDetails) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
    this.network = details.network;
    this.status = details.status;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.tokenExpired = details.tokenExpired ?? false;
  }
}

export function isProviderError(err: unknown, kind?: ProviderErrorKind): err is ProviderError {
  return err instanceof ProviderError && (kind === undefined || err.kind === kind);
}
