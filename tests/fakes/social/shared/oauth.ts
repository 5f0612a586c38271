import crypto from "node:crypto";
import type { FakeRequest, FakeServer, Reply } from "./fake-server";

interface Grant {
  userId: string;
  scopes: string[];
}

/**
 * Access and refresh tokens of a fake network. Tests expire them (the app must refresh) or revoke
 * them (the app must ask for a reconnect) to drive the error classes through real requests.
 */
export class TokenStore {
  private access = new Map<string, Grant & { expiresAt: number | null }>();
  private refresh = new Map<string, Grant>();
  refreshCount = 0;

  constructor(
    readonly options: {
      accessTtlSeconds: number | null;
      issueRefreshToken: boolean;
      rotateRefreshToken: boolean;
      prefix: string;
      /** Token strings in the network's format (Bluesky: JWTs whose `exp` clients read). */
      mint?: (kind: "access" | "refresh", expiresAt: number | null) => string;
    },
  ) {}

  issue(grant: Grant) {
    const ttl = this.options.accessTtlSeconds;
    const mint =
      this.options.mint ??
      ((kind) => `${this.options.prefix}-${kind === "access" ? "at" : "rt"}-${crypto.randomBytes(12).toString("hex")}`);
    const accessToken = mint("access", ttl === null ? null : Date.now() + ttl * 1000);
    this.access.set(accessToken, { ...grant, expiresAt: ttl === null ? null : Date.now() + ttl * 1000 });
    let refreshToken: string | null = null;
    if (this.options.issueRefreshToken) {
      refreshToken = mint("refresh", null);
      this.refresh.set(refreshToken, grant);
    }
    return { accessToken, refreshToken, expiresIn: ttl };
  }

  check(token: string | null): { userId: string; scopes: string[] } | { problem: "expired" | "invalid" } {
    const grant = token ? this.access.get(token) : undefined;
    if (!grant) return { problem: "invalid" };
    if (grant.expiresAt !== null && grant.expiresAt <= Date.now()) return { problem: "expired" };
    return { userId: grant.userId, scopes: grant.scopes };
  }

  useRefreshToken(token: string) {
    const grant = this.refresh.get(token);
    if (!grant) return null;
    this.refreshCount++;
    if (this.options.rotateRefreshToken) this.refresh.delete(token);
    const issued = this.issue(grant);
    if (!this.options.rotateRefreshToken && issued.refreshToken) {
      this.refresh.delete(issued.refreshToken);
      issued.refreshToken = null;
    }
    return issued;
  }

  /** Every access token expires now; refresh tokens still work. */
  expireAccessTokens(): void {
    for (const grant of this.access.values()) grant.expiresAt = Date.now() - 1000;
  }

  /** The user revoked the app: no token works, refresh included. */
  revokeAll(): void {
    this.access.clear();
    this.refresh.clear();
  }
}

export interface OAuthClient {
  secret: string;
  /** Registered redirect URIs; undefined accepts any (a developer app pointed at localhost). */
  redirectUris?: string[];
}

export interface OAuthOptions {
  authorizePath: string;
  tokenPath: string;
  clients: (clientId: string) => OAuthClient | undefined;
  clientAuth: "basic" | "body";
  pkceRequired: boolean;
  tokens: TokenStore;
  userId: string;
  scopesSeparator?: string;
  /** The network's token response extras (e.g. LinkedIn's id_token) and shape. */
  tokenReply?: (issued: ReturnType<TokenStore["issue"]>, scopes: string[]) => Record<string, unknown>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scopes: string[];
  expiresAt: number;
}

const oauthError = (status: number, error: string, description: string): Reply => ({
  status,
  json: { error, error_description: description },
});

