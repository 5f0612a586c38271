import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { expect, test } from "@playwright/test";
import {
  MALFORMED_API_PATHS,
  UNKNOWN_API_PATHS,
  notFoundProblem,
  requestsFor,
  sendRaw,
  type RawRequest,
} from "../../tests/helpers/unknown-paths";

/**
 * decisions.md "API surface", against both ways `npm start` serves the API: Playwright's server
 * (route handlers answered from Node, lib/server/api-server.ts) and one started here with
 * API_SERVER=next (every route through Next's own pipeline), on the same embedded database.
 */
test.describe.configure({ mode: "serial" });

let nextPipeline: { base: string; child: ChildProcess; output: string } | undefined;
let callers: Record<string, string | undefined>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startNextPipeline(baseURL: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The embedded database and data directory of Playwright's server (playwright.config.ts), so a
  // token it signs is valid here too.
  const pglitePort = Number(process.env.E2E_PGLITE_PORT ?? Number(new URL(baseURL).port) + 52_000);
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      API_SERVER: "next",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${pglitePort}/postgres?sslmode=disable`,
      DATABASE_NAMED_STATEMENTS: "off",
      DISABLE_BACKGROUND_RUNNER: "1",
      AUTH_DEV_LOGIN: "1",
      NEXTAUTH_URL: base,
      APP_URL: base,
      LOG_LEVEL: "warn",
    },
  });
  const started = { base, child, output: "" };
  child.stdout!.on("data", (chunk: Buffer) => (started.output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (started.output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null)
      throw new Error(`API_SERVER=next npm start exited (${child.exitCode}):\n${started.output}`);
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-child.pid!, "SIGTERM");
  throw new Error(`API_SERVER=next npm start did not answer in 90 s:\n${started.output}`);
}

test.beforeAll(async ({ request, baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  const signIn = await request.post("/api/auth/dev-login", {
    data: { email: "unknown-paths@example.test" },
    headers: { "x-forwarded-for": "10.200.0.2" },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  callers = { "no token": undefined, "invalid token": "Bearer not-a-real-token", "valid token": `Bearer ${token}` };
  nextPipeline = await startNextPipeline(baseURL!);
});

test.afterAll(() => {
  if (nextPipeline?.child.exitCode === null) process.kill(-nextPipeline.child.pid!, "SIGTERM");
});

async function problemsOf(base: string, requests: (RawRequest & { name: string })[]): Promise<string[]> {
  const problems: string[] = [];
  for (const req of requests) {
    const problem = notFoundProblem(req.method, await sendRaw(base, req));
    if (problem) problems.push(`${req.name}: ${problem}`);
  }
  return problems;
}

const servers = [
  { name: "npm start", base: (baseURL: string) => baseURL },
  { name: "API_SERVER=next npm start", base: () => nextPipeline!.base },
];

for (const server of servers) {
  test.describe(server.name, () => {
    test("unknown /api paths answer 404 JSON for every method, body and caller", async ({ baseURL }) => {
      test.setTimeout(120_000);
      const requests = UNKNOWN_API_PATHS.flatMap((path) => requestsFor(path, callers));
      expect(await problemsOf(server.base(baseURL!), requests)).toEqual([]);
    });

    test("so do /api paths Next cannot route: malformed encoding, dot segments out of /api", async ({ baseURL }) => {
      const requests = MALFORMED_API_PATHS.flatMap((path) =>
        requestsFor(path, { "valid token": callers["valid token"] }),
      );
      expect(await problemsOf(server.base(baseURL!), requests)).toEqual([]);
    });

    test("trailing and repeated slashes redirect to the path without them, never an HTML page", async ({ baseURL }) => {
      const base = server.base(baseURL!);
      for (const [path, target, answer] of [
        ["/api/no-such-route/", "/api/no-such-route", 404],
        ["/api//no-such-route", "/api/no-such-route", 404],
        ["/api/", "/api", 404],
        ["/api/health/", "/api/health", 200],
        ["/api//health", "/api/health", 200],
      ] as const) {
        const res = await sendRaw(base, { method: "GET", path, headers: { accept: "text/html" } });
        expect(
          [res.status, new URL(res.headers.location ?? "", base).pathname, res.headers["content-type"] ?? ""],
          path,
        ).toEqual([308, target, expect.not.stringContaining("html")]);
        const followed = await sendRaw(base, { method: "GET", path: target, headers: { accept: "text/html" } });
        expect([followed.status, followed.headers["content-type"]], target).toEqual([answer, "application/json"]);
      }
    });

    test("routes still answer: their own methods, 405 with Allow for others, next-auth, Inngest", async ({
      baseURL,
    }) => {
      const base = server.base(baseURL!);
      const send = (method: string, path: string, headers: Record<string, string> = {}) =>
        sendRaw(base, { method, path, headers });
      const list = await send("GET", "/api/campaigns", { authorization: callers["valid token"]! });
      expect(list.status).toBe(403);
      const refused = await send("DELETE", "/api/campaigns", {
        "next-action": "0123456789abcdef0123456789abcdef01234567",
      });
      expect([refused.status, refused.headers.allow, JSON.parse(refused.body)]).toEqual([
        405,
        "GET, HEAD, OPTIONS, POST",
        { error: expect.stringContaining("DELETE") },
      ]);
      const csrf = await send("GET", "/api/auth/csrf");
      expect([csrf.status, JSON.parse(csrf.body)]).toEqual([200, { csrfToken: expect.any(String) }]);
      const session = await send("PUT", "/api/auth/session");
      expect([session.status, session.headers.allow]).toEqual([405, "GET, HEAD, OPTIONS, POST"]);
      const inngest = await send("DELETE", "/api/inngest");
      expect([inngest.status, inngest.headers.allow]).toEqual([405, "GET, HEAD, OPTIONS, POST, PUT"]);
      const trace = await send("TRACE", "/api/health");
      expect([trace.status, JSON.parse(trace.body)]).toEqual([501, { error: "Method TRACE is not supported" }]);
    });
  });
}
