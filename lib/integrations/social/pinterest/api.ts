import { classifyFailure, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { bearerApiClient } from "../bearer-api";

/** Pinterest's error body: `{code, message}` (API v5 "Error"). */
interface PinterestError {
  code?: number;
  message?: string;
}

/**
 * A failed Pinterest answer, classified. Pinterest answers an expired and a revoked token alike
 * (401 "Authentication failed."): every 401 is taken as expired, so the session refreshes once and
 * a refused refresh then asks for a reconnect.
 */
export function pinterestFailure(res: HttpResponse) {
  const body = res.json<PinterestError>() ?? {};
  return classifyFailure(res, "pinterest", {
    message: body.message ?? `Pinterest answered ${res.status}`,
    code: body.code === undefined ? undefined : String(body.code),
    tokenExpired: res.status === 401,
  });
}

/** One call of the v5 API as the account; answers the parsed body or throws the classified failure. */
export const pinterestClient = (http: HttpClient, apiUrl: string) => bearerApiClient(http, apiUrl, pinterestFailure);
