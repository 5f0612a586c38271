import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allContracts } from "@/lib/api/registry";
import { BUILT_IN_ROLES, PERMISSIONS } from "@/lib/auth/permissions";
import { adminDb } from "@/lib/db";
import { request } from "../helpers/app";
import { devToken, signUp, uniqueEmail, type TestUser } from "../helpers/users";
import type { Params } from "./fixtures";
import { declaredGrant, grants, specGrant, type Caller, type Grant } from "./permission-grants";
import { fill, fixtureFor, paramNames, queryOf, randomParams, routes, validBody } from "./route-table";

/**
 * The permission matrix: every route as owner, admin, editor, viewer and a custom role lacking
 * what the route needs (and, for Super Admin routes, as a Super Admin in each of those roles),
 * expecting what the spec grants (tests/generic/permission-grants.ts): a refused caller gets 403
 * {error} and the company's data is left exactly as it was; an allowed one is not refused.
 */

for (const bucket of ["DEFAULT", "ADMIN", "UPLOAD", "INBOX", "BULK", "AUTH"])
  process.env[`RATE_LIMIT_${bucket}`] = "1000000";

describe("contract declarations", () => {
  it("every write declares who may call it: a permission, roles, or its access", () => {
    const undeclared = allContracts
      .filter((c) => c.method !== "GET" && !c.permission && !c.roles && c.access === undefined)
      .map((c) => `${c.method} ${c.path}: declare permission (or access: "user" when any member may)`);
    expect(undeclared).toEqual([]);
  });

  it("every route asks for what the spec grants", () => {
    const problems = allContracts.flatMap((c) => {
      const spec = specGrant(c);
      if (!spec) return [`${c.method} ${c.path}: not in tests/generic/permission-grants.ts; add its area or route`];
      const declared = declaredGrant(c);
      return declared === spec ? [] : [`${c.method} ${c.path}: declares ${declared}, the spec grants ${spec}`];
    });
    expect(problems).toEqual([]);
  });
});

type Label = "owner" | "admin" | "editor" | "viewer" | "custom";
const LABELS: Label[] = ["owner", "admin", "editor", "viewer", "custom"];
const LEAST_PRIVILEGED_FIRST: Label[] = ["viewer", "editor", "admin", "owner", "custom"];

interface MatrixUser extends Caller {
  token: string;
}

let owner: TestUser;
const plain = new Map<string, MatrixUser>();
const superAdmins = new Map<string, MatrixUser>();
/** Custom roles: `lacks <permission>` holds every other one, `none` nothing, `all` everything (and `all` Super Admin too). */
const customs = new Map<string, MatrixUser>();
let sql: pg.Client;
let fingerprintQuery: string;
let fingerprintTables: string[];

async function member(roleName: string, permissions: readonly string[], isSuperAdmin: boolean): Promise<MatrixUser> {
  const role =
    roleName in BUILT_IN_ROLES
      ? await adminDb().role.findFirstOrThrow({ where: { companyId: owner.companyId, name: roleName } })
      : await adminDb().role.upsert({
          where: { companyId_name: { companyId: owner.companyId, name: roleName } },
          create: { companyId: owner.companyId, name: roleName, permissions: [...permissions] },
          update: {},
        });
  const email = uniqueEmail(roleName.replace(/\W+/g, "-"));
  await adminDb().user.create({ data: { email, companyId: owner.companyId, roleId: role.id, isSuperAdmin } });
  return { token: await devToken(email), roleName, permissions, isSuperAdmin };
}

beforeAll(async () => {
  owner = await signUp();
  // A plan without a member limit: the matrix puts a score of people into one company.
  const unlimited = await adminDb().package.findFirstOrThrow({ where: { maxUsers: -1 } });
  await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: unlimited.id } });
  plain.set("owner", { token: owner.token, roleName: "owner", permissions: PERMISSIONS, isSuperAdmin: false });
  for (const name of ["admin", "editor", "viewer"])
    plain.set(name, await member(name, BUILT_IN_ROLES[name].permissions, false));
  for (const name of ["owner", "admin", "editor", "viewer"])
    superAdmins.set(name, await member(name, BUILT_IN_ROLES[name].permissions, true));
  for (const p of PERMISSIONS)
    customs.set(
      `lacks ${p}`,
      await member(
        `lacks ${p}`,
        PERMISSIONS.filter((q) => q !== p),
        false,
      ),
    );
  customs.set("none", await member("none", [], false));
  customs.set("all", await member("all", PERMISSIONS, false));
  customs.set("all, Super Admin", await member("all", PERMISSIONS, true));

  sql = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await sql.connect();
  // Every row of the company: per table its count and latest change, so an insert, delete or update shows.
  const { rows } = await sql.query<{ table: string; updated: boolean }>(
    `SELECT table_name AS table, bool_or(column_name = 'updatedAt') AS updated FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('companyId', 'updatedAt')
     GROUP BY table_name HAVING bool_or(column_name = 'companyId') ORDER BY table_name`,
  );
  fingerprintTables = ["Company", ...rows.map((r) => r.table)];
  const perTable = rows.map(
    (r) =>
      `(SELECT count(*) || ' ' || ${r.updated ? `coalesce(max("updatedAt")::text, '')` : "''"} FROM "${r.table}" WHERE "companyId" = $1)`,
  );
  fingerprintQuery = `SELECT ARRAY[(SELECT "updatedAt"::text FROM "Company" WHERE id = $1), ${perTable.join(", ")}] AS state`;
});

