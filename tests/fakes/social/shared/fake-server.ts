import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the fake received it, for tests to assert on. */
export interface RecordedRequest {
  route: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: Date;
}

/** One-shot failures a test can order on a route ("*" for any). State failures (expired, revoked tokens) live in the token store. */
export type ResponseFailure = "duplicate" | "rate_limited" | "server_error" | "applied_then_server_error" | "hang";

export interface FakeRequest extends RecordedRequest {
  params: Record<string, string>;
  json<T = any>(): T;
  form(): URLSearchParams;
  /** Multipart parts by field name (file parts keep their bytes and content type). */
  multipart(): Map<string, { data: Buffer; contentType: string | null; filename: string | null }>;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  body?: Buffer;
}

export type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  name: string;
  handler: Handler;
}

/** How a network writes each one-shot failure in its own error shape. */
export type FailureRenderer = (
  failure: Exclude<ResponseFailure, "hang" | "applied_then_server_error">,
  req: FakeRequest,
) => Reply;

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private routes: Route[] = [];
  private failures: {
    failure: ResponseFailure;
    route: string;
    times: number;
    retryAfterSeconds?: number;
    after?: number;
  }[] = [];
  private server: http.Server;
  url = "";

  constructor(
    readonly name: string,
    private renderFailure: FailureRenderer,
  ) {
    this.server = http.createServer((req, res) => void this.dispatch(req, res));
  }

  /** `path` like "/2/tweets/:id"; `name` is what tests use to target failures and read requests. */
  on(method: string, path: string, name: string, handler: Handler): this {
    const keys: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_, key: string) => (keys.push(key), "([^/]+)"))}$`);
    this.routes.push({ method, pattern, keys, name, handler });
    return this;
  }

  /**
   * The next `times` requests to `route` fail this way. "hang" applies the request, then never
   * answers; "applied_then_server_error" applies it, then answers the network's 500. `retryAfterSeconds` adds a Retry-After header to the failure (as gateways and most
   * APIs send with a 429 or 503), besides the network's own rate-limit headers. `after` lets that
   * many matching requests through first (the second part of a thread fails).
   */
  fail(
    failure: ResponseFailure,
    route = "*",
    times = 1,
    options: { retryAfterSeconds?: number; after?: number } = {},
  ): void {
    this.failures.push({ failure, route, times, ...options });
  }

  received(route: string): RecordedRequest[] {
    return this.requests.filter((r) => r.route === route);
  }

  async start(port = 0, host = "127.0.0.1"): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async dispatch(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const route = this.routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    const match = route ? url.pathname.match(route.pattern)! : null;
    const request = toFakeRequest({
      route: route?.name ?? "unknown",
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks),
      at: new Date(),
      params: Object.fromEntries((route?.keys ?? []).map((k, i) => [k, decodeURIComponent(match![i + 1])])),
    });
    this.requests.push(request);
    if (!route)
      return send(res, { status: 404, json: { error: "NotFound", message: `no route ${req.method} ${url.pathname}` } });

    const rule = this.takeFailure(route.name);
    if (rule?.failure === "hang") {
      await route.handler(request);
      return;
    }
    if (rule?.failure === "applied_then_server_error") await route.handler(request);
    if (rule) {
      const reply = this.renderFailure(
        rule.failure === "applied_then_server_error" ? "server_error" : rule.failure,
        request,
      );
      const retryAfter: Record<string, string> =
        rule.retryAfterSeconds === undefined ? {} : { "retry-after": String(rule.retryAfterSeconds) };
      return send(res, { ...reply, headers: { ...reply.headers, ...retryAfter } });
    }
    try {
      send(res, await route.handler(request));
    } catch (err) {
      send(res, { status: 500, json: { error: "FakeError", message: String(err) } });
    }
  }

  private takeFailure(route: string) {
    const rule = this.failures.find((f) => f.times > 0 && (f.route === route || f.route === "*"));
    if (!rule) return null;
    if (rule.after) {
      rule.after--;
      return null;
    }
    rule.times--;
    return rule;
  }
}

function send(res: http.ServerResponse, reply: Reply) {
  const body =
    reply.body ?? (reply.json !== undefined ? Buffer.from(JSON.stringify(reply.json)) : Buffer.from(reply.text ?? ""));
  const type = reply.json !== undefined ? "application/json; charset=utf-8" : "text/html; charset=utf-8";
  res.writeHead(reply.status, { "content-type": type, ...reply.headers });
  res.end(body);
}

function toFakeRequest(base: RecordedRequest & { params: Record<string, string> }): FakeRequest {
  return {
    ...base,
    json: () => JSON.parse(base.body.toString("utf8") || "null"),
    form: () => new URLSearchParams(base.body.toString("utf8")),
    multipart: () => parseMultipart(base.body, String(base.headers["content-type"] ?? "")),
  };
}

function parseMultipart(body: Buffer, contentType: string) {
  const parts = new Map<string, { data: Buffer; contentType: string | null; filename: string | null }>();
  const boundary = contentType
    .match(/boundary=(?:"([^"]+)"|([^;]+))/)
    ?.slice(1)
    .find(Boolean);
  if (!boundary) return parts;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, split).toString("utf8");
    const name = head.match(/name="([^"]+)"/)?.[1];
    if (name) {
      parts.set(name, {
        data: part.subarray(split + 4),
        contentType: head.match(/content-type:\s*([^\r\n]+)/i)?.[1] ?? null,
        filename: head.match(/filename="([^"]*)"/)?.[1] ?? null,
      });
    }
    start = next;
  }
  return parts;
}

export function bearer(req: { headers: http.IncomingHttpHeaders }): string | null {
  const header = req.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice(7) : null;
}
