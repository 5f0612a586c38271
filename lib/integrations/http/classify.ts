import type { HttpResponse } from "./client";
import { ProviderError, type ProviderErrorKind } from "./errors";
import { retryAfterSeconds } from "./retry-after";

export interface FailureDetail {
  /** The network's own message, shown to the user as the reason. */
  message: string;
  code?: string;
  /** Overrides the status rule, for networks that signal e.g. an expired token with a 400. */
  kind?: ProviderErrorKind;
  tokenExpired?: boolean;
}

const FALLBACK_RETRY_SECONDS = 60;

/**
 * The status rules every network shares; each network only extracts its message and code (and
 * overrides the kind where its API bends HTTP). 401 → needs_reconnect; 429 → rate_limited with the
 * server's wait; 5xx → transient, or outcome_unknown when a non-idempotent write got it; other
 * 4xx → bad_request carrying the network's message.
 */
export function classifyFailure(response: HttpResponse, network: string, detail: FailureDetail): ProviderError {
  const kind = detail.kind ?? kindForStatus(response);
  const base = { network, status: response.status, code: detail.code, tokenExpired: detail.tokenExpired };
  if (kind === "rate_limited") {
    const wait = retryAfterSeconds(response.headers) ?? FALLBACK_RETRY_SECONDS;
    return new ProviderError(kind, detail.message, { ...base, retryAfterSeconds: wait });
  }
  return new ProviderError(kind, detail.message, base);
}

function kindForStatus(response: HttpResponse): ProviderErrorKind {
  const { status } = response;
  if (status === 401) return "needs_reconnect";
  if (status === 429) return "rate_limited";
  if (status === 408) return "transient";
  if (status >= 500) return response.idempotent ? "transient" : "outcome_unknown";
  return "bad_request";
}
