import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Transform, pipeline, type Readable } from "node:stream";
import { env } from "@/lib/env";
import { isPublicAddress } from "./address-policy";

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** Whole exchange, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Follow redirects (each target checked again), at most `maxRedirects`. */
  followRedirects?: boolean;
  maxRedirects?: number;
  /** `host:port` pairs exempt from the address check; defaults to OUTBOUND_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  /** DNS resolution; tests substitute names that resolve to private addresses. */
  lookup?: LookupAll;
}

export interface GuardedResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** The URL that answered, after redirects. */
  url: string;
}

/** A streamed answer: its body is read as it arrives (at most `maxBytes`, else it fails "answer too large"). */
export interface GuardedStreamResponse {
  status: number;
  headers: Headers;
  body: Readable;
  url: string;
}

/** The URL was refused before any connection: INVALID_URL (not http(s), malformed, credentials) or BLOCKED (a non-public address). */
export class OutboundRefusedError extends Error {
  constructor(readonly code: "INVALID_URL" | "BLOCKED") {
    super(
      code === "BLOCKED" ? "The address is not a public internet address." : "The URL must be a plain http(s) address.",
    );
    this.name = "OutboundRefusedError";
  }
}

/** The fetch failed; nothing of the answer is kept. `phase` says whether the request may have arrived. */
export class OutboundFailedError extends Error {
  constructor(
    message: string,
    readonly phase: "connect" | "exchange",
  ) {
    super(message);
    this.name = "OutboundFailedError";
  }
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

// An idle connection is dropped after this long, before servers drop theirs (Node's own after 5 s,
// most others later), so a request rarely meets a connection the server is closing.
const IDLE_CONNECTION_MS = 4_000;

interface Agents {
  http: http.Agent;
  https: https.Agent;
}

const keepAlive = (): Agents => ({
  http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
});

/**
 * Connections are kept and reused, one pool per way they were checked: a pool per lookup for
 * guarded ones (every connection in it was checked at connect, by that lookup) and one for hosts
 * let through unchecked. A connection made for an allowed host is never reused by a request
 * for which that host is not allowed: that one connects again, through the guard.
 */
const guardedAgents = new WeakMap<LookupAll, Agents>();
const allowedAgents = keepAlive();

function agentFor(url: URL, allowed: boolean, lookup: LookupAll): http.Agent {
  let agents = allowed ? allowedAgents : guardedAgents.get(lookup);
  if (!agents) {
    agents = keepAlive();
    guardedAgents.set(lookup, agents);
  }
  return url.protocol === "https:" ? agents.https : agents.http;
}

/**
 * The one way to fetch a URL a user gave us (decisions.md "Addresses users supply"). Every address
 * the host resolves to must be public, checked when connecting (so a DNS answer cannot change
 * between check and use) and again for every redirect target. Connections are kept open for the
 * next request to the same host that was checked the same way (see agentFor).
 */
export async function guardedFetch(rawUrl: string, options: GuardedRequest = {}): Promise<GuardedResponse> {
  return (await follow(rawUrl, options, null)) as GuardedResponse;
}

/**
 * guardedFetch for an answer too large to hold: resolves once the headers are in, with the body as a
 * stream. `timeoutMs` bounds the wait for the headers; afterwards the body fails when no byte comes
 * for `idleMs`. The caller reads the body or destroys it.
 */
export async function guardedStream(
  rawUrl: string,
  options: Omit<GuardedRequest, "body" | "method"> & { idleMs: number },
): Promise<GuardedStreamResponse> {
  return (await follow(rawUrl, options, { idleMs: options.idleMs })) as GuardedStreamResponse;
}

async function follow(
  rawUrl: string,
  options: GuardedRequest,
  stream: ExchangeOptions["stream"],
): Promise<GuardedResponse | GuardedStreamResponse> {
  const settings = { ...OUTBOUND_DEFAULTS, followRedirects: true, ...options };
  const allowHosts = new Set((options.allowHosts ?? env.outboundAllowHosts).map((h) => h.toLowerCase()));
  const lookup = options.lookup ?? systemLookup;
  const deadline = Date.now() + settings.timeoutMs;
  let url = checkedUrl(rawUrl);
  let method = (options.method ?? "GET").toUpperCase();
  let body = options.body;

  for (let redirects = 0; ; redirects++) {
    const response = await exchange(url, {
      method,
      headers: options.headers ?? {},
      body,
      deadline,
      maxBytes: settings.maxBytes,
      allowHosts,
      lookup,
      stream,
    });
    const location = response.headers.get("location");
    if (!settings.followRedirects || !location || ![301, 302, 303, 307, 308].includes(response.status)) return response;
    if (!(response.body instanceof Uint8Array)) response.body.destroy();
    if (redirects >= settings.maxRedirects) throw new OutboundFailedError("too many redirects", "exchange");
    url = checkedUrl(new URL(location, url).toString());
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
      method = "GET";
      body = undefined;
    }
  }
}

