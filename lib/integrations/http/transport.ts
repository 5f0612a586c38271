/** The wire under the HTTP helper: plain fetch for fixed API hosts, the outbound guard for user-supplied ones. */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  url: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * Where a transport failed. "connect": nothing reached the server (refused, DNS), so retrying is
 * safe for any request. "exchange": the request may have been received (reset, timeout).
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly phase: "connect" | "exchange",
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Node's fetch: redirects are not followed (API hosts answer directly; a redirect is an answer to classify). */
export const fetchTransport: Transport = async (request) => {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body as Uint8Array<ArrayBuffer> | undefined,
      redirect: "manual",
      signal,
    });
  } catch (err) {
    throw toTransportError(err, signal);
  }
  try {
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body, url: request.url };
  } catch (err) {
    throw toTransportError(err, signal, "exchange");
  }
};

function toTransportError(err: unknown, signal: AbortSignal, phase?: "exchange"): TransportError {
  if (signal.aborted) return new TransportError("timed out", "exchange", err);
  const code = (err as { cause?: { code?: string } }).cause?.code;
  const connectFailed = phase === undefined && code !== undefined && CONNECT_CODES.has(code);
  return new TransportError(
    code ?? (err as Error).message ?? "network error",
    connectFailed ? "connect" : "exchange",
    err,
  );
}
