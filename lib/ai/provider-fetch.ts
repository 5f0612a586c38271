import http from "node:http";
import https from "node:https";

/**
 * The fetch the AI providers' SDK clients call: a plain request over node:http(s) with kept-alive
 * connections, answered as a Fetch Response. Node's own fetch (undici's Fetch Standard machinery,
 * and the trace and cache wrappers Next and React put around the global one) cost about a
 * millisecond of CPU per model call, most of a streamed answer's own work; on a busy server every
 * other stream's chunks wait behind it. What the SDK relies on holds: status, headers, a streamed
 * body with backpressure, AbortSignal, and a refused connection failing as fetch does
 * (`TypeError: fetch failed`, which the SDK retries). A body other than text or bytes goes to
 * Node's fetch.
 */
// A kept connection idle this long is closed, or a second before the server's Keep-Alive timeout
// when it announces one (Node applies that hint only under an agent timeout): reusing a connection
// the server is closing fails the call with ECONNRESET, which the SDK retries seconds later.
const FREE_SOCKET_TIMEOUT_MS = 30_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: FREE_SOCKET_TIMEOUT_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: FREE_SOCKET_TIMEOUT_MS }),
};

/** As undici: no answer headers, or no body bytes, for this long fails the call. */
const IDLE_TIMEOUT_MS = 300_000;

type FetchInput = Parameters<typeof fetch>[0];

const urlOf = (input: FetchInput) => new URL(typeof input === "string" || input instanceof URL ? input : input.url);

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return headers;
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException("This operation was aborted", "AbortError");

/** The answer's body as a Fetch stream that reads from Node's only as fast as it is read; an abort fails it as fetch does. */
function bodyOf(res: http.IncomingMessage, signal: AbortSignal | null): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      res.on("data", (chunk: Buffer) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 1) <= 0) res.pause();
      });
      res.once("end", () => controller.close());
      res.on("error", (err) => controller.error(signal?.aborted ? abortError(signal) : err));
    },
    pull() {
      res.resume();
    },
    cancel() {
      res.destroy();
    },
  });
}

export const providerFetch: typeof fetch = (input, init = {}) => {
  const body = init.body ?? null;
  if (input instanceof Request || (body !== null && typeof body !== "string" && !(body instanceof Uint8Array)))
    return nodeFetch(input, init);
  const url = urlOf(input);
  const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!client) return nodeFetch(input, init);
  const signal = init.signal ?? null;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<Response>((resolve, reject) => {
    const req = client.request(url, {
      method: init.method ?? "GET",
      headers: headerRecord(init.headers),
      agent: agents[url.protocol as keyof typeof agents],
    });
    const onAbort = () => req.destroy(abortError(signal!));
    signal?.addEventListener("abort", onAbort, { once: true });
    req.setTimeout(IDLE_TIMEOUT_MS, () => req.destroy(new Error(`No answer for ${IDLE_TIMEOUT_MS / 1000} s`)));
    req.on("error", (err) => {
      signal?.removeEventListener("abort", onAbort);
      reject(signal?.aborted ? abortError(signal) : new TypeError("fetch failed", { cause: err }));
    });
    req.once("response", (res) => {
      res.once("close", () => signal?.removeEventListener("abort", onAbort));
      const empty = res.statusCode === 204 || res.statusCode === 304 || init.method === "HEAD";
      resolve(
        new Response(empty ? null : bodyOf(res, signal), {
          status: res.statusCode,
          statusText: res.statusMessage,
          headers: responseHeaders(res.rawHeaders),
        }),
      );
      if (empty) res.resume();
    });
    req.end(body ?? undefined);
  });
};

/**
 * Node's own fetch, for what providerFetch leaves to it. Next replaces the global fetch with one
 * that opens a trace span and consults its data cache on every call, and keeps the original as
 * `_nextOriginalFetch`; looked up per call, since tests may replace it.
 */
function nodeFetch(input: FetchInput, init: RequestInit): Promise<Response> {
  const global = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return (global._nextOriginalFetch ?? global)(input, init);
}
