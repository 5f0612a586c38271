/**
 * App Router path matching for route files, as Next does it: a static segment beats `[param]`,
 * which beats `[...rest]` and `[[...rest]]` (which also matches no segment at all). The production
 * server (lib/server) and the in-process test client both route with it, so a test request reaches
 * the handler a real one would.
 */
export interface RoutePattern {
  /** `["api", "campaigns", "[id]"]`, route groups `(x)` already left out */
  segments: string[];
}

export type RouteParams = Record<string, string | string[]>;

/** Route segments of an app directory path: `/api/(group)/things/[id]` -> `["api", "things", "[id]"]`. */
export function routeSegments(dirPath: string): string[] {
  return dirPath.split("/").filter((s) => s && !/^\(.*\)$/.test(s));
}

const isCatchAll = (segment: string) => segment.startsWith("[...") || segment.startsWith("[[...");

/** Higher is more specific: compared segment by segment, static 2, `[param]` 1, catch-all 0. */
function specificity(route: RoutePattern): number {
  return route.segments.reduce((n, s) => n * 3 + (isCatchAll(s) ? 0 : s.startsWith("[") ? 1 : 2), 0);
}

function paramsFor(segments: string[], parts: string[]): RouteParams | null {
  const params: RouteParams = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    if (seg.startsWith("[[...")) {
      if (i < parts.length) params[seg.slice(5, -2)] = parts.slice(i);
      return params;
    }
    if (seg.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[seg.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (seg.startsWith("[")) params[seg.slice(1, -1)] = parts[i];
    else if (seg !== parts[i]) return null;
  }
  return parts.length === segments.length ? params : null;
}

function decodeParts(pathname: string): string[] | null {
  try {
    const parts = pathname.split("/").filter(Boolean);
    return pathname.includes("%") ? parts.map(decodeURIComponent) : parts;
  } catch {
    return null;
  }
}

/** `match("/api/campaigns/42")` -> the route and `{ id: "42" }`; null when no route serves the path or it is malformed. */
export function routeMatcher<R extends RoutePattern>(routes: readonly R[]) {
  const ordered = [...routes].sort((a, b) => specificity(b) - specificity(a));
  return (pathname: string): { route: R; params: RouteParams } | null => {
    const parts = decodeParts(pathname);
    if (!parts) return null;
    for (const route of ordered) {
      const params = paramsFor(route.segments, parts);
      if (params) return { route, params };
    }
    return null;
  };
}
