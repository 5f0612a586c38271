import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { payloadTooLarge } from "@/lib/api/errors";
import type { Incoming, JsonAnswer } from "@/lib/api/incoming";
import { jsonTextOf } from "@/lib/api/json-response";

/**
 * Node's http objects to the Fetch API's and back, for route handlers served outside Next's
 * request pipeline (see api-server.ts).
 */

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/**
 * The Node request behind a Fetch Request made here. A symbol of the global registry, not a
 * module-level map: route files are bundled by Next with their own copy of this module.
 */
const NODE_BODY = Symbol.for("reach.server.node-body");

/**
 * The body as a Fetch stream that reads the Node request only when its reader asks (high-water
 * mark 0: nothing is read ahead) and hands on Node's chunks as they are. Readable.toWeb copies
 * every chunk and reads ahead as soon as it is made.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= req[Symbol.asyncIterator]();
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      // The reader wants no more (a body over its cap): the rest is read and dropped, so the
      // connection stays usable for the answer (destroying the request would reset it).
      cancel() {
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The Fetch Request a route handler expects; `signal` aborts when the client goes away mid-request. */
export function toWebRequest(req: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    // HTTP/2 pseudo-headers (":path") are not valid Fetch header names.
    if (!raw[i].startsWith(":")) headers.append(raw[i], raw[i + 1]);
  }
  const method = req.method ?? "GET";
  if (WITHOUT_BODY.has(method)) return new Request(url, { method, headers, signal });
  const request = new Request(url, { method, headers, body: bodyStream(req), signal, duplex: "half" } as RequestInit);
  Object.defineProperty(request, NODE_BODY, { value: req });
  return request;
}

/** Whether the client went away before its answer was written. */
const closedEarly = (res: ServerResponse) => res.destroyed && !res.writableFinished;

/**
 * The body's bytes as readBodyBytes (lib/api/body.ts) reads a Fetch body, from the Node stream:
 * 413 for a declared or counted length over `limit`, the rest then read and dropped so the
 * connection stays usable for the answer.
 */
function readNodeBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(payloadTooLarge(limit));
  if (WITHOUT_BODY.has(req.method ?? "GET") || req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  // Listeners rather than `for await`: an async iterator per request cost more than a small JSON body's whole read.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        stop();
        req.resume();
        reject(payloadTooLarge(limit));
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    const onClose = () => {
      stop();
      reject(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    };
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/**
 * Node's request as handle() reads it (lib/api/incoming.ts): headers as Node parsed them, read as
 * a Fetch Headers would answer (every value of a repeated header, joined), the body straight from
 * the stream, and a Fetch Request (toWebRequest) made only if a service asks for `ctx.req`.
 */
export function nodeIncoming(req: IncomingMessage, res: ServerResponse, url: URL): Incoming {
  let request: Request | null = null;
  return {
    method: req.method ?? "GET",
    url: url.href,
    parsedUrl: url,
    headers: {
      get(name) {
        const lower = name.toLowerCase();
        if (!Object.hasOwn(req.headers, lower)) return null;
        const values = req.headersDistinct[lower];
        return values ? values.join(lower === "cookie" ? "; " : ", ") : null;
      },
      has: (name) => Object.hasOwn(req.headers, name.toLowerCase()),
    },
    bodyText: async (limit) => (await readNodeBody(req, limit)).toString("utf8"),
    aborted: () => closedEarly(res),
    request() {
      if (!request) {
        const aborted = new AbortController();
        if (closedEarly(res)) aborted.abort();
        else
          res.once("close", () => {
            if (!res.writableFinished) aborted.abort();
          });
        request = toWebRequest(req, url, aborted.signal);
      }
      return request;
    },
  };
}

/** Writes handle()'s answer: its own JSON at once (Content-Length, one write), a Response as sendWebResponse does. */
export function writeAnswer(res: ServerResponse, answer: Response | JsonAnswer, method: string): Promise<void> | void {
  if (answer instanceof Response) return sendWebResponse(res, answer, method);
  res.statusCode = answer.status;
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]);
  if (answer.text === null) {
    res.end();
    return;
  }
  res.setHeader("content-length", Buffer.byteLength(answer.text));
  res.end(method === "HEAD" ? undefined : answer.text);
}

/**
 * The request's body as the Node stream it arrived on, for a reader that wants Node's stream
 * (busboy) without a Fetch stream in between; null when the Request was not made by toWebRequest
 * (Next served it) or its Fetch body has been read from already.
 */
export function nodeBodyOf(request: Request): Readable | null {
  const req = (request as Request & { [NODE_BODY]?: IncomingMessage })[NODE_BODY];
  return req && request.body && !request.body.locked && !request.bodyUsed ? req : null;
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
 * A body that asks not to be buffered (X-Accel-Buffering: no: a streamed AI answer), each chunk
 * written the moment it comes: no turn waited for to see whether the body is whole, nothing for
 * gzip to hold (such answers say no-transform).
 */
async function writeEachChunk(res: ServerResponse, reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!res.write(chunk.value)) await drained(res);
    if (res.destroyed) return;
  }
  res.end();
}

/**
 * Writes a Fetch Response to `res`; HEAD gets headers only. A body that is complete at once (any
 * JSON answer) goes out with Content-Length in one write; others (a stream of events, a large
 * export) are written as they come, with backpressure; one that asks not to be buffered, each chunk at once.
 */
export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of Object.entries(nodeHeaders(response.headers))) res.setHeader(name, value);
  const text = jsonTextOf(response);
  if (text !== undefined) {
    if (!res.hasHeader("content-length")) res.setHeader("content-length", Buffer.byteLength(text));
    res.end(method === "HEAD" ? undefined : text);
    return;
  }
  if (!response.body || method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.once("close", stop);
  try {
    if (response.headers.get("x-accel-buffering") === "no") return await writeEachChunk(res, reader);
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
      const next = await Promise.race([pending, nextTurn()]);
      if (next === NOT_YET) {
        // Nothing more yet (a model's next tokens): what was written goes out now, rather than
        // waiting in the compression middleware's gzip buffer until the stream ends.
        (res as ServerResponse & { flush?: () => void }).flush?.();
        chunk = await pending;
      } else chunk = next;
      pending = chunk.done ? null : reader.read();
    }
    res.end();
  } finally {
    res.off("close", stop);
  }
}