afterAll(async () => {
  await sql?.end();
});

async function companyState(): Promise<Record<string, string>> {
  const { rows } = await sql.query<{ state: string[] }>(fingerprintQuery, [owner.companyId]);
  return Object.fromEntries(fingerprintTables.map((t, i) => [t, rows[0].state[i]]));
}

/** The caller standing for `label` on a route granted by `grant`. */
function callerFor(label: Label, grant: Grant, asSuperAdmin: boolean): MatrixUser {
  if (label !== "custom") return (asSuperAdmin ? superAdmins : plain).get(label)!;
  if (asSuperAdmin) return customs.get("all, Super Admin")!;
  if ((PERMISSIONS as readonly string[]).includes(grant)) return customs.get(`lacks ${grant}`)!;
  // A role-only route refuses a custom role however much it holds.
  return grant === "owner or admin" ? customs.get("all")! : customs.get("none")!;
}

const isSuperAdminGrant = (grant: Grant) => grant.startsWith("superAdmin");

/** What the caller standing for `label` holds, known before beforeAll makes them (to choose the cases). */
function holdings(label: Label, grant: Grant, asSuperAdmin: boolean): Caller {
  if (label !== "custom")
    return { roleName: label, permissions: BUILT_IN_ROLES[label].permissions, isSuperAdmin: asSuperAdmin };
  if (asSuperAdmin) return { roleName: "all", permissions: PERMISSIONS, isSuperAdmin: true };
  if ((PERMISSIONS as readonly string[]).includes(grant))
    return { roleName: `lacks ${grant}`, permissions: PERMISSIONS.filter((p) => p !== grant), isSuperAdmin: false };
  return {
    roleName: grant === "owner or admin" ? "all" : "none",
    permissions: grant === "owner or admin" ? PERMISSIONS : [],
    isSuperAdmin: false,
  };
}

/**
 * handle()'s refusals for who the caller is (authorize in lib/api/handle.ts). A route's own rules
 * may still answer 403 to an allowed caller for something else (reviewing one's own content).
 */
const ACCESS_REFUSAL = /^(Your role does not allow this|Only the .+ role can do this|Super Admin access is required)/;

// A route the table does not cover is named by "every route asks for what the spec grants".
const covered = routes.flatMap((r) => {
  const grant = specGrant(r.contract);
  return grant ? [[`${r.method} ${r.contract.path}`, { ...r, grant }] as const] : [];
});

describe.each(covered)("%s", (_name, { method, contract: c, grant }) => {
  const found = paramNames(c.path).length ? fixtureFor(c.path) : null;
  const paramsFor = async (): Promise<Params> => (found ? found.fixture.create(owner) : randomParams(c));
  // A Super Admin's write changes the whole platform (settings every test file reads): a body that
  // cannot parse shows the call got past the permission check (400, not 403) without applying anything.
  const platformWide = isSuperAdminGrant(grant) && method !== "GET";
  const send = (caller: MatrixUser, params: Params) =>
    request(method, fill(c.path, params), {
      token: caller.token,
      query: queryOf(c),
      ...(platformWide && c.body
        ? { rawBody: "{", headers: { "content-type": "application/json" } }
        : { body: validBody(method, c) }),
    });

  // Every refused caller, and the least privileged allowed one: built-in roles nest (owner ⊇ admin ⊇
  // editor ⊇ viewer), so if it gets through so do the others, and a grant declared too strict shows.
  const cases: [Label, boolean][] = [false, ...(isSuperAdminGrant(grant) ? [true] : [])].flatMap((asSuperAdmin) => {
    const isAllowed = (label: Label) => grants(grant, holdings(label, grant, asSuperAdmin));
    const weakestAllowed = LEAST_PRIVILEGED_FIRST.find(isAllowed);
    return LABELS.filter((label) => !isAllowed(label) || label === weakestAllowed).map((label): [Label, boolean] => [
      label,
      asSuperAdmin,
    ]);
  });
  let refusedParams: Promise<Params> | undefined;

  it.each(cases)("as %s (Super Admin: %s)", async (label, asSuperAdmin) => {
    const caller = callerFor(label, grant, asSuperAdmin);
    const allowed = grants(grant, caller);
    if (allowed) {
      const res = await send(caller, await paramsFor());
      // A public route's own 401 is about its own credential (a webhook's signature), never handle()'s refusal.
      if (grant === "public") expect(res.body?.error, res.text).not.toBe("Unauthorized");
      else expect(res.status, res.text).not.toBe(401);
      if (res.status === 403) expect(res.body.error).not.toMatch(ACCESS_REFUSAL);
      return;
    }
    // A refused call changes nothing, so the refused callers can share one resource.
    refusedParams ??= paramsFor();
    const params = await refusedParams;
    const before = await companyState();
    const res = await send(caller, params);
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ error: expect.stringMatching(ACCESS_REFUSAL) });
    expect(await companyState()).toEqual(before);
  });
});
