import fs from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/handle";
import { routeMatcher, routeSegments, type RoutePattern } from "@/lib/api/route-match";

/**
 * Calls the real route handlers in-process, addressed by URL like an HTTP client would:
 * `await api.post("/api/campaigns", { token, body })`. Route files are found under app/api.
 */
const APP_DIR = path.resolve("app");

interface RouteFile extends RoutePattern {
  file: string;
}

function walk(dir: string, out: RouteFile[] = []): RouteFile[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name === "route.ts")
      out.push({ file: p, segments: routeSegments(path.relative(APP_DIR, path.dirname(p)).split(path.sep).join("/")) });
  }
  return out;
}

export const routeFiles: RouteFile[] = walk(path.join(APP_DIR, "api")).concat(
  fs.existsSync(path.join(APP_DIR, "l")) ? walk(path.join(APP_DIR, "l")) : [],
);

const matchRoute = routeMatcher(routeFiles);

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = any>(method: string, url: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const u = new URL(url, "http://localhost:3000");
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) u.searchParams.append(k, String(item));
  }
  const match = matchRoute(u.pathname);
  // A real server answers a path no route file serves from app/api/[[...path]]; here it is a typo.
  if (!match || match.route.segments.join("/") === "api/[[...path]]")
    throw new Error(`No route file for ${u.pathname}`);
  const mod = (await import(match.route.file)) as Record<string, RouteHandler | undefined>;
  const handler = mod[method];
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const req = new Request(u, { method, headers, body, duplex: "half" } as RequestInit);
  if (!handler)
    throw new Error(`${match.route.file} exports no ${method}: route files answer every method (otherMethods)`);
  const res = await handler(req, { params: Promise.resolve(match.params) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (CSV, HTML): the text is the body
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export const api = {
  get: <T = any>(url: string, opts?: CallOptions) => request<T>("GET", url, opts),
  post: <T = any>(url: string, opts?: CallOptions) => request<T>("POST", url, opts),
  put: <T = any>(url: string, opts?: CallOptions) => request<T>("PUT", url, opts),
  patch: <T = any>(url: string, opts?: CallOptions) => request<T>("PATCH", url, opts),
  delete: <T = any>(url: string, opts?: CallOptions) => request<T>("DELETE", url, opts),
};
