import { classifyFailure, ProviderError, type HttpClient } from "@/lib/integrations/http";
import type { TokenSet } from "../types";

/**
 * Login Kit for Web (OAuth v2) names the client `client_key` rather than `client_id`, in the
 * authorization URL and in the token request (client key and secret as form fields), so it does
 * not go through the shared oauth.ts. Scopes are comma-separated.
 */
export interface TikTokOAuthConfig {
  authUrl: string;
  tokenUrl: string;
  clientKey: string;
  clientSecret: string;
  scopes: string[];
}

export function tiktokAuthorizationUrl(
  config: TikTokOAuthConfig,
  input: { redirectUri: string; state: string },
): string {
  const url = new URL(config.authUrl);
  url.searchParams.set("client_key", config.clientKey);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", config.scopes.join(","));
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("state", input.state);
  return url.toString();
}

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** `/v2/oauth/token/` for a code (connect) or a refresh token; the user's open_id is read with the profile. */
export async function tiktokTokenRequest(
  http: HttpClient,
  config: TikTokOAuthConfig,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
): Promise<TokenSet> {
  const purpose = "code" in grant ? "exchange" : "refresh";
  const form: Record<string, string> = {
    client_key: config.clientKey,
    client_secret: config.clientSecret,
    ...("code" in grant
      ? { grant_type: "authorization_code", code: grant.code, redirect_uri: grant.redirectUri }
      : { grant_type: "refresh_token", refresh_token: grant.refreshToken }),
  };
  // Repeating a token request after a lost answer has no effect worth protecting.
  const res = await http.request({
    op: `token-${purpose}`,
    method: "POST",
    url: config.tokenUrl,
    form,
    idempotent: true,
  });
  const answer = res.json<TokenAnswer>() ?? {};
  if (!res.ok || !answer.access_token) {
    const message = answer.error_description || answer.error || `TikTok's token endpoint answered ${res.status}`;
    const details = { network: "tiktok", status: res.status, code: answer.error };
    if (answer.error === "invalid_client")
      throw new ProviderError(
        "bad_request",
        `TikTok refused our client key and secret (${message}); check TIKTOK_CLIENT_ID and TIKTOK_CLIENT_SECRET.`,
        details,
      );
    if (res.status >= 500 || res.status === 429) throw classifyFailure(res, "tiktok", { message, code: answer.error });
    // A refused refresh token means connecting again; a refused code means starting over.
    throw new ProviderError(purpose === "refresh" ? "needs_reconnect" : "bad_request", message, details);
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: typeof answer.expires_in === "number" ? new Date(Date.now() + answer.expires_in * 1000) : null,
    scopes: answer.scope ? answer.scope.split(",").filter(Boolean) : config.scopes,
  };
}
