// One process, one DATABASE_URL, like the app: the parity test runs this script against embedded
// PGlite and against PostgreSQL and compares what it prints (a JSON summary with ids, tokens and
// times replaced by placeholders, so equal behaviour prints equal text).
//   tsx tests/embedded/journey.ts signup <email>   sign in, onboard, write and read content
//   tsx tests/embedded/journey.ts recheck <token>  after a restart: the same user and content
import { api } from "../helpers/app";
import { disconnectBaseClient, forCompany } from "@/lib/db";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Replaces values that differ between runs by nature, keeping everything else. */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return "<time>";
  if (typeof value === "string") {
    if (UUID.test(value)) return "<uuid>";
    if (ISO_TIME.test(value)) return "<time>";
    if (JWT.test(value)) return "<jwt>";
    return value;
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "latencyMs" ? "<ms>" : normalize(v)]));
  }
  return value;
}

async function readContent(companyId: string) {
  const db = forCompany(companyId);
  const campaigns = await db.campaign.findMany({
    orderBy: { name: "asc" },
    include: { socialPosts: { orderBy: { createdAt: "asc" } }, blogPosts: true },
  });
  const byStatus = await db.socialPost.groupBy({ by: ["status"], _count: { _all: true }, orderBy: { status: "asc" } });
  const drafts = await db.campaign.count({
    where: { status: "DRAFT", name: { contains: "launch", mode: "insensitive" } },
  });
  const metrics = await db.contentMetric.aggregate({ _sum: { views: true, likes: true } });
  return { campaigns, byStatus, drafts, metrics };
}

async function signup(email: string) {
  const steps: Record<string, unknown> = {};
  const login = await api.post("/api/auth/dev-login", { body: { email, name: "Parity Tester" } });
  steps.devLogin = { status: login.status, body: login.body };
  steps.meBefore = await api
    .get("/api/auth/me", { token: login.body.token })
    .then((r) => ({ status: r.status, body: r.body }));
  const onboarding = await api.post("/api/auth/onboarding", {
    token: login.body.token,
    body: { companyName: "Parity Coffee", firstName: "Par", lastName: "Ity", timeZone: "Europe/Berlin" },
  });
  steps.onboarding = { status: onboarding.status, body: onboarding.body };
  const token: string = onboarding.body.token;
  steps.me = await api.get("/api/auth/me", { token }).then((r) => ({ status: r.status, body: r.body }));
  steps.health = await api.get("/api/health").then((r) => ({ status: r.status, database: r.body.database }));

  const companyId: string = onboarding.body.company.id;
  const db = forCompany(companyId);
  const launch = await db.campaign.create({
    data: {
      companyId,
      name: "Spring launch",
      type: "RECURRING",
      contextOverrides: { tone: "warm", themes: ["beans", "mornings"] },
    },
  });
  await db.campaign.create({ data: { companyId, name: "Evergreen tips", type: "EVERGREEN", status: "ACTIVE" } });
  const post = await db.socialPost.create({
    data: {
      companyId,
      campaignId: launch.id,
      content: "Fresh roast — café ☕",
      platforms: ["twitter", "linkedin"],
      status: "SCHEDULED",
      scheduledAt: new Date("2030-01-01T10:00:00Z"),
    },
  });
  await db.blogPost.create({
    data: {
      companyId,
      campaignId: launch.id,
      title: "Why we roast",
      slug: "why-we-roast",
      markdownBody: "# Roast\n\nDetails.",
    },
  });
  await db.contentMetric.createMany({
    data: [
      {
        companyId,
        campaignId: launch.id,
        contentType: "social",
        contentId: post.id,
        platform: "twitter",
        views: 120,
        likes: 7,
      },
      {
        companyId,
        campaignId: launch.id,
        contentType: "social",
        contentId: post.id,
        platform: "linkedin",
        views: 80,
        likes: 3,
      },
    ],
  });
  steps.content = await readContent(companyId);
  return { steps: normalize(steps), token };
}

async function recheck(token: string) {
  const me = await api.get("/api/auth/me", { token });
  return {
    me: { status: me.status, body: normalize(me.body) },
    content: normalize(await readContent(me.body.companyId)),
  };
}

const [mode, arg] = process.argv.slice(2);
try {
  const result = mode === "signup" ? await signup(arg) : mode === "recheck" ? await recheck(arg) : null;
  if (!result) throw new Error(`usage: journey.ts signup <email> | recheck <token>`);
  process.stdout.write(JSON.stringify(result));
} finally {
  await disconnectBaseClient();
}
