import type { HttpClient, HttpResponse } from "@/lib/integrations/http";
import type { HttpMethod } from "@/lib/integrations/http/client";
import { joinUrl } from "./config";

export interface BearerApiRequest {
  op: string;
  method: HttpMethod;
  path: string;
  token: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
}

/**
 * One call of a network's JSON API as the account (a bearer token): answers the parsed body, or
 * throws what `failure` makes of a refusal (each network classifies its own error body).
 */
export function bearerApiClient(http: HttpClient, apiUrl: string, failure: (res: HttpResponse) => Error) {
  return async function call<T>(req: BearerApiRequest): Promise<T> {
    const res = await http.request({
      op: req.op,
      method: req.method,
      url: joinUrl(apiUrl, req.path),
      query: req.query,
      json: req.json,
      headers: { authorization: `Bearer ${req.token}` },
    });
    if (!res.ok) throw failure(res);
    return res.json<T>() as T;
  };
}
