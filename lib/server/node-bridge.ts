import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/**
 * Node's http objects to the Fetch API's and back, for route handlers served outside Next's
 * request pipeline (see api-server.ts).
 */

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/** The Fetch Request a route handler expects; `signal` aborts when the client goes away mid-request. */
export function toWebRequest(req: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    // HTTP/2 pseudo-headers (":path") are not valid Fetch header names.
    if (!raw[i].startsWith(":")) headers.append(raw[i], raw[i + 1]);
  }
  const method = req.method ?? "GET";
  const body = WITHOUT_BODY.has(method) ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
  return new Request(url, { method, headers, body, signal, duplex: "half" } as RequestInit);
}

function nodeHeaders(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  return out;
}

/** Resolves when `res` can take more (or is gone), so a slow client holds the body back. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.on("drain", done).on("close", done);
  });
}

const NOT_YET = Symbol("not yet");
const nextTurn = () => new Promise<typeof NOT_YET>((resolve) => setImmediate(resolve, NOT_YET));

/**
 * Writes a Fetch Response to `res`; HEAD gets headers only. A body that is complete at once (any
 * JSON answer) goes out with Content-Length in one write; others (a stream of events, a large
 * export) are written as they come, with backpressure.
 */
export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of Object.entries(nodeHeaders(response.headers))) res.setHeader(name, value);
  if (!response.body || method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.once("close", stop);
  try {
    const first = await reader.read();
    let pending = first.done ? null : reader.read();
    const second = pending ? await Promise.race([pending, nextTurn()]) : first;
    if (second !== NOT_YET && second.done) {
      const body = first.value ?? new Uint8Array(0);
      if (!res.hasHeader("content-length")) res.setHeader("content-length", body.byteLength);
      res.end(body);
      return;
    }
    let chunk = first;
    while (!chunk.done && pending) {
      if (!res.write(chunk.value)) await drained(res);
      if (res.destroyed) return;
      chunk = await pending;
      pending = chunk.done ? null : reader.read();
    }
    res.end();
  } finally {
    res.off("close", stop);
  }
}
