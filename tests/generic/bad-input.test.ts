import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Contract } from "@/lib/api/contract";
import { adminDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { apiRequestListener, type ServedRoute } from "@/lib/server/api-server";
import { routeFiles } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { badBodies, badParams, badQueries, encodeAll, type BadInput } from "./bad-inputs";
import { accessOf, fixtureFor, paramNames, queryOf, randomParams, routes, validBody } from "./route-table";

/**
 * Every operation of the registry, sent inputs generated from its contract (tests/generic/bad-inputs.ts)
 * through the production server's API path over real HTTP, as a client would send them: none may
 * answer 5xx, nothing may be thrown past a request, and nothing may be logged at error level.
 */

// Dozens of requests per route: lift every bucket here; tests/api/conventions.test.ts covers the limits.
for (const bucket of ["DEFAULT", "ADMIN", "UPLOAD", "INBOX", "BULK", "AUTH"])
  process.env[`RATE_LIMIT_${bucket}`] = "1000000";

const errors: string[] = [];
const onUncaught = (err: unknown) => errors.push(`uncaught: ${String(err)}`);
let server: http.Server;
let base: string;
let owner: TestUser;
let superAdmin: TestUser;

/** Records error-level log lines of request loggers (handle() logs through a child per request) and of the root logger. */
function recordErrorLogs() {
  const record = (args: unknown[]) => errors.push(`logged: ${JSON.stringify(args).slice(0, 500)}`);
  const child = logger.child.bind(logger);
  vi.spyOn(logger, "child").mockImplementation((...args: Parameters<typeof logger.child>) => {
    const made = child(...args);
    const error = made.error.bind(made);
    made.error = ((...logged: unknown[]) => (
      record(logged),
      error(...(logged as Parameters<typeof error>))
    )) as typeof made.error;
    return made;
  });
  // A child made by pino inherits its level methods from the root: counted once, where it is called.
  const error = logger.error;
  vi.spyOn(logger, "error").mockImplementation(function (this: unknown, ...logged: unknown[]) {
    if (this === logger) record(logged);
    return error.apply(this, logged as Parameters<typeof error>);
  } as typeof logger.error);
}

beforeAll(async () => {
  recordErrorLogs();
  process.on("uncaughtException", onUncaught);
  process.on("unhandledRejection", onUncaught);
  const served: ServedRoute[] = routeFiles.map((r) => ({ segments: r.segments, load: () => import(r.file) }));
  const listener = apiRequestListener({
    routes: served,
    fallback: (req, res) => void res.writeHead(599).end(`left to Next: ${req.method} ${req.url}`),
    onError: (err) => errors.push(`server: ${String(err)}`),
  });
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [owner, superAdmin] = await Promise.all([signUp(), signUp()]);
  await adminDb().user.update({ where: { id: superAdmin.userId }, data: { isSuperAdmin: true } });
});

afterAll(async () => {
  // A stream failing after its answer surfaces a turn or two later.
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.off("uncaughtException", onUncaught);
  process.off("unhandledRejection", onUncaught);
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(errors).toEqual([]);
});

/** A valid body to vary, or `{}` for a contract none can be generated for (the field variations still apply). */
function exampleBody(method: string, c: Contract): unknown {
  try {
    return validBody(method, c);
  } catch {
    return {};
  }
}

const tokenFor = (c: Contract) =>
  accessOf(c) === "public" ? undefined : accessOf(c) === "superAdmin" ? superAdmin.token : owner.token;

/** The owner's own resource when a fixture makes one (so a request gets as far as it can), else generated values. */
async function validParams(c: Contract): Promise<Record<string, string>> {
  if (!paramNames(c.path).length) return {};
  const found = fixtureFor(c.path);
  return found && accessOf(c) !== "superAdmin"
    ? { ...randomParams(c), ...(await found.fixture.create(owner)) }
    : randomParams(c);
}

it("records what it must not see (a check of the checks)", () => {
  logger.child({ probe: true }).error("probe");
  expect(errors).toEqual([expect.stringContaining("probe")]);
  errors.length = 0;
});

describe.each(routes.map((r) => [`${r.method} ${r.contract.path}`, r] as const))(
  "%s",
  (_name, { method, contract: c }) => {
    it.concurrent("answers every bad input without a 5xx", { timeout: 120_000 }, async () => {
      const params = await validParams(c);
      const body = c.body ? exampleBody(method, c) : undefined;
      const validQuery = new URLSearchParams(queryOf(c) as Record<string, string>);
      const inputs: BadInput[] = [
        ...badParams(c, params),
        ...badQueries(c),
        ...badBodies(
          c,
          body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
        ),
      ];
      const problems: string[] = [];
      for (const input of inputs) {
        const path = c.path.replace(
          /:(\w+)\*?/g,
          (_, name: string) => (input.params ?? encodeAll(params))[name] ?? "x",
        );
        const query = new URLSearchParams(validQuery);
        const queried = input.query?.split("=")[0];
        if (queried) query.delete(queried);
        const search = [query.toString(), input.query].filter(Boolean).join("&");
        const token = tokenFor(c);
        const sent = input.body ?? (body === undefined ? undefined : JSON.stringify(body));
        const res = await fetch(`${base}${path}${search ? `?${search}` : ""}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(sent === undefined ? {} : { "content-type": input.contentType ?? "application/json" }),
          },
          body: sent,
          redirect: "manual",
        });
        const text = await res.text();
        const answer = `${input.why}: ${res.status} ${text.slice(0, 200)}`;
        if (res.status >= 500) problems.push(answer);
        else if (input.expect && res.status !== input.expect.status)
          problems.push(`${answer} (expected ${input.expect.status})`);
        else if (
          input.expect?.field &&
          !(input.expect.field in ((JSON.parse(text) as { details?: object }).details ?? {}))
        ) {
          problems.push(`${answer} (expected details naming ${input.expect.field})`);
        }
      }
      expect(problems).toEqual([]);
    });
  },
);