/** The authorization-code flow with a consent page, PKCE S256 checked against the verifier. */
export function addOAuth(server: FakeServer, options: OAuthOptions): void {
  const codes = new Map<string, PendingCode>();

  const consent = (req: FakeRequest, params: URLSearchParams): Reply => {
    const client = options.clients(params.get("client_id") ?? "");
    if (!client) return { status: 400, text: "<h1>Unknown client</h1>" };
    if (!redirectAllowed(client, params.get("redirect_uri") ?? ""))
      return { status: 400, text: "<h1>redirect_uri not registered</h1>" };
    if (params.get("response_type") !== "code") return { status: 400, text: "<h1>response_type must be code</h1>" };
    if (options.pkceRequired && (params.get("code_challenge_method") !== "S256" || !params.get("code_challenge"))) {
      return { status: 400, text: "<h1>PKCE with S256 is required</h1>" };
    }
    const hidden = ["client_id", "redirect_uri", "state", "scope", "code_challenge", "code_challenge_method"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? "")}">`)
      .join("");
    return {
      status: 200,
      text: `<!doctype html><html><head><title>Authorize app - ${server.name} (fake)</title></head><body>
<h1>${server.name} (fake) wants access to your account</h1><p>Scopes: ${escapeHtml(params.get("scope") ?? "")}</p>
<form method="post" action="${options.authorizePath}">${hidden}
<button name="decision" value="approve">Authorize app</button> <button name="decision" value="deny">Cancel</button></form></body></html>`,
    };
  };

  server.on("GET", options.authorizePath, "authorize", (req) => consent(req, req.query));
  server.on("POST", options.authorizePath, "authorize-decision", (req) => {
    const form = req.form();
    const redirect = new URL(form.get("redirect_uri") ?? "");
    const client = options.clients(form.get("client_id") ?? "");
    if (!client || !redirectAllowed(client, form.get("redirect_uri") ?? ""))
      return { status: 400, text: "bad request" };
    if (form.get("state")) redirect.searchParams.set("state", form.get("state")!);
    if (form.get("decision") !== "approve") {
      redirect.searchParams.set("error", "access_denied");
      return { status: 302, headers: { location: redirect.toString() } };
    }
    const code = crypto.randomBytes(16).toString("hex");
    codes.set(code, {
      clientId: form.get("client_id")!,
      redirectUri: form.get("redirect_uri")!,
      challenge: form.get("code_challenge") || null,
      scopes: (form.get("scope") ?? "").split(options.scopesSeparator ?? " ").filter(Boolean),
      expiresAt: Date.now() + 60_000,
    });
    redirect.searchParams.set("code", code);
    return { status: 302, headers: { location: redirect.toString() } };
  });

  server.on("POST", options.tokenPath, "token", (req) => {
    const form = req.form();
    const credentials = clientCredentials(req, form, options.clientAuth);
    const client = credentials ? options.clients(credentials.id) : undefined;
    if (!credentials || !client || client.secret !== credentials.secret)
      return oauthError(401, "invalid_client", "Client authentication failed");
    let issued;
    let scopes: string[] = [];
    if (form.get("grant_type") === "authorization_code") {
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!pending || pending.expiresAt < Date.now() || pending.clientId !== credentials.id)
        return oauthError(400, "invalid_grant", "Authorization code is invalid or expired");
      if (pending.redirectUri !== form.get("redirect_uri"))
        return oauthError(400, "invalid_grant", "redirect_uri does not match");
      if (pending.challenge !== null || options.pkceRequired) {
        const verifier = form.get("code_verifier") ?? "";
        const computed = crypto.createHash("sha256").update(verifier).digest("base64url");
        if (!verifier || computed !== pending.challenge)
          return oauthError(400, "invalid_grant", "code_verifier does not match the code_challenge");
      }
      scopes = pending.scopes;
      issued = options.tokens.issue({ userId: options.userId, scopes });
    } else if (form.get("grant_type") === "refresh_token") {
      issued = options.tokens.useRefreshToken(form.get("refresh_token") ?? "");
      if (!issued) return oauthError(400, "invalid_grant", "Value passed for the token was invalid.");
    } else {
      return oauthError(400, "unsupported_grant_type", "grant_type not supported");
    }
    const extra = options.tokenReply?.(issued, scopes) ?? {};
    return {
      status: 200,
      json: {
        token_type: "bearer",
        access_token: issued.accessToken,
        ...(issued.expiresIn !== null ? { expires_in: issued.expiresIn } : {}),
        ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
        scope: scopes.join(options.scopesSeparator ?? " "),
        ...extra,
      },
    };
  });
}

function clientCredentials(req: FakeRequest, form: URLSearchParams, mode: "basic" | "body") {
  if (mode === "basic") {
    const header = String(req.headers.authorization ?? "");
    if (!header.startsWith("Basic ")) return null;
    const [id, secret] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":").map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
}

function redirectAllowed(client: OAuthClient, uri: string): boolean {
  return client.redirectUris ? client.redirectUris.includes(uri) : /^https?:\/\//.test(uri);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Clicks "Authorize app" on a fake consent page the way a browser would; returns the callback URL. */
export async function approveConsent(authUrl: string, decision: "approve" | "deny" = "approve"): Promise<URL> {
  const page = await fetch(authUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`consent page refused: ${html}`);
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name,
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set("decision", decision);
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1], authUrl);
  const answer = await fetch(action, { method: "POST", body: form, redirect: "manual" });
  return new URL(answer.headers.get("location")!);
}
