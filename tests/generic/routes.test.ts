import { beforeAll, describe, expect, it } from "vitest";
import { allowHeader } from "@/lib/api/allowed-methods";
import type { Contract } from "@/lib/api/contract";
import { allContracts } from "@/lib/api/registry";
import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import { adminDb } from "@/lib/db";
import { request, type CallOptions } from "../helpers/app";
import { devToken, signUp, uniqueEmail, type TestUser } from "../helpers/users";
import type { Params } from "./fixtures";
import {
  accessOf,
  contractOf,
  files,
  fill,
  fixtureFor,
  HTTP_METHODS,
  paramNames,
  queryOf,
  randomParams,
  routes,
  validBody,
} from "./route-table";
import { badBodies, inputSchema, validSample } from "./samples";

/**
 * One suite for every route file under app/api: what every route must do, derived from its
 * contract, so a new route is covered the moment its file exists. Routes with `:params` need a
 * fixture in tests/generic/fixtures.ts (the suite says so when one is missing).
 */

// Dozens of requests per route: lift every bucket here; tests/api/conventions.test.ts covers the limits.
for (const bucket of ["DEFAULT", "ADMIN", "UPLOAD", "INBOX", "BULK", "AUTH"])
  process.env[`RATE_LIMIT_${bucket}`] = "1000000";

/** Route files answered by another library's handler rather than handle(): no contract, not in OpenAPI. */
const WITHOUT_CONTRACT: Record<string, string> = {
  "/api/auth/[...nextauth]": "next-auth's browser sign-in endpoints",
  "/api/inngest": "Inngest's serve() endpoint, authenticated by Inngest's signing key",
  "/api/[[...path]]": "the JSON 404 for every /api path no route matches (tests/generic/unknown-paths.test.ts)",
};

let owner: TestUser;
let intruder: TestUser;
let superAdmin: TestUser;
let viewerToken: string;
let newcomerToken: string;

beforeAll(async () => {
  [owner, intruder, superAdmin] = await Promise.all([signUp(), signUp(), signUp()]);
  await adminDb().user.update({ where: { id: superAdmin.userId }, data: { isSuperAdmin: true } });
  const viewerRole = await adminDb().role.findFirstOrThrow({ where: { companyId: owner.companyId, name: "viewer" } });
  const viewerEmail = uniqueEmail("viewer");
  await adminDb().user.create({ data: { email: viewerEmail, companyId: owner.companyId, roleId: viewerRole.id } });
  viewerToken = await devToken(viewerEmail);
  newcomerToken = await devToken(uniqueEmail("newcomer"));
});

function callerToken(c: Contract): string | undefined {
  const access = accessOf(c);
  if (access === "public") return undefined;
  return access === "superAdmin" ? superAdmin.token : owner.token;
}

