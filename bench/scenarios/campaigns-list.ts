import { defineScenario } from "../scenario";
import { verifiedUserId } from "../baseline-auth";

// 100,000 campaigns over 1,000 companies (100 each, a quarter ACTIVE, a tenth archived, half of the
// names containing "sale"), one social post per campaign and a blog post per ten. The app answers
// GET /api/campaigns?status=ACTIVE&search=sale&limit=20; the baseline checks the token's signature,
// looks the user and role up, then counts and pages with the same filter.

const COMPANIES = 1_000;
const PER_COMPANY = 100;
const SEARCH = "sale";
const PATH = `/api/campaigns?status=ACTIVE&search=${SEARCH}&limit=20`;

interface State {
  token: string;
}

const SEED_SQL = [
  // Deterministic ids (md5 of a label) let later statements find the rows of company i.
  `INSERT INTO "Company" ("id", "name", "defaultSocialPlatforms", "timeZone", "updatedAt")
   SELECT md5('company-' || i)::uuid, 'Bench company ' || i, ARRAY['linkedin', 'twitter'], 'Europe/Berlin', now()
   FROM generate_series(1, ${COMPANIES}) AS i`,
  `INSERT INTO "Role" ("id", "companyId", "name", "permissions", "isBuiltIn", "updatedAt")
   SELECT md5('role-' || i)::uuid, md5('company-' || i)::uuid, 'owner',
          ARRAY['content:create', 'content:publish', 'content:approve', 'campaigns:manage', 'assets:manage', 'inbox:manage', 'inbox:reply',
                'analytics:view', 'reports:manage', 'team:manage', 'billing:manage', 'settings:manage', 'integrations:manage'],
          true, now()
   FROM generate_series(1, ${COMPANIES}) AS i`,
  `INSERT INTO "User" ("id", "companyId", "roleId", "email", "firstName", "updatedAt")
   SELECT md5('user-' || i)::uuid, md5('company-' || i)::uuid, md5('role-' || i)::uuid, 'bench-' || i || '@example.test', 'Bench', now()
   FROM generate_series(1, ${COMPANIES}) AS i`,
  `INSERT INTO "BrandProfile" ("id", "companyId", "companyName", "keyMessages", "targetAudience", "tone", "updatedAt")
   SELECT gen_random_uuid(), md5('company-' || i)::uuid, 'Bench company ' || i, ARRAY['Fresh daily', 'Local beans'], 'Commuters', 'Warm', now()
   FROM generate_series(1, ${COMPANIES}) AS i`,
  `INSERT INTO "Campaign" ("id", "companyId", "name", "brief", "goal", "type", "status", "startsAt", "endsAt", "isArchived",
                           "contextOverrides", "createdAt", "updatedAt", "lastStatusChangedAt")
   SELECT gen_random_uuid(), md5('company-' || i)::uuid,
          (ARRAY['Spring', 'Summer', 'Autumn', 'Winter', 'Holiday'])[1 + j % 5] || ' ' ||
            (ARRAY['sale', 'launch'])[1 + (j / 5) % 2] || ' ' || j,
          'Brief of campaign ' || j, 'Goal ' || j,
          (ARRAY['ONE_TIME', 'RECURRING', 'EVERGREEN'])[1 + j % 3]::"CampaignType",
          (ARRAY['DRAFT', 'ACTIVE', 'PAUSED', 'COMPLETED'])[1 + j % 4]::"CampaignStatus",
          now() - j * interval '3 days', now() - j * interval '3 days' + interval '30 days',
          j % 10 = 9,
          CASE WHEN j % 3 = 0 THEN '{"tone": "Bold"}'::jsonb ELSE '{}'::jsonb END,
          now() - j * interval '3 days' - i * interval '1 second', now(), now()
   FROM generate_series(1, ${COMPANIES}) AS i, generate_series(1, ${PER_COMPANY}) AS j`,
  `INSERT INTO "SocialPost" ("id", "companyId", "campaignId", "content", "platforms", "status", "updatedAt")
   SELECT gen_random_uuid(), c."companyId", c."id", 'Post for ' || c."name", ARRAY['linkedin'], 'DRAFT', now()
   FROM "Campaign" c`,
  `INSERT INTO "BlogPost" ("id", "companyId", "campaignId", "title", "slug", "markdownBody", "updatedAt")
   SELECT gen_random_uuid(), c."companyId", c."id", 'Blog for ' || c."name", 'blog-' || c."id", '# ' || c."name", now()
   FROM "Campaign" c WHERE right(c."name", 1) = '0'`,
];

export default defineScenario<State>({
  description: `GET ${PATH} over ${COMPANIES * PER_COMPANY} campaigns in ${COMPANIES} companies vs auth lookup + count + page in pg`,
  async seed({ pool, tokenFor }) {
    for (const sql of SEED_SQL) await pool.query(sql);
    const { rows } = await pool.query<{ id: string; companyId: string; email: string }>(
      `SELECT "id", "companyId", "email" FROM "User" WHERE "email" = 'bench-500@example.test'`,
    );
    const user = rows[0];
    return { token: await tokenFor({ email: user.email, userId: user.id, companyId: user.companyId }) };
  },
  request: (state) => ({ path: PATH, headers: { authorization: `Bearer ${state.token}` } }),
  async baseline(pool, req) {
    const userId = verifiedUserId(req);
    if (!userId) return { status: 401, body: { error: "Unauthorized" } };
    const users = await pool.query<{ companyId: string }>(
      `SELECT u."companyId", r."permissions" FROM "User" u JOIN "Role" r ON r."id" = u."roleId" WHERE u."id" = $1`,
      [userId],
    );
    const companyId = users.rows[0]?.companyId;
    if (!companyId) return { status: 401, body: { error: "Unauthorized" } };
    const filter = `"companyId" = $1 AND "isArchived" = false AND "status" = ANY($2::"CampaignStatus"[]) AND "name" ILIKE $3`;
    const args = [companyId, ["ACTIVE"], `%${SEARCH}%`];
    const [count, page] = await Promise.all([
      pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM "Campaign" WHERE ${filter}`, args),
      pool.query(
        `SELECT "id", "name", "brief", "goal", "type", "status", "startsAt", "endsAt", "pausedAt", "resumedAt", "completedAt",
                "lastStatusChangedAt", "isArchived", "contextOverrides", "createdAt", "updatedAt"
         FROM "Campaign" WHERE ${filter} ORDER BY "createdAt" DESC, "id" DESC LIMIT 20 OFFSET 0`,
        args,
      ),
    ]);
    return { body: { items: page.rows, total: count.rows[0].total } };
  },
});
