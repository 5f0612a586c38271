import fs from "node:fs";
import { importPKCS8, SignJWT } from "jose";
import { createHttpClient, type HttpClient } from "@/lib/integrations/http";

/**
 * Google Secret Manager over its REST API (v1): secrets are created on first write
 * (`POST projects/{p}/secrets?secretId=`, automatic replication) and each write adds a version
 * (`POST .../secrets/{id}:addVersion`, payload base64). Authenticates with a ready access token or a
 * service account key (JWT bearer grant at its token_uri). Never logs payloads.
 */
export interface GsmSettings {
  apiUrl: string;
  projectId: string;
  accessToken?: string;
  /** Service account key JSON (client_email, private_key, token_uri). */
  credentialsFile?: string;
  /** Overrides the key's token_uri (tests). */
  tokenUrl?: string;
}

const SCOPE = "https://www.googleapis.com/auth/cloud-platform";

export class GsmError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GsmError";
  }
}

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export function createGsmClient(
  settings: GsmSettings,
  http: HttpClient = createHttpClient({ network: "gsm", maxAttempts: 3, timeoutMs: 10_000 }),
) {
  const base = `${settings.apiUrl.replace(/\/+$/, "")}/v1/projects/${encodeURIComponent(settings.projectId)}`;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (settings.accessToken) return settings.accessToken;
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    if (!settings.credentialsFile) throw new GsmError("No credentials: set GSM_ACCESS_TOKEN or GSM_CREDENTIALS_FILE");
    let key: ServiceAccountKey;
    try {
      key = JSON.parse(fs.readFileSync(settings.credentialsFile, "utf8")) as ServiceAccountKey;
    } catch {
      throw new GsmError("GSM_CREDENTIALS_FILE cannot be read as a service account key (JSON)");
    }
    const tokenUrl = settings.tokenUrl ?? key.token_uri ?? "https://oauth2.googleapis.com/token";
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setIssuer(key.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await importPKCS8(key.private_key, "RS256"));
    const res = await http.request({
      op: "token",
      method: "POST",
      url: tokenUrl,
      form: { grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion },
      idempotent: true,
    });
    const body = res.json<{ access_token?: string; expires_in?: number }>();
    if (!res.ok || !body?.access_token)
      throw new GsmError(`The token endpoint refused the service account (HTTP ${res.status})`, res.status);
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function call(
    op: string,
    method: "GET" | "POST",
    path: string,
    json?: unknown,
    query?: Record<string, string>,
  ) {
    const res = await http.request({
      op,
      method,
      url: `${base}${path}`,
      query,
      json,
      headers: { authorization: `Bearer ${await accessToken()}` },
      idempotent: true,
    });
    return res;
  }

  function failure(op: string, res: { status: number; json<T>(): T | null }): GsmError {
    const message = res.json<{ error?: { message?: string } }>()?.error?.message;
    return new GsmError(`Secret Manager ${op} failed (HTTP ${res.status})${message ? `: ${message}` : ""}`, res.status);
  }

  return {
    /** Writes `value` as the newest version of `secretId`, creating the secret when it does not exist. */
    async putSecret(secretId: string, value: string): Promise<void> {
      const payload = { payload: { data: Buffer.from(value, "utf8").toString("base64") } };
      let res = await call("addVersion", "POST", `/secrets/${encodeURIComponent(secretId)}:addVersion`, payload);
      if (res.status === 404) {
        const created = await call(
          "createSecret",
          "POST",
          "/secrets",
          { replication: { automatic: {} } },
          { secretId },
        );
        if (!created.ok && created.status !== 409) throw failure("createSecret", created);
        res = await call("addVersion", "POST", `/secrets/${encodeURIComponent(secretId)}:addVersion`, payload);
      }
      if (!res.ok) throw failure("addVersion", res);
    },
    /** Lists one secret: proves the endpoint, the credentials and the project. */
    async ping(): Promise<void> {
      const res = await call("listSecrets", "GET", "/secrets", undefined, { pageSize: "1" });
      if (!res.ok) throw failure("listSecrets", res);
    },
  };
}

export type GsmClient = ReturnType<typeof createGsmClient>;
