import crypto from "node:crypto";
import { classifyFailure, ProviderError, type HttpClient } from "@/lib/integrations/http";
import type { TokenSet } from "./types";

/** What an OAuth 2.0 network configures; the flow itself lives here once. */
export interface OAuthClientConfig {
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret?: string;
  scopes: string[];
  scopeSeparator?: string;
  /** PKCE with S256 (X requires it; harmless where optional). */
  pkce: boolean;
  /** How the client authenticates at the token endpoint: HTTP Basic (X) or form fields (LinkedIn, Mastodon). */
  clientAuth: "basic" | "body";
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

/** RFC 7636: a 43-128 character verifier and its base64url SHA-256 as the S256 challenge. */
export function createPkcePair(): PkcePair {
  const verifier = crypto.randomBytes(48).toString("base64url");
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return crypto.createHash("sha256").update(verifier).digest("base64url");
}

export function authorizationUrl(
  config: OAuthClientConfig,
  input: { redirectUri: string; state: string; codeChallenge?: string },
): string {
  const url = new URL(config.authUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("scope", config.scopes.join(config.scopeSeparator ?? " "));
  url.searchParams.set("state", input.state);
  if (config.pkce && input.codeChallenge) {
    url.searchParams.set("code_challenge", input.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  return url.toString();
}

export function exchangeCode(
  http: HttpClient,
  config: OAuthClientConfig,
  input: { code: string; redirectUri: string; codeVerifier?: string },
): Promise<TokenSet> {
  const form: Record<string, string> = {
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: input.redirectUri,
  };
  if (config.pkce && input.codeVerifier) form.code_verifier = input.codeVerifier;
  return tokenRequest(http, config, form, "exchange");
}

export function refreshAccessToken(
  http: HttpClient,
  config: OAuthClientConfig,
  refreshToken: string,
): Promise<TokenSet> {
  return tokenRequest(http, config, { grant_type: "refresh_token", refresh_token: refreshToken }, "refresh");
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function tokenRequest(
  http: HttpClient,
  config: OAuthClientConfig,
  form: Record<string, string>,
  purpose: "exchange" | "refresh",
): Promise<TokenSet> {
  const headers: Record<string, string> = {};
  const body = { ...form, client_id: config.clientId };
  if (config.clientSecret && config.clientAuth === "basic") {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString("base64")}`;
  } else if (config.clientSecret) {
    Object.assign(body, { client_secret: config.clientSecret });
  }
  // A token request has no effect worth protecting: repeating it after a lost answer is safe.
  const res = await http.request({
    op: `token-${purpose}`,
    method: "POST",
    url: config.tokenUrl,
    form: body,
    headers,
    idempotent: true,
  });
  const answer = res.json<TokenAnswer>() ?? {};
  if (!res.ok || !answer.access_token) {
    const message = answer.error_description ?? answer.error ?? `token endpoint answered ${res.status}`;
    if (answer.error === "invalid_client" || answer.error === "unauthorized_client") {
      throw new ProviderError(
        "bad_request",
        `${http.network} refused our client credentials (${message}); check the client id and secret.`,
        { network: http.network, status: res.status, code: answer.error },
      );
    }
    if (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429)) {
      // A refused refresh token means the user must connect again; a refused code means start over.
      const kind = purpose === "refresh" ? "needs_reconnect" : "bad_request";
      throw new ProviderError(kind, message, { network: http.network, status: res.status, code: answer.error });
    }
    throw classifyFailure(res, http.network, { message, code: answer.error });
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: typeof answer.expires_in === "number" ? new Date(Date.now() + answer.expires_in * 1000) : null,
    scopes: answer.scope ? answer.scope.split(/[ ,]+/).filter(Boolean) : config.scopes,
  };
}
