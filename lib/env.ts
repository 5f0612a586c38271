import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

/** Where the embedded database, generated secrets, outgoing mail and stored files live. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");

function flag(name: string, fallback: boolean): boolean {
  const v = process.env[name];
  if (v === undefined || v === "") return fallback;
  return v === "1" || v.toLowerCase() === "true";
}

/**
 * AUTH_SECRET signs bearer tokens and session cookies. Unset, one is generated once and kept in
 * .data/ so tokens survive restarts of the embedded setup.
 */
export function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
    return secret;
  }
}

/**
 * An external service's endpoints and client credentials from `<SERVICE>_API_URL`, `_AUTH_URL`,
 * `_TOKEN_URL`, `_CLIENT_ID`, `_CLIENT_SECRET` (decisions.md "External services"); unset values
 * are undefined and the service's client supplies the real default.
 */
export function serviceEnv(service: string) {
  const read = (suffix: string) => process.env[`${service}_${suffix}`] || undefined;
  return {
    apiUrl: read("API_URL"),
    authUrl: read("AUTH_URL"),
    tokenUrl: read("TOKEN_URL"),
    clientId: read("CLIENT_ID"),
    clientSecret: read("CLIENT_SECRET"),
  };
}

export const env = {
  get databaseUrl() {
    return process.env.DATABASE_URL ?? "";
  },
  get devLogin() {
    return flag("AUTH_DEV_LOGIN", false);
  },
  get superAdminEmails() {
    return (process.env.SUPER_ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
  },
  get redisUrl() {
    return process.env.REDIS_URL ?? "";
  },
  get appUrl() {
    return process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? "http://localhost:3000";
  },
  get logLevel() {
    return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  },
  get inngestConfigured() {
    return Boolean(process.env.INNGEST_EVENT_KEY || process.env.INNGEST_SIGNING_KEY || flag("INNGEST_DEV", false));
  },
  /** Comma-separated `host:port` pairs the outbound guard lets through (local fakes, intranet instances). */
  get outboundAllowHosts() {
    return (process.env.OUTBOUND_ALLOW_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
  },
  /**
   * Keys for secrets at rest: comma-separated `keyId:base64-of-32-bytes`, the first encrypts, all
   * decrypt (so a key can rotate). Empty means one key derived from AUTH_SECRET (see lib/crypto).
   */
  get encryptionKeys() {
    return process.env.ENCRYPTION_KEYS ?? "";
  },
  /** LinkedIn's monthly API version (`LinkedIn-Version: YYYYMM`); retired versions are refused with 426. */
  get linkedinApiVersion() {
    return process.env.LINKEDIN_API_VERSION || "202610";
  },
  get bodyLimitBytes() {
    return Number(process.env.API_BODY_LIMIT_BYTES ?? 1024 * 1024);
  },
  /** Set: uploads go to Vercel Blob (private); unset: files under DATA_DIR/media. */
  get blobReadWriteToken() {
    return process.env.BLOB_READ_WRITE_TOKEN ?? "";
  },
  /**
   * Google Secret Manager sync of billing and integration secrets (Super Admin writes): on with
   * GSM_SYNC_ENABLED=1 and GSM_PROJECT_ID; GSM_API_URL points the client elsewhere (tests: a fake).
   */
  get gsm() {
    return {
      enabled: flag("GSM_SYNC_ENABLED", false),
      projectId: process.env.GSM_PROJECT_ID ?? "",
      apiUrl: process.env.GSM_API_URL || "https://secretmanager.googleapis.com",
      accessToken: process.env.GSM_ACCESS_TOKEN || undefined,
      credentialsFile: process.env.GSM_CREDENTIALS_FILE || undefined,
      tokenUrl: process.env.GSM_TOKEN_URL || undefined,
      secretPrefix: process.env.GSM_SECRET_PREFIX ?? "reach-",
    };
  },
  /**
   * AI calls (lib/ai): the `gateway` adapter's one OpenAI-compatible endpoint (LiteLLM, Portkey,
   * the Vercel AI Gateway), the answer cache's size in bytes, and retries of a provider's 429/5xx.
   */
  get ai() {
    return {
      gatewayUrl: process.env.AI_GATEWAY_URL || null,
      gatewayApiKey: process.env.AI_GATEWAY_API_KEY || null,
      cacheMaxBytes: Number(process.env.AI_CACHE_MAX_BYTES ?? 32 * 1024 * 1024),
      maxRetries: Number(process.env.AI_MAX_RETRIES ?? 2),
    };
  },
  /** The app's public address when configured; media links otherwise use the address the request came to. */
  get configuredAppUrl() {
    return process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? "";
  },
};
