import { logger } from "@/lib/logger";
import { ProviderError } from "./errors";
import { retryAfterSeconds } from "./retry-after";
import { fetchTransport, TransportError, type Transport } from "./transport";

export interface HttpClientOptions {
  /** Names the service in logs and errors. */
  network: string;
  transport?: Transport;
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  /** A server asking for a longer pause than this is not waited for: the caller gets rate_limited. */
  maxRetryWaitSeconds?: number;
  /** Retry a 429 that names no wait (with backoff). Off for networks whose unannounced limits are daily quotas. */
  retryRateLimitWithoutWait?: boolean;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpRequest {
  /** What the call is for ("publish", "refresh"); goes into the logs. */
  op: string;
  method: HttpMethod;
  url: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  bytes?: { data: Uint8Array; contentType: string };
  /**
   * True when sending this request twice cannot create a second effect: reads, PUT, DELETE, and
   * writes carrying an idempotency key. Defaults to true except for POST and PATCH. A request that
   * is not idempotent is never repeated once it may have reached the server.
   */
  idempotent?: boolean;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  url: string;
  /** Whether the request was idempotent: a 5xx answer to a write that was not is outcome_unknown. */
  idempotent: boolean;
  text(): string;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  json<T = unknown>(): T | null;
}

export interface HttpClient {
  request(req: HttpRequest): Promise<HttpResponse>;
  readonly network: string;
}

const DEFAULTS = {
  timeoutMs: 15_000,
  maxAttempts: 3,
  baseDelayMs: 400,
  maxRetryWaitSeconds: 20,
  retryRateLimitWithoutWait: true,
};

/**
 * One HTTP helper for every network: timeouts, retries of 429/5xx with backoff that honours the
 * server's wait headers, no second try of a write whose outcome is unknown, and one log line per
 * attempt (never bodies or credentials). Non-2xx answers are returned for the caller's classifier.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const settings = { ...DEFAULTS, ...options };
  const transport = options.transport ?? fetchTransport;
  const log = logger.child({ network: options.network });

  async function request(req: HttpRequest): Promise<HttpResponse> {
    const idempotent = req.idempotent ?? !(req.method === "POST" || req.method === "PATCH");
    const url = withQuery(req.url, req.query);
    const { body, contentType } = await encodeBody(req);
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(contentType ? { "content-type": contentType } : {}),
      ...req.headers,
    };
    const where = { op: req.op, method: req.method, url: redact(url) };

    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      const last = attempt >= settings.maxAttempts;
      let response;
      try {
        response = await transport({
          method: req.method,
          url,
          headers,
          body,
          timeoutMs: req.timeoutMs ?? settings.timeoutMs,
        });
      } catch (err) {
        // Anything but a transport failure (e.g. the outbound guard refusing an address) is not a network outcome.
        if (!(err instanceof TransportError)) throw err;
        const phase = err.phase;
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ ...where, attempt, ms: Date.now() - started, phase, reason }, "request failed without an answer");
        if (phase === "exchange" && !idempotent) {
          throw new ProviderError(
            "outcome_unknown",
            `No answer from ${options.network} (${reason}); the request may have been applied.`,
            { network: options.network },
          );
        }
        if (last)
          throw new ProviderError("transient", `${options.network} could not be reached (${reason}).`, {
            network: options.network,
          });
        await sleep(backoff(attempt, settings.baseDelayMs));
        continue;
      }
      const result = toResponse(response, idempotent);
      log[result.ok ? "debug" : "warn"](
        { ...where, attempt, ms: Date.now() - started, status: result.status },
        "request answered",
      );
      const retryable = result.status === 429 || (result.status >= 500 && idempotent);
      if (!retryable || last) return result;
      const asked = retryAfterSeconds(result.headers);
      if (asked !== null && asked > settings.maxRetryWaitSeconds) return result;
      if (asked === null && result.status === 429 && !settings.retryRateLimitWithoutWait) return result;
      await sleep(asked !== null ? asked * 1000 : backoff(attempt, settings.baseDelayMs));
    }
  }

  return { request, network: options.network };
}

function toResponse(
  raw: { status: number; headers: Headers; body: Uint8Array; url: string },
  idempotent: boolean,
): HttpResponse {
  const text = new TextDecoder().decode(raw.body);
  return {
    status: raw.status,
    ok: raw.status >= 200 && raw.status < 300,
    headers: raw.headers,
    url: raw.url,
    idempotent,
    text: () => text,
    json<T>() {
      if (!text) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
  };
}

async function encodeBody(req: HttpRequest): Promise<{ body?: Uint8Array; contentType?: string }> {
  if (req.json !== undefined)
    return { body: new TextEncoder().encode(JSON.stringify(req.json)), contentType: "application/json" };
  if (req.form)
    return {
      body: new TextEncoder().encode(new URLSearchParams(req.form).toString()),
      contentType: "application/x-www-form-urlencoded",
    };
  if (req.bytes) return { body: req.bytes.data, contentType: req.bytes.contentType };
  if (req.multipart) {
    // Serialised once up front so a retry resends the same bytes and any transport can carry them.
    const encoded = new Request("http://multipart.invalid/", { method: "POST", body: req.multipart });
    return {
      body: new Uint8Array(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type") ?? undefined,
    };
  }
  return {};
}

function withQuery(url: string, query: HttpRequest["query"]): string {
  if (!query) return url;
  const u = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) u.searchParams.append(key, v);
    else u.searchParams.set(key, String(value));
  }
  return u.toString();
}

/** Query strings can carry codes and tokens; logs get the path only. */
function redact(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

function backoff(attempt: number, baseMs: number): number {
  const delay = baseMs * 2 ** (attempt - 1);
  return delay + Math.random() * delay * 0.2;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
