import type { Contract } from "./contract";
import { errorBody, methodNotAllowed } from "./errors";

interface PathEntry {
  segments: string[];
  methods: Set<string>;
  contracts: Contract[];
}

export interface MethodTable {
  /** The contract path that serves `pathname` (static segments beat `:params`, as in Next), or null. */
  match(pathname: string): PathEntry | null;
}

export function methodTable(contracts: readonly Contract[]): MethodTable {
  const byPath = new Map<string, PathEntry>();
  for (const c of contracts) {
    let entry = byPath.get(c.path);
    if (!entry) {
      entry = { segments: c.path.split("/").filter(Boolean), methods: new Set(), contracts: [] };
      byPath.set(c.path, entry);
    }
    entry.methods.add(c.method);
    entry.contracts.push(c);
  }
  const entries = [...byPath.values()];

  return {
    match(pathname) {
      const parts = pathname.split("/").filter(Boolean);
      let best: PathEntry | null = null;
      for (const entry of entries) {
        if (entry.segments.length !== parts.length) continue;
        if (!entry.segments.every((s, i) => s.startsWith(":") || s === parts[i])) continue;
        if (!best || moreSpecific(entry.segments, best.segments)) best = entry;
      }
      return best;
    },
  };
}

function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const aStatic = !a[i].startsWith(":");
    const bStatic = !b[i].startsWith(":");
    if (aStatic !== bStatic) return aStatic;
  }
  return false;
}

/** What Next answers OPTIONS with for a route file: its methods, HEAD when it has GET, and OPTIONS. */
export function allowHeader(methods: Iterable<string>): string {
  const allow = new Set(methods);
  if (allow.has("GET")) allow.add("HEAD");
  allow.add("OPTIONS");
  return [...allow].sort().join(", ");
}

/**
 * Next answers a method a route file does not export with a bare 405 and no `Allow` header.
 * For a path some contract serves, this builds the 405 decisions.md asks for; null means
 * "not ours to answer" (unknown path, allowed method, or OPTIONS, which Next answers itself).
 */
export function methodNotAllowedResponse(table: MethodTable, pathname: string, method: string, requestId: string): Response | null {
  const entry = table.match(pathname);
  if (!entry || method === "OPTIONS") return null;
  if (entry.methods.has(method) || (method === "HEAD" && entry.methods.has("GET"))) return null;
  const allow = allowHeader(entry.methods);
  const err = methodNotAllowed(method, allow);
  const style = entry.contracts[0].errorStyle ?? "default";
  return Response.json(errorBody(err, style), {
    status: 405,
    headers: { Allow: allow, "X-Request-Id": requestId },
  });
}
