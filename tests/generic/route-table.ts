import type { Contract } from "@/lib/api/contract";
import type { CallOptions } from "../helpers/app";
import { routeFiles } from "../helpers/app";
import { exampleBodies, fixtures, type Fixture, type Params } from "./fixtures";
import { validSample } from "./samples";

/** Every route file under app/api with its handlers' contracts, for the generic suites. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export interface RouteFile {
  file: string;
  /** `/api/campaigns/[id]` */
  dir: string;
  /** `/api/campaigns/:id`, the contract path the file must serve */
  path: string;
  exports: Record<string, unknown>;
}

export const files: RouteFile[] = await Promise.all(
  routeFiles.map(async (r) => ({
    file: r.file,
    dir: `/${r.segments.join("/")}`,
    path: `/${r.segments.map((s) => s.replace(/^\[\.\.\.(\w+)\]$/, ":$1*").replace(/^\[(\w+)\]$/, ":$1")).join("/")}`,
    exports: (await import(r.file)) as Record<string, unknown>,
  })),
);

export function contractOf(handler: unknown): Contract | undefined {
  return typeof handler === "function" ? (handler as { contract?: Contract }).contract : undefined;
}

export const routes: { file: RouteFile; method: string; contract: Contract }[] = files.flatMap((f) =>
  HTTP_METHODS.flatMap((method) => {
    const c = contractOf(f.exports[method]);
    return c ? [{ file: f, method, contract: c }] : [];
  }),
);

export const fill = (path: string, params: Params) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
export const accessOf = (c: Contract) => c.access ?? "user";

/** The fixture whose key is the longest prefix of `path` and names all of its params. */
export function fixtureFor(path: string): { key: string; fixture: Fixture } | null {
  const segments = path.split("/");
  let best: { key: string; fixture: Fixture } | null = null;
  for (const [key, fixture] of Object.entries(fixtures)) {
    const keySegments = key.split("/");
    if (keySegments.some((s, i) => s !== segments[i])) continue;
    if (!paramNames(path).every((p) => paramNames(key).includes(p))) continue;
    if (!best || key.length > best.key.length) best = { key, fixture };
  }
  return best;
}

/** A query as a client sends it: strings, repeated keys for lists. */
export function queryString(q: Record<string, unknown>): CallOptions["query"] {
  return Object.fromEntries(
    Object.entries(q).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map(String) : typeof v === "object" ? JSON.stringify(v) : String(v),
    ]),
  );
}

export function queryOf(c: Contract): CallOptions["query"] {
  return queryString(c.query ? ((validSample(c.query) ?? {}) as Record<string, unknown>) : {});
}

export function randomParams(c: Contract): Params {
  const generated = c.params ? ((validSample(c.params) ?? {}) as Params) : {};
  return Object.fromEntries(paramNames(c.path).map((p) => [p, generated[p] ?? "x"]));
}

export function validBody(method: string, c: Contract): unknown {
  const key = `${method} ${c.path}`;
  const body = key in exampleBodies ? exampleBodies[key] : c.body ? validSample(c.body) : undefined;
  if (c.body && body === undefined) {
    throw new Error(`Cannot generate a valid body for ${key}: add one to exampleBodies in tests/generic/fixtures.ts`);
  }
  return body;
}
