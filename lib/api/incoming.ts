import { readBodyText } from "./body";

/**
 * What handle() reads of a request. A Fetch Request (Next, tests) is read through `incomingOf`;
 * the production server reads Node's own request (lib/server/node-bridge.ts `nodeIncoming`) and
 * makes a Fetch Request only when a service asks for `ctx.req`: most requests never need one, and
 * making it (headers copied, a body stream, an abort signal) cost more than the rest of a cached read.
 */
export interface RequestHead {
  method: string;
  url: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
}

export interface Incoming extends RequestHead {
  /** `url` parsed, once. */
  parsedUrl: URL;
  /** The body's text, counted as it streams in and refused beyond `limit` (413); "" when there is none. */
  bodyText(limit: number): Promise<string>;
  /** Whether the client has gone away. */
  aborted(): boolean;
  /** The request as a Fetch Request (`ctx.req`), made on first use. */
  request(): Request;
}

export function incomingOf(req: Request): Incoming {
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    parsedUrl: new URL(req.url),
    bodyText: (limit) => readBodyText(req, limit),
    aborted: () => req.signal.aborted,
    request: () => req,
  };
}

/** An answer handle() made itself: JSON `text`, or no body (null). Headers are named in lower case. */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  text: string | null;
}
