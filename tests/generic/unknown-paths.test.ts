import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowHeader } from "@/lib/api/allowed-methods";
import { routeMatcher } from "@/lib/api/route-match";
import { apiRequestListener } from "@/lib/server/api-server";
import { routeFiles } from "../helpers/app";
import {
  MALFORMED_API_PATHS,
  METHODS,
  REQUEST_SHAPES,
  UNKNOWN_API_PATHS,
  notFoundProblem,
  requestsFor,
  sendRaw,
} from "../helpers/unknown-paths";
import { signUp } from "../helpers/users";

/**
 * decisions.md "API surface": any /api path that matches no route answers 404 `{error: "Not
 * found"}` as JSON, for every method, body and caller. Here: the production server's API path
 * (lib/server/api-server.ts, as scripts/serve.ts runs it) over HTTP with the real route files, and
 * Next's side (its routing order, the catch-all route file, next-auth's and Inngest's files).
 * e2e/api/unknown-paths.spec.ts sends the same requests to `npm start` and `API_SERVER=next npm start`.
 */
type Exports = Record<
  string,
  ((req: Request, ctx: { params: Promise<unknown> }) => Response | Promise<Response>) | undefined
>;

const NEXT_AUTH_PATH = "/api/auth/no-such-action";
const fallbackHits: string[] = [];
let server: http.Server;
let base: string;
let callers: Record<string, string | undefined>;

beforeAll(async () => {
  const listener = apiRequestListener({
    routes: routeFiles.map((r) => ({ segments: r.segments, load: () => import(r.file) })),
    fallback: (req, res) => {
      fallbackHits.push(`${req.method} ${req.url}`);
      res.writeHead(599).end("left to Next");
    },
    onError: () => undefined,
  });
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const owner = await signUp();
  callers = {
    "no token": undefined,
    "invalid token": "Bearer not-a-real-token",
    "valid token": `Bearer ${owner.token}`,
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function problemsOf(paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    for (const req of requestsFor(path, callers)) {
      const problem = notFoundProblem(req.method, await sendRaw(base, req));
      if (problem) problems.push(`${req.name}: ${problem}`);
    }
  }
  return problems;
}

describe("unknown /api paths on the production server's API path", () => {
  it("answer 404 JSON for every method, body and caller, without reaching Next", async () => {
    fallbackHits.length = 0;
    expect(await problemsOf(UNKNOWN_API_PATHS.filter((p) => p !== NEXT_AUTH_PATH))).toEqual([]);
    expect(fallbackHits).toEqual([]);
  });

  it("answer 404 JSON where Next would answer HTML or text: malformed encoding, dot segments out of /api", async () => {
    fallbackHits.length = 0;
    expect(await problemsOf(MALFORMED_API_PATHS)).toEqual([]);
    expect(fallbackHits).toEqual([]);
  });
});

describe("unknown /api paths in Next", () => {
  const match = routeMatcher(routeFiles);
  const catchAll = routeFiles.find((r) => r.segments.join("/") === "api/[[...path]]")!;

  it("Next's routing order sends every unknown path to app/api/[[...path]] and every route file's path to that file", () => {
    const unknown = UNKNOWN_API_PATHS.filter((p) => p !== NEXT_AUTH_PATH).map((p) => [
      p,
      match(new URL(p, "http://localhost").pathname)?.route.file,
    ]);
    expect(unknown).toEqual(UNKNOWN_API_PATHS.filter((p) => p !== NEXT_AUTH_PATH).map((p) => [p, catchAll.file]));
    const shadowed = routeFiles
      .map(
        (r) =>
          `/${r.segments.map((s) => (s.startsWith("[[") ? "" : s.startsWith("[...") ? "a/b" : s.startsWith("[") ? "x" : s)).join("/")}`,
      )
      .map((path, i) => [path.replace(/\/$/, ""), match(path.replace(/\/$/, ""))?.route.file, routeFiles[i].file])
      .filter(([, served, own]) => served !== own);
    expect(shadowed).toEqual([]);
  });

  it("the catch-all route file answers 404 JSON to every method, body and caller (HEAD with GET, as Next does)", async () => {
    const exports = (await import(catchAll.file)) as Exports;
    const problems: string[] = [];
    for (const req of requestsFor("/api/no-such-route", callers)) {
      const handler = exports[req.method] ?? (req.method === "HEAD" ? exports.GET : undefined);
      if (!handler) {
        problems.push(`${req.name}: not exported`);
        continue;
      }
      const res = await handler(new Request(`http://localhost${req.path}`, req), {
        params: Promise.resolve({ path: ["no-such-route"] }),
      });
      const body = req.method === "HEAD" ? "" : await res.text();
      const problem = notFoundProblem(req.method, {
        status: res.status,
        headers: { "content-type": res.headers.get("content-type") ?? undefined },
        body,
      });
      if (problem) problems.push(`${req.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("next-auth answers an action it does not have as an unknown path, and its own actions' other methods with 405 and Allow", async () => {
    const nextAuth = routeFiles.find((r) => r.segments.join("/") === "api/auth/[...nextauth]")!;
    const exports = (await import(nextAuth.file)) as Exports;
    const call = (method: string, action: string) =>
      exports[method]!(
        new NextRequest(`http://localhost/api/auth/${action}`, { method, headers: REQUEST_SHAPES["no body"].headers }),
        {
          params: Promise.resolve({ nextauth: [action] }),
        },
      );
    for (const method of METHODS.filter((m) => m !== "HEAD")) {
      const res = await call(method, "no-such-action");
      expect([res.status, await res.json()], method).toEqual([404, { error: "Not found" }]);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await call(method, "session");
      expect([res.status, res.headers.get("allow")], method).toEqual([405, allowHeader(["GET", "POST"])]);
    }
    expect((await call("OPTIONS", "session")).headers.get("allow")).toBe(allowHeader(["GET", "POST"]));
  });

  it("Inngest's route answers the methods it does not serve with 405 and Allow", async () => {
    const inngest = routeFiles.find((r) => r.segments.join("/") === "api/inngest")!;
    const exports = (await import(inngest.file)) as Exports;
    for (const method of ["PATCH", "DELETE"]) {
      const res = await exports[method]!(new Request("http://localhost/api/inngest", { method }), {
        params: Promise.resolve({}),
      });
      expect([res.status, res.headers.get("allow")], method).toEqual([405, allowHeader(["GET", "POST", "PUT"])]);
    }
  });
});
