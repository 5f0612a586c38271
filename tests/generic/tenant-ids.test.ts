import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { z } from "zod";
import type { Contract } from "@/lib/api/contract";
import { allContracts } from "@/lib/api/registry";
import { request, type CallOptions } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { exampleBodies, exampleQueries, ID_FIELD_KINDS, NOT_TENANT_IDS, rowMakers, type Params } from "./fixtures";
import { idFields, kindOf, setAt, type IdField } from "./id-fields";
import { accessOf, fill, fixtureFor, paramNames, queryString, routes } from "./route-table";
import { sample, inputSchema } from "./samples";
import { startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";

// AI routes that take a campaignId must succeed for the caller's own campaign: a fake provider answers them.
const fakeAi = await startFakeAi();
fakeAi.reply = featureReply;
process.env.OPENAI_API_URL = fakeAi.url;
process.env.OPENAI_API_KEY = "sk-generic";
afterAll(() => fakeAi.close());

/**
 * Every contract field that names a tenant-owned row by id (a uuid field ending in Id or Ids, in
 * the body or the query) is tried with another company's row: the route answers 404 (or 400) and
 * nothing is written, in either company. The same request naming the caller's own row succeeds, so
 * the refusal is the id's doing. Derived from the contracts: a new route gets this by existing.
 *
 * A read (GET) may instead answer exactly as it does for an id that names no row (a filter that
 * matches nothing): another company's rows stay invisible either way.
 */

for (const bucket of ["DEFAULT", "ADMIN", "UPLOAD", "INBOX", "BULK", "AUTH"])
  process.env[`RATE_LIMIT_${bucket}`] = "1000000";

let owner: TestUser;
let intruder: TestUser;
let db: pg.Client;

beforeAll(async () => {
  [owner, intruder] = await Promise.all([signUp(), signUp()]);
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

/** One query dumping every company-owned table (tables are fixed once migrations ran): one round trip per snapshot. */
let dumpQuery: string | undefined;

/** Every row of both companies, table by table, as text: any write shows. */
async function companiesData(): Promise<Record<string, string>> {
  if (!dumpQuery) {
    const { rows: tables } = await db.query<{ table: string }>(
      `SELECT table_name AS "table" FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'companyId' ORDER BY 1`,
    );
    dumpQuery = [
      `SELECT 'Company' AS name, (SELECT string_agg(t::text, E'\\n' ORDER BY t.id) FROM "Company" t WHERE id = ANY($1::uuid[])) AS data`,
      // Ordered by the row's text: not every table has an id (counters keyed by company and kind).
      ...tables.map(
        ({ table }) =>
          `SELECT '${table}', (SELECT string_agg(t::text, E'\\n' ORDER BY t::text) FROM "${table}" t WHERE "companyId" = ANY($1::uuid[]))`,
      ),
    ].join("\nUNION ALL\n");
  }
  const { rows } = await db.query<{ name: string; data: string | null }>(dumpQuery, [
    [owner.companyId, intruder.companyId],
  ]);
  return Object.fromEntries(rows.map((r) => [r.name, r.data ?? ""]));
}

/** A row of `kind` per company, made once (before a test's first snapshot: making it is a write). */
const made = new Map<string, string>();
async function rowOf(user: TestUser, kind: string): Promise<string> {
  const key = `${user.companyId} ${kind}`;
  if (!made.has(key)) made.set(key, await rowMakers[kind](user));
  return made.get(key)!;
}

const kinds = Object.keys(rowMakers);
const kindOfField = (f: IdField) => kindOf(f.name, kinds, ID_FIELD_KINDS);

interface Target {
  where: "body" | "query";
  field: IdField;
}

function targetsOf(c: Contract): Target[] {
  return (["body", "query"] as const)
    .flatMap((where) => (c[where] ? idFields(c[where]).map((field) => ({ where, field })) : []))
    .filter((t) => !(t.field.name in NOT_TENANT_IDS));
}

/** The fullest value of `schema` it accepts, starting from the route's example when it has one. */
function baseOf(schema: z.ZodType | undefined, example: unknown): Record<string, unknown> {
  if (example !== undefined) return structuredClone(example) as Record<string, unknown>;
  if (!schema) return {};
  const json = inputSchema(schema);
  for (const full of [true, false]) {
    const candidate = sample(json, full);
    if (schema.safeParse(candidate).success) return candidate as Record<string, unknown>;
  }
  return {};
}

/** A request whose every id field names the owner's row of its kind, except `target`, which names `value`. */
function build(c: Contract, method: string, target: Target, value: string) {
  const parts = {
    body: c.body ? baseOf(c.body, exampleBodies[`${method} ${c.path}`]) : undefined,
    query: c.query ? baseOf(c.query, exampleQueries[`${method} ${c.path}`]) : undefined,
  };
  for (const { where, field } of targetsOf(c)) {
    const isTarget = target.where === where && target.field.path.join(".") === field.path.join(".");
    const id = isTarget ? value : made.get(`${owner.companyId} ${kindOfField(field)}`)!;
    setAt(parts[where]!, field.path, field.many ? [id] : id);
  }
  return parts;
}

const idRoutes = routes
  .map((r) => ({ ...r, targets: targetsOf(r.contract) }))
  .filter((r) => r.targets.length > 0 && accessOf(r.contract) === "user");

describe("id fields of contracts", () => {
  it("every id field names a kind of row the suite can make, or is listed as not a tenant id", () => {
    const unknown = idRoutes.flatMap((r) =>
      r.targets
        .filter((t) => !kindOfField(t.field))
        .map((t) => `${r.method} ${r.contract.path} ${t.where}.${t.field.path.join(".")}`),
    );
    expect(
      unknown,
      "add the kind to rowMakers or ID_FIELD_KINDS, or the field to NOT_TENANT_IDS (tests/generic/fixtures.ts)",
    ).toEqual([]);
  });

  it("every listed exception and alias names a field some contract has", () => {
    const names = new Set(
      allContracts.flatMap((c) => [c.body, c.query].flatMap((s) => (s ? idFields(s).map((f) => f.name) : []))),
    );
    expect([...Object.keys(NOT_TENANT_IDS), ...Object.keys(ID_FIELD_KINDS)].filter((n) => !names.has(n))).toEqual([]);
  });

  it("finds the id fields the contracts have today", () => {
    const found = idRoutes.flatMap((r) =>
      r.targets.map((t) => `${r.method} ${r.contract.path} ${t.where}.${t.field.path.join(".")}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "POST /api/social-posts body.campaignId",
        "POST /api/social-posts body.mediaAssetIds",
        "DELETE /api/campaigns/:id query.moveToCampaignId",
      ]),
    );
  });
});

describe.each(idRoutes.map((r) => [`${r.method} ${r.contract.path}`, r] as const))(
  "%s",
  (_name, { method, contract: c, targets }) => {
    const found = paramNames(c.path).length ? fixtureFor(c.path) : null;

    for (const target of targets) {
      const label = `${target.where}.${target.field.path.join(".")}`;

      // A bulk change may answer `updated: 0` (decisions.md "Inbox"): like a read, what it answers
      // for another company's id must be what it answers for an id of nothing, and nothing is written.
      const expected = "404, 400 or the answer for an id of nothing";
      it.runIf(kindOfField(target.field) !== null)(
        `${label} naming another company's row: ${expected}, nothing written`,
        async () => {
          const kind = kindOfField(target.field)!;
          if (paramNames(c.path).length && !found)
            expect.fail(`add a fixture for ${c.path} in tests/generic/fixtures.ts`);
          const params: Params = found ? await found.fixture.create(owner) : {};
          for (const t of targets) await rowOf(owner, kindOfField(t.field)!);
          const foreign = await rowOf(intruder, kind);
          const send = async (value: string) => {
            const { body, query } = build(c, method, target, value);
            if (body)
              expect(
                c.body!.safeParse(body).success,
                `the body must be valid, or a 400 proves nothing: add exampleBodies["${method} ${c.path}"]`,
              ).toBe(true);
            if (query)
              expect(
                c.query!.safeParse(query).success,
                `the query must be valid: add exampleQueries["${method} ${c.path}"]`,
              ).toBe(true);
            const opts: CallOptions = { token: owner.token, body, query: query && queryString(query) };
            return request(method, fill(c.path, params), opts);
          };

          const before = await companiesData();
          const res = await send(foreign);
          if (res.status < 400) {
            const nothing = await send(randomUUID());
            expect(
              { status: res.status, body: res.body },
              "another company's id must read like an id of nothing",
            ).toEqual({ status: nothing.status, body: nothing.body });
          } else {
            expect([400, 404], res.text).toContain(res.status);
          }
          const after = await companiesData();
          // An accepted write that changed nothing (bulk: updated 0) may still record that it was asked.
          if (method !== "GET" && res.status < 400) for (const data of [before, after]) delete data.AuditLog;
          expect(after).toEqual(before);

          const own = await send(await rowOf(owner, kind));
          expect(own.status, `the same request naming the caller's own ${kind}: ${own.text}`).toBeLessThan(400);
        },
      );
    }
  },
);
