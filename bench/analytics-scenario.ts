import { createHash } from "node:crypto";
import type pg from "pg";
import type { Prisma } from "@/lib/db";
import * as aggregates from "@/lib/analytics/aggregates";
import { defineScenario, type BaselineAnswer, type BenchScenario } from "./scenario";
import { verifiedUserId } from "./baseline-auth";

// The analytics scenarios (bench/scenarios/analytics-*.ts): one company with 50 accounts, two years
// of daily account metrics (36,500 rows) and 200,000 published posts with their metrics, spread
// over the same two years at every hour. The app answers one dashboard route for the default range
// (the 30 days ending today in the company's zone); the baseline checks the token's signature,
// looks the user and role up, then runs the very statement the route runs (lib/analytics/aggregates.ts)
// as a named prepared statement (as the app does) and shapes its rows with the same function.

const ACCOUNTS = 50;
const POSTS = 200_000;
const DAYS = 730;
const PLATFORMS = ["linkedin", "twitter", "bluesky", "mastodon"];

interface State {
  token: string;
}

/** A deterministic id: the md5 of a label, made a valid version 4 UUID (the app's contracts check ids). */
const uuidOf = (label: string) => `overlay(overlay(md5(${label}) placing '4' from 13) placing '8' from 17)::uuid`;

// Deterministic ids (uuidOf a label); numbers vary with the row number, about a tenth without impressions.
const SEED_SQL = [
  `INSERT INTO "Company" ("id", "name", "defaultSocialPlatforms", "timeZone", "updatedAt")
   VALUES (${uuidOf("'company'")}, 'Bench agency', ARRAY['linkedin', 'twitter'], 'Europe/Berlin', now())`,
  `INSERT INTO "Role" ("id", "companyId", "name", "permissions", "isBuiltIn", "updatedAt")
   VALUES (${uuidOf("'role'")}, ${uuidOf("'company'")}, 'owner', ARRAY['content:create', 'analytics:view', 'reports:manage'], true, now())`,
  `INSERT INTO "User" ("id", "companyId", "roleId", "email", "firstName", "updatedAt")
   VALUES (${uuidOf("'user'")}, ${uuidOf("'company'")}, ${uuidOf("'role'")}, 'bench-analytics@example.test', 'Bench', now())`,
  `INSERT INTO "SocialAccount" ("id", "companyId", "platform", "externalId", "username", "displayName", "connectedAt", "updatedAt")
   SELECT ${uuidOf("'account-' || a")}, ${uuidOf("'company'")}, (ARRAY['${PLATFORMS.join("', '")}'])[1 + a % ${PLATFORMS.length}], 'ext-' || a, 'account' || a, 'Account ' || a,
          now() - interval '${DAYS + 1} days', now()
   FROM generate_series(1, ${ACCOUNTS}) AS a`,
  `INSERT INTO "AccountMetricDaily" ("id", "companyId", "socialAccountId", "platform", "date", "followers", "impressions", "reach", "engagement", "clicks")
   SELECT gen_random_uuid(), a."companyId", a."id", a."platform", current_date - d, 1000 + (${DAYS} - d) * 3 + length(a."username") * 10,
          500 + d % 97, 300 + d % 53, 40 + d % 31, 5 + d % 11
   FROM "SocialAccount" a, generate_series(0, ${DAYS - 1}) AS d`,
  `INSERT INTO "SocialPost" ("id", "companyId", "content", "platforms", "status", "publishedAt", "updatedAt")
   SELECT ${uuidOf("'post-' || i")}, ${uuidOf("'company'")}, 'Bench post ' || i, ARRAY[(ARRAY['${PLATFORMS.join("', '")}'])[1 + (1 + i % ${ACCOUNTS}) % ${PLATFORMS.length}]],
          'PUBLISHED', now() - i * interval '${Math.floor((DAYS * 86_400) / POSTS)} seconds', now()
   FROM generate_series(1, ${POSTS}) AS i`,
  `INSERT INTO "PostOccurrence" ("id", "companyId", "sourcePostId", "platform", "socialAccountId", "scheduledAt", "status", "content",
                                 "idempotencyKey", "publishedAt", "platformPostId", "platformPostUrl", "updatedAt")
   SELECT ${uuidOf("'occurrence-' || i")}, ${uuidOf("'company'")}, ${uuidOf("'post-' || i")}, p."platforms"[1], ${uuidOf(`'account-' || (1 + i % ${ACCOUNTS})`)},
          p."publishedAt", 'PUBLISHED', p."content", md5('key-' || i), p."publishedAt", 'remote-' || i, 'https://example.test/p/' || i, now()
   FROM generate_series(1, ${POSTS}) AS i JOIN "SocialPost" p ON p."id" = ${uuidOf("'post-' || i")}`,
  `INSERT INTO "PostMetric" ("id", "companyId", "occurrenceId", "platform", "publishedAt", "impressions", "likes", "comments", "shares", "saves", "clicks", "views")
   SELECT gen_random_uuid(), o."companyId", o."id", o."platform", o."publishedAt",
          CASE WHEN n % 10 = 0 THEN NULL ELSE 200 + n * 37 % 5000 END, n * 13 % 211, n * 7 % 37, n * 3 % 19, n % 11, n * 11 % 97, n * 17 % 3000
   FROM (SELECT o.*, ('x' || left(md5(o."id"::text), 7))::bit(28)::int % 100003 AS n FROM "PostOccurrence" o) o`,
];

/** Runs a statement the way tenantSql does outside a transaction: named, so planned once per connection. */
async function prepared<Row extends pg.QueryResultRow>(pool: pg.Pool, query: Prisma.Sql): Promise<Row[]> {
  const name = `b_${createHash("sha1").update(query.text).digest("base64url")}`;
  return (await pool.query<Row>({ name, text: query.text, values: query.values })).rows;
}

export interface AnalyticsRoute {
  path: string;
  /** The route's statement for the company and range input (the range the route's query asks for). */
  statement(company: string, range: aggregates.RangeInput): Prisma.Sql;
  shape(rows: never[]): unknown;
}

export function analyticsScenario(route: AnalyticsRoute): BenchScenario<State> {
  return defineScenario<State>({
    description: `GET ${route.path} over ${POSTS} post metrics and ${ACCOUNTS} accounts × ${DAYS} days in one company vs auth lookup + the same statement in pg`,
    async seed({ pool, tokenFor }) {
      for (const sql of SEED_SQL) await pool.query(sql);
      const { rows } = await pool.query<{ id: string; companyId: string; email: string }>(
        `SELECT "id", "companyId", "email" FROM "User" WHERE "id" = ${uuidOf("'user'")}`,
      );
      return { token: await tokenFor({ email: rows[0].email, userId: rows[0].id, companyId: rows[0].companyId }) };
    },
    request: (state) => ({ path: route.path, headers: { authorization: `Bearer ${state.token}` } }),
    async baseline(pool, req): Promise<BaselineAnswer> {
      const userId = verifiedUserId(req);
      if (!userId) return { status: 401, body: { error: "Unauthorized" } };
      const users = await prepared<{ companyId: string; permissions: string[] }>(pool, {
        text: `SELECT u."companyId", r."permissions" FROM "User" u JOIN "Role" r ON r."id" = u."roleId" WHERE u."id" = $1::uuid`,
        values: [userId],
      } as Prisma.Sql);
      const user = users[0];
      if (!user?.permissions.includes("analytics:view")) return { status: 403, body: { error: "Forbidden" } };
      const rows = await prepared(pool, route.statement(user.companyId, { platforms: null, now: new Date() }));
      return { body: route.shape(rows as never[]) };
    },
  });
}
