import fs from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/handle";

/**
 * Calls the real route handlers in-process, addressed by URL like an HTTP client would:
 * `await api.post("/api/campaigns", { token, body })`. Route files are found under app/api.
 */
const APP_DIR = path.resolve("app");

interface RouteFile {
  file: string;
  segments: string[];
}

function walk(dir: string, out: RouteFile[] = []): RouteFile[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name === "route.ts") {
      const rel = path.relative(APP_DIR, path.dirname(p));
      out.push({ file: p, segments: rel.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s)) });
    }
  }
  return out;
}

export const routeFiles: RouteFile[] = walk(path.join(APP_DIR, "api")).concat(
  fs.existsSync(path.join(APP_DIR, "l")) ? walk(path.join(APP_DIR, "l")) : [],
);

function score(r: RouteFile): number {
  return r.segments.reduce((n, s) => n * 3 + (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2), 0);
}

export function matchRoute(pathname: string): { route: RouteFile; params: Record<string, string | string[]> } | null {
  const parts = pathname.split("/").filter(Boolean);
  const candidates: { route: RouteFile; params: Record<string, string | string[]> }[] = [];
  for (const route of routeFiles) {
    const params: Record<string, string | string[]> = {};
    let ok = true;
    for (let i = 0; i < route.segments.length; i++) {
      const seg = route.segments[i];
      if (seg.startsWith("[...")) {
        params[seg.slice(4, -1)] = parts.slice(i).map(decodeURIComponent);
        break;
      }
      if (i >= parts.length) { ok = false; break; }
      if (seg.startsWith("[")) params[seg.slice(1, -1)] = decodeURIComponent(parts[i]);
      else if (seg !== parts[i]) { ok = false; break; }
      if (i === route.segments.length - 1 && parts.length !== route.segments.length) ok = false;
    }
    if (ok) candidates.push({ route, params });
  }
  candidates.sort((a, b) => score(b.route) - score(a.route));
  return candidates[0] ?? null;
}

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
  if (!match) throw new Error(`No route file for ${u.pathname}`);
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
  const res = handler
    ? await handler(req, { params: Promise.resolve(match.params) })
    : new Response(null, { status: 405 });
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