function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError("INVALID_URL");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || !url.hostname) {
    throw new OutboundRefusedError("INVALID_URL");
  }
  return url;
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname}:${port}`;
}

interface ExchangeOptions {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  deadline: number;
  maxBytes: number;
  allowHosts: Set<string>;
  lookup: LookupAll;
  /** Answer once the headers are in, with the body as a stream that fails after `idleMs` without a byte. */
  stream: { idleMs: number } | null;
}

function responseHeaders(res: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** The answer's body as a stream that fails once it passes `maxBytes`, or when nothing comes for `idleMs`. */
function limitedBody(req: http.ClientRequest, res: http.IncomingMessage, maxBytes: number, idleMs: number): Readable {
  let size = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new OutboundFailedError("answer too large", "exchange"));
      else done(null, chunk);
    },
  });
  req.setTimeout(idleMs, () => req.destroy(new OutboundFailedError("timed out", "exchange")));
  pipeline(res, limited, (err) => {
    if (err) req.destroy();
  });
  return limited;
}

function exchange(url: URL, o: ExchangeOptions): Promise<GuardedResponse | GuardedStreamResponse> {
  const allowed = o.allowHosts.has(hostKey(url).toLowerCase());
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowed && net.isIP(host) && !isPublicAddress(host)) return Promise.reject(new OutboundRefusedError("BLOCKED"));

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      reject(err);
    };
    const transport = url.protocol === "https:" ? https : http;
    const req = transport.request(url, {
      method: o.method,
      headers: o.body ? { ...o.headers, "content-length": String(o.body.length) } : o.headers,
      lookup: allowed ? undefined : guardedLookup(o.lookup),
      agent: agentFor(url, allowed, o.lookup),
    });
    const timer = setTimeout(
      () => {
        fail(new OutboundFailedError("timed out", "exchange"));
        req.destroy();
      },
      Math.max(0, o.deadline - Date.now()),
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err instanceof OutboundRefusedError) return fail(err);
      const connectFailed =
        !req.reusedSocket &&
        ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"].includes(err.code ?? "");
      fail(new OutboundFailedError(err.code ?? "request failed", connectFailed ? "connect" : "exchange"));
    });
    req.on("response", (res) => {
      if (o.stream) {
        clearTimeout(timer);
        if (settled) return res.destroy();
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders(res),
          body: limitedBody(req, res, o.maxBytes, o.stream.idleMs),
          url: url.toString(),
        });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > o.maxBytes) {
          clearTimeout(timer);
          fail(new OutboundFailedError("answer too large", "exchange"));
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders(res),
          body: new Uint8Array(Buffer.concat(chunks)),
          url: url.toString(),
        });
      });
      res.on("error", () => fail(new OutboundFailedError("answer interrupted", "exchange")));
    });
    req.end(o.body);
  });
}

/** A `lookup` for node:http that refuses a host when any of its addresses is not public. */
function guardedLookup(lookupAll: LookupAll): net.LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
          callback(new OutboundRefusedError("BLOCKED") as NodeJS.ErrnoException, "", 0);
        } else if ((options as { all?: boolean }).all) {
          (callback as unknown as (err: null, addresses: { address: string; family: number }[]) => void)(
            null,
            addresses,
          );
        } else {
          callback(null, addresses[0].address, addresses[0].family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}
