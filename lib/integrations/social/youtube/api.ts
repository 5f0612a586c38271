import { classifyFailure, ProviderError, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { bearerApiClient } from "../bearer-api";

/** Google's error body: `{error: {code, message, errors: [{reason, message}]}}`. */
interface GoogleError {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[]; status?: string };
}

/** Seconds until the next midnight Pacific time, when YouTube's daily quotas reset. */
export function secondsToQuotaReset(now = new Date()): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.max(60, 86_400 - (part("hour") * 3600 + part("minute") * 60 + part("second")));
}

/** Reasons that mean "not now": the daily quota (until it resets), the per-minute rate, the user's upload count. */
const DAILY = new Set(["quotaExceeded", "dailyLimitExceeded", "uploadLimitExceeded"]);
const RATE = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

/**
 * A failed YouTube answer, classified. Google answers an expired and a revoked token alike (401
 * authError): every 401 is taken as expired, so the session refreshes once and a refused refresh
 * (invalid_grant) then asks for a reconnect. quotaExceeded (403) waits for the daily reset;
 * rateLimitExceeded (403 or 429) a minute unless Retry-After says otherwise; a missing scope
 * (insufficientPermissions) needs a reconnect that grants it.
 */
export function youtubeFailure(res: HttpResponse) {
  const body = res.json<GoogleError>()?.error ?? {};
  const reason = body.errors?.[0]?.reason;
  const message = body.message ?? body.errors?.[0]?.message ?? `YouTube answered ${res.status}`;
  if (reason && DAILY.has(reason))
    return new ProviderError("rate_limited", message, {
      network: "youtube",
      status: res.status,
      code: reason,
      retryAfterSeconds: secondsToQuotaReset(),
    });
  if (reason && RATE.has(reason))
    return classifyFailure(res, "youtube", { message, code: reason, kind: "rate_limited" });
  if (reason === "insufficientPermissions")
    return classifyFailure(res, "youtube", { message, code: reason, kind: "needs_reconnect" });
  return classifyFailure(res, "youtube", { message, code: reason, tokenExpired: res.status === 401 });
}

export type YoutubeCall = ReturnType<typeof youtubeClient>;

/** One call of the Data API as the account; answers the parsed body or throws the classified failure. */
export const youtubeClient = (http: HttpClient, apiUrl: string) => bearerApiClient(http, apiUrl, youtubeFailure);
