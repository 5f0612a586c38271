import { classifyFailure, ProviderError, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import type { HttpMethod } from "@/lib/integrations/http/client";
import { joinUrl } from "../config";

/** TikTok API v2 answers `{data, error: {code, message, log_id}}`; `code` is "ok" on success. */
interface Envelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

/** The daily API post cap names no wait; an hour is the soonest a retry is worth it. */
const DAILY_CAP_RETRY_SECONDS = 3600;

/**
 * A failed TikTok answer, classified by its error code: an invalid token (expired and revoked
 * alike) is refreshed once, a missing scope asks for a reconnect, the daily post caps are
 * rate limits, the rest follow the HTTP status with TikTok's own message.
 */
export function tiktokFailure(res: HttpResponse): ProviderError {
  const error = res.json<Envelope<unknown>>()?.error ?? {};
  const code = error.code;
  const message = error.message || `TikTok answered ${res.status}${code ? ` (${code})` : ""}`;
  const details = { network: "tiktok", status: res.status, code };
  if (code === "access_token_invalid")
    return new ProviderError("needs_reconnect", message, { ...details, tokenExpired: true });
  if (code === "scope_not_authorized" || code === "scope_permission_missed")
    return new ProviderError("needs_reconnect", `${message} Connect TikTok again and allow every permission.`, details);
  if (code === "spam_risk_too_many_posts" || code === "reached_active_user_cap")
    return new ProviderError("rate_limited", message, { ...details, retryAfterSeconds: DAILY_CAP_RETRY_SECONDS });
  return classifyFailure(res, "tiktok", { message, code, tokenExpired: res.status === 401 });
}

/**
 * The post ids of a status answer as written: they are int64 and beyond what a JSON number keeps
 * exactly (7.4e18 > 2^53), so they are read from the text rather than the parsed body.
 */
export function publicPostIds(text: string): string[] {
  const list = text.match(/"publicaly_available_post_id"\s*:\s*\[([^\]]*)\]/)?.[1] ?? "";
  return [...list.matchAll(/"?(\d+)"?/g)].map((m) => m[1]);
}

/**
 * One call of the v2 API as the account; answers `data` (and the answer's text, for what JSON
 * numbers cannot hold) or throws the classified failure.
 */
export function tiktokClient(http: HttpClient, apiUrl: string) {
  async function request<T>(req: {
    op: string;
    method: HttpMethod;
    path: string;
    token: string;
    query?: Record<string, string | number | undefined>;
    json?: unknown;
    /** Reads sent as POST (creator info, status, video query) are safe to repeat. */
    idempotent?: boolean;
  }): Promise<{ data: T; text: string }> {
    const res = await http.request({
      op: req.op,
      method: req.method,
      url: joinUrl(apiUrl, req.path),
      query: req.query,
      json: req.json,
      idempotent: req.idempotent,
      headers: { authorization: `Bearer ${req.token}` },
    });
    const body = res.json<Envelope<T>>();
    if (!res.ok || (body?.error?.code && body.error.code !== "ok")) throw tiktokFailure(res);
    return { data: (body?.data ?? {}) as T, text: res.text() };
  }
  const call = async <T>(req: Parameters<typeof request>[0]) => (await request<T>(req)).data;
  return { call, request };
}
