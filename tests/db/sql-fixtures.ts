import { randomUUID } from "node:crypto";
import pg from "pg";

/** Rows written with plain SQL, without the app or Prisma: what the database alone accepts. */
export interface SqlCompany {
  companyId: string;
  roleId: string;
  userId: string;
  campaignId: string;
}

export async function withSqlClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A company with one role, one user holding it and one campaign. */
export async function insertCompany(c: pg.Client, label: string): Promise<SqlCompany> {
  const ids = { companyId: randomUUID(), roleId: randomUUID(), userId: randomUUID(), campaignId: randomUUID() };
  await c.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, $2, now())`, [ids.companyId, label]);
  await c.query(`INSERT INTO "Role" (id, "companyId", name, "updatedAt") VALUES ($1, $2, 'owner', now())`, [
    ids.roleId,
    ids.companyId,
  ]);
  await c.query(`INSERT INTO "User" (id, "companyId", "roleId", email, "updatedAt") VALUES ($1, $2, $3, $4, now())`, [
    ids.userId,
    ids.companyId,
    ids.roleId,
    `${label}-${ids.userId}@sql.test`,
  ]);
  await c.query(`INSERT INTO "Campaign" (id, "companyId", name, "updatedAt") VALUES ($1, $2, 'Launch', now())`, [
    ids.campaignId,
    ids.companyId,
  ]);
  return ids;
}

type Insert = (owner: SqlCompany, target: string) => [sql: string, params: unknown[]];

/**
 * Every link between two tenant-owned rows: inserting a row of `owner` whose `column` names
 * `target` (a row of the `references` table).
 */
export const TENANT_LINKS: {
  table: string;
  column: string;
  references: "Role" | "User" | "Campaign";
  insert: Insert;
}[] = [
  {
    table: "User",
    column: "roleId",
    references: "Role",
    insert: (o, target) => [
      `INSERT INTO "User" (id, "companyId", "roleId", email, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [randomUUID(), o.companyId, target, `${randomUUID()}@sql.test`],
    ],
  },
  {
    table: "Invitation",
    column: "roleId",
    references: "Role",
    insert: (o, target) => [
      `INSERT INTO "Invitation" (id, "companyId", email, "roleId", "expiresAt") VALUES ($1, $2, 'x@sql.test', $3, now() + interval '1 day') RETURNING id`,
      [randomUUID(), o.companyId, target],
    ],
  },
  {
    table: "Invitation",
    column: "invitedById",
    references: "User",
    insert: (o, target) => [
      `INSERT INTO "Invitation" (id, "companyId", email, "roleId", "invitedById", "expiresAt") VALUES ($1, $2, 'x@sql.test', $3, $4, now() + interval '1 day') RETURNING id`,
      [randomUUID(), o.companyId, o.roleId, target],
    ],
  },
  {
    table: "ApiToken",
    column: "userId",
    references: "User",
    insert: (o, target) => [
      `INSERT INTO "ApiToken" (id, "companyId", "userId", name, "tokenHint", "expiresAt") VALUES ($1, $2, $3, 'cli', 'abcd', now() + interval '1 day') RETURNING id`,
      [randomUUID(), o.companyId, target],
    ],
  },
  {
    table: "BlogPost",
    column: "campaignId",
    references: "Campaign",
    insert: (o, target) => [
      `INSERT INTO "BlogPost" (id, "companyId", "campaignId", title, slug, "updatedAt") VALUES ($1, $2, $3, 'Post', $4, now()) RETURNING id`,
      [randomUUID(), o.companyId, target, `post-${randomUUID()}`],
    ],
  },
  {
    table: "SocialPost",
    column: "campaignId",
    references: "Campaign",
    insert: (o, target) => [
      `INSERT INTO "SocialPost" (id, "companyId", "campaignId", content, "updatedAt") VALUES ($1, $2, $3, 'Hello', now()) RETURNING id`,
      [randomUUID(), o.companyId, target],
    ],
  },
  {
    table: "SocialPost",
    column: "createdById",
    references: "User",
    insert: (o, target) => [
      `INSERT INTO "SocialPost" (id, "companyId", "createdById", content, "updatedAt") VALUES ($1, $2, $3, 'Hello', now()) RETURNING id`,
      [randomUUID(), o.companyId, target],
    ],
  },
  {
    table: "VideoScript",
    column: "campaignId",
    references: "Campaign",
    insert: (o, target) => [
      `INSERT INTO "VideoScript" (id, "companyId", "campaignId", title, "updatedAt") VALUES ($1, $2, $3, 'Script', now()) RETURNING id`,
      [randomUUID(), o.companyId, target],
    ],
  },
  {
    table: "ContentMetric",
    column: "campaignId",
    references: "Campaign",
    insert: (o, target) => [
      `INSERT INTO "ContentMetric" (id, "companyId", "campaignId", "contentType", "contentId", platform) VALUES ($1, $2, $3, 'social_post', $4, 'twitter') RETURNING id`,
      [randomUUID(), o.companyId, target, randomUUID()],
    ],
  },
];

/** The id of `company`'s row in the table a link references. */
export function targetOf(company: SqlCompany, references: "Role" | "User" | "Campaign"): string {
  return { Role: company.roleId, User: company.userId, Campaign: company.campaignId }[references];
}