describe("route files and the contract registry", () => {
  it("every route file exports handle() handlers whose contract is registered and matches the file", () => {
    const problems: string[] = [];
    for (const f of files) {
      if (f.dir in WITHOUT_CONTRACT) continue;
      // The methods a file does not serve come from otherMethods (checked by the 405 test below).
      const methods = HTTP_METHODS.filter((m) => contractOf(f.exports[m]));
      if (methods.length === 0)
        problems.push(
          `${f.dir}: serves no method through handle(contract, ...) (or list the file in WITHOUT_CONTRACT with a reason)`,
        );
      for (const m of methods) {
        const c = contractOf(f.exports[m])!;
        if (!allContracts.includes(c))
          problems.push(`${m} ${c.path}: contract missing from lib/api/registry.ts (add its module there)`);
        else if (c.method !== m || c.path !== f.path)
          problems.push(`${f.dir} ${m}: serves contract ${c.method} ${c.path}; an alias path needs its own contract`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every registered contract is served by a route file", () => {
    const served = new Set(routes.map((r) => r.contract));
    const orphans = allContracts.filter((c) => !served.has(c)).map((c) => `${c.method} ${c.path}`);
    expect(orphans).toEqual([]);
  });

  it("every route file answers each method it does not serve with 405, Allow = its methods, and OPTIONS with them", async () => {
    const problems: string[] = [];
    for (const f of files.filter((file) => !(file.dir in WITHOUT_CONTRACT))) {
      const served = HTTP_METHODS.filter((m) => contractOf(f.exports[m]));
      const allow = allowHeader(served);
      const url = `http://localhost${fill(f.path, {})}`;
      for (const m of [
        ...HTTP_METHODS.filter((method) => !served.includes(method)),
        ...(served.includes("GET") ? [] : ["HEAD"]),
      ]) {
        const handler = f.exports[m] as ((req: Request) => Response) | undefined;
        const res = handler?.(new Request(url, { method: m }));
        if (res?.status !== 405)
          problems.push(`${m} ${f.dir}: ${res ? res.status : "not exported (add otherMethods)"}`);
        else if (res.headers.get("allow") !== allow)
          problems.push(`${m} ${f.dir}: Allow ${res.headers.get("allow")}, expected ${allow}`);
      }
      const options = (f.exports.OPTIONS as ((req: Request) => Response) | undefined)?.(
        new Request(url, { method: "OPTIONS" }),
      );
      if (options?.headers.get("allow") !== allow)
        problems.push(`OPTIONS ${f.dir}: Allow ${options?.headers.get("allow")}, expected ${allow}`);
      if (served.includes("GET") && f.exports.HEAD !== undefined)
        problems.push(`HEAD ${f.dir}: exported, but Next answers HEAD with GET`);
    }
    expect(problems).toEqual([]);
  });
});

describe.each(routes.map((r) => [`${r.method} ${r.contract.path}`, r] as const))(
  "%s",
  (_name, { method, contract: c }) => {
    const access = accessOf(c);
    const send = (opts: CallOptions & { params?: Params } = {}) =>
      request(method, fill(c.path, opts.params ?? randomParams(c)), { query: queryOf(c), ...opts });
    const viewerPermissions: readonly string[] = BUILT_IN_ROLES.viewer.permissions;
    const viewerRefused =
      (c.permission && !viewerPermissions.includes(c.permission)) || (c.roles && !c.roles.includes("viewer"));

    if (access !== "public") {
      it("answers 401 without a token", async () => {
        const res = await send();
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: "Unauthorized" });
      });
    }

    if (access === "public" && !c.body && !c.params && !c.query) {
      // Webhooks read their raw body themselves: a request carrying nothing must still get a clear answer.
      it("answers an empty request without a 500", async () => {
        const res = await send();
        expect(res.status).not.toBe(500);
      });
    }

    if (access === "user" || access === "superAdmin") {
      it("answers 403 to a signed-in identity that has not onboarded", async () => {
        expect((await send({ token: newcomerToken })).status).toBe(403);
      });
    }

    if (access === "superAdmin") {
      it("answers 403 saying Super Admin access is required to a plain user", async () => {
        const res = await send({ token: owner.token });
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).toMatch(/Super Admin access is required/i);
      });
    } else if (access === "user" && viewerRefused) {
      it("answers 403 to a viewer", async () => {
        const res = await send({ token: viewerToken });
        expect(res.status).toBe(403);
      });
    }

    if (c.params) {
      it("answers 400 to malformed params", async () => {
        const bad = Object.fromEntries(paramNames(c.path).map((p) => [p, "not a valid value!"]));
        if (c.params!.safeParse(bad).success) return;
        const res = await send({ token: callerToken(c), params: bad, body: validBody(method, c) });
        expect(res.status).toBe(400);
      });
    }

    if (c.query) {
      it("answers 400 to query values of the wrong type or outside their enum", async () => {
        const base = (queryOf(c) ?? {}) as Record<string, string | string[]>;
        const props = inputSchema(c.query!).properties ?? {};
        for (const [name, prop] of Object.entries(props)) {
          const wrong = prop.type === "integer" || prop.type === "number" ? "not-a-number" : "NOT_A_KNOWN_VALUE";
          const query = { ...base, [name]: wrong };
          if (c.query!.safeParse(query).success) continue;
          const res = await send({ token: callerToken(c), query, body: validBody(method, c) });
          expect(res.status, `${name}=${wrong}`).toBe(400);
          expect(res.body.details, `${name}=${wrong}`).toBeTypeOf("object");
        }
      });
    }

    if (c.body) {
      it("answers 400 with details to malformed JSON", async () => {
        const res = await send({
          token: callerToken(c),
          rawBody: '{"unterminated": ',
          headers: { "content-type": "application/json" },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ details: expect.any(Object) });
      });

      it("answers 400 with details to every body its schema refuses", async () => {
        const base = (validSample(c.body!) ?? {}) as Record<string, unknown>;
        for (const bad of badBodies(c.body!, typeof base === "object" && base ? base : {})) {
          const res = await send({ token: callerToken(c), body: bad.body });
          expect(res.status, bad.why).toBe(400);
          expect(res.body.details ?? res.body.message, bad.why).toBeDefined();
        }
      });

      const big = JSON.stringify({ padding: "x".repeat(2 * 1024 * 1024) });
      it.runIf((c.bodyLimit ?? 1024 * 1024) < big.length)(
        "refuses a 2 MB body, streamed or declared, with 413",
        async () => {
          const expected = 413;
          const streamed = await send({
            token: callerToken(c),
            rawBody: big,
            headers: { "content-type": "application/json" },
          });
          expect(streamed.status).toBe(expected);
          const declared = await send({
            token: callerToken(c),
            rawBody: big,
            headers: { "content-type": "application/json", "content-length": String(big.length) },
          });
          expect(declared.status).toBe(expected);
        },
      );
    }

    const params = paramNames(c.path);
    const found = params.length ? fixtureFor(c.path) : null;
    if (params.length && access !== "public" && access !== "superAdmin" && !found) {
      it("has a fixture", () => {
        expect.fail(`add a fixture for ${c.path} in tests/generic/fixtures.ts`);
      });
    }

    if (found && !found.fixture.shared && access !== "public" && access !== "superAdmin") {
      const { key, fixture } = found;
      const getsKey = allContracts.some((other) => other.method === "GET" && other.path === key);

      it("answers 404 to another company and leaves the owner's data unchanged", async () => {
        const ownedParams = await fixture.create(owner);
        const readUrl = fixture.read?.(ownedParams) ?? (getsKey ? fill(key, ownedParams) : null);
        if (!readUrl) expect.fail(`the fixture for ${key} needs read: there is no GET ${key}`);
        const before = await request("GET", readUrl, { token: owner.token });
        expect(before.status).toBeLessThan(300);

        const res = await send({ token: intruder.token, params: ownedParams, body: validBody(method, c) });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(
          c.errorStyle === "campaign" ? { message: expect.any(String) } : { error: expect.any(String) },
        );

        const after = await request("GET", readUrl, { token: owner.token });
        expect(after.body).toEqual(before.body);
      });

      if (method === "GET") {
        it("answers the owner with success", async () => {
          const res = await send({ token: owner.token, params: await fixture.create(owner) });
          expect(res.status, res.text).toBeLessThan(400);
        });
      }
    }

    // A webhook's handshake answers only the network's own challenge (tests/api/webhooks.test.ts).
    if (method === "GET" && params.length === 0 && !c.path.startsWith("/api/webhooks/")) {
      it("answers a caller it allows with success", async () => {
        const res = await send({ token: callerToken(c) });
        expect(res.status, res.text).toBeLessThan(400);
      });
    }
  },
);
