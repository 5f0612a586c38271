import { classifyFailure, ProviderError, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { joinUrl, type NetworkConfig } from "../config";

/** LinkedIn errors: `{status, serviceErrorCode, code, message}`. */
export function linkedinFailure(res: HttpResponse, apiVersion: string) {
  const body = res.json<{ message?: string; code?: string; serviceErrorCode?: number }>() ?? {};
  const message = body.message ?? `LinkedIn answered ${res.status}`;
  if (res.status === 426) {
    return new ProviderError(
      "bad_request",
      `LinkedIn no longer accepts API version ${apiVersion} (${message}). Set LINKEDIN_API_VERSION to a current version (YYYYMM).`,
      { network: "linkedin", status: 426, code: "VERSION_RETIRED" },
    );
  }
  if (res.status === 429 && !res.headers.get("retry-after")) {
    // LinkedIn's quotas are daily and reset at midnight UTC; its 429s name no wait.
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    return new ProviderError("rate_limited", message, {
      network: "linkedin",
      status: 429,
      code: body.code,
      retryAfterSeconds: Math.ceil((midnight.getTime() - Date.now()) / 1000),
    });
  }
  return classifyFailure(res, "linkedin", {
    message,
    code: body.code,
    tokenExpired: body.code === "EXPIRED_ACCESS_TOKEN" || body.serviceErrorCode === 65600,
  });
}

export type RestRequest = Omit<Parameters<HttpClient["request"]>[0], "url" | "headers"> & {
  path: string;
  rawQuery?: string;
  accessToken: string;
};

/** A /rest call: every one carries LinkedIn-Version and the Rest.li 2.0 protocol header. */
export function restClient(http: HttpClient, config: NetworkConfig) {
  const version = config.apiVersion!;
  return async function rest(req: RestRequest): Promise<HttpResponse> {
    const { path, rawQuery, accessToken, ...rest } = req;
    const res = await http.request({
      ...rest,
      url: joinUrl(config.apiUrl, `/rest${path}${rawQuery ? `?${rawQuery}` : ""}`),
      headers: {
        authorization: `Bearer ${accessToken}`,
        "linkedin-version": version,
        "x-restli-protocol-version": "2.0.0",
      },
    });
    if (!res.ok) throw linkedinFailure(res, version);
    return res;
  };
}
