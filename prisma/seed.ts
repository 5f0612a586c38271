// `npm run db:seed`: a demo company to click through. Sign in (development sign-in) as
// demo@example.com. Idempotent: every row is found by a natural key before it is created.
import { seedDemoMetrics } from "@/lib/analytics/demo-metrics";
import { adminDb, disconnectBaseClient, forCompany } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { TRIAL_PACKAGE_ID } from "@/lib/billing/plan-in-force";
import { createBuiltInRoles } from "@/lib/team/builtin-roles";
import { openScriptDatabase } from "../scripts/database";

const OWNER_EMAIL = "demo@example.com";
const COMPANY_NAME = "Northwind Coffee";
const DAY_MS = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

type Status = "DRAFT" | "SCHEDULED" | "PUBLISHED";
const CAMPAIGNS = [
  {
    name: "Spring Blend Launch",
    type: "ONE_TIME",
    status: "ACTIVE",
    goal: "Sell 2,000 bags of the new blend",
    brief: "Introduce our floral spring blend to regulars and newcomers.",
    startsAt: -10,
    endsAt: 20,
    posts: [
      {
        content: "Spring has a taste: our new floral blend is in the shop today.",
        platforms: ["instagram", "twitter"],
        status: "PUBLISHED" as Status,
        day: -7,
      },
      {
        content: "Behind the roast: how we tuned the spring blend in 14 tries.",
        platforms: ["linkedin"],
        status: "PUBLISHED" as Status,
        day: -3,
      },
      {
        content: "Last week of the spring launch discount. Grab a bag!",
        platforms: ["instagram", "twitter", "linkedin"],
        status: "SCHEDULED" as Status,
        day: 5,
      },
    ],
  },
  {
    name: "Barista Tips",
    type: "EVERGREEN",
    status: "ACTIVE",
    goal: "Grow followers with useful brewing tips",
    brief: "Short, friendly tips for better coffee at home.",
    startsAt: -60,
    endsAt: null,
    posts: [
      {
        content: "Tip: grind right before you brew. Your cup will thank you.",
        platforms: ["twitter"],
        status: "PUBLISHED" as Status,
        day: -20,
      },
      {
        content: "Water at 93°C, not boiling: the simplest upgrade for pour-over.",
        platforms: ["instagram"],
        status: "DRAFT" as Status,
        day: null,
      },
    ],
  },
  {
    name: "Holiday Gift Boxes",
    type: "ONE_TIME",
    status: "DRAFT",
    goal: "Pre-orders for gift boxes",
    brief: "Gift boxes with three single origins and a mug.",
    startsAt: 40,
    endsAt: 70,
    posts: [
      {
        content: "Gift boxes are coming. Be first in line.",
        platforms: ["instagram", "facebook"],
        status: "DRAFT" as Status,
        day: null,
      },
    ],
  },
  {
    name: "Summer Cold Brew",
    type: "RECURRING",
    status: "COMPLETED",
    goal: "Cold brew awareness",
    brief: "Weekly cold brew recipes through the summer.",
    startsAt: -200,
    endsAt: -120,
    posts: [
      {
        content: "Cold brew Friday: orange peel and a pinch of cinnamon.",
        platforms: ["instagram", "twitter"],
        status: "PUBLISHED" as Status,
        day: -150,
      },
    ],
  },
] as const;

const BLOG_POSTS = [
  {
    slug: "meet-the-spring-blend",
    title: "Meet the Spring Blend",
    campaign: "Spring Blend Launch",
    published: true,
    markdownBody: "# Meet the Spring Blend\n\nFloral, bright and gentle. Here is how we built it.",
  },
  {
    slug: "home-brewing-basics",
    title: "Home Brewing Basics",
    campaign: "Barista Tips",
    published: true,
    markdownBody: "# Home Brewing Basics\n\nFresh beans, the right grind and clean water.",
  },
  {
    slug: "gift-guide",
    title: "The Coffee Lover's Gift Guide",
    campaign: "Holiday Gift Boxes",
    published: false,
    markdownBody: "# Gift Guide\n\nDraft: ideas for every budget.",
  },
];

async function ensureCompany(): Promise<{ companyId: string; created: boolean }> {
  const db = adminDb();
  const owner = await db.user.findUnique({ where: { email: OWNER_EMAIL }, select: { companyId: true } });
  if (owner) return { companyId: owner.companyId, created: false };
  const companyId = await db.$transaction(async (tx) => {
    const company = await tx.company.create({
      data: {
        name: COMPANY_NAME,
        timeZone: "America/New_York",
        defaultSocialPlatforms: ["instagram", "twitter", "linkedin"],
        // The plan a trial gives, with no end: on free (one seat) the demo could not invite anyone.
        packageId: TRIAL_PACKAGE_ID,
      },
    });
    const roles = await createBuiltInRoles(tx, company.id);
    await tx.user.create({
      data: { companyId: company.id, roleId: roles.owner, email: OWNER_EMAIL, firstName: "Demo", lastName: "Owner" },
    });
    return company.id;
  });
  return { companyId, created: true };
}

/** Deterministic, plausible numbers per post and platform. */
function metricsFor(seed: number) {
  const views = 800 + ((seed * 7919) % 4200);
  return {
    views,
    impressions: Math.round(views * 1.6),
    likes: Math.round(views * 0.06),
    comments: seed % 17,
    shares: seed % 11,
    clicks: Math.round(views * 0.03),
  };
}

async function seedContent(companyId: string) {
  const db = forCompany(companyId);
  const brand = {
    companyName: COMPANY_NAME,
    websiteUrl: "https://northwind.example",
    tagline: "Small-batch coffee, roasted on Tuesdays",
    brandVoice: "Warm, curious and precise",
    tone: "friendly",
    targetAudience: "Home brewers and neighbourhood regulars",
    keyMessages: ["Roasted fresh every week", "Traceable beans from three farms"],
    colors: { primary: "#6b3e26", accent: "#e8c07d" },
  };
  await db.brandProfile.upsert({ where: { companyId }, create: { companyId, ...brand }, update: brand });

  const campaignIds = new Map<string, string>();
  let metricSeed = 1;
  for (const c of CAMPAIGNS) {
    const fields = {
      type: c.type,
      status: c.status,
      goal: c.goal,
      brief: c.brief,
      startsAt: daysFromNow(c.startsAt),
      endsAt: c.endsAt === null ? null : daysFromNow(c.endsAt),
      completedAt: c.status === "COMPLETED" ? daysFromNow(c.endsAt ?? 0) : null,
    };
    const campaign =
      (await db.campaign.findFirst({ where: { name: c.name } })) ??
      (await db.campaign.create({ data: { companyId, name: c.name, ...fields } }));
    campaignIds.set(c.name, campaign.id);
    for (const p of c.posts) {
      const when = p.day === null ? null : daysFromNow(p.day);
      const post =
        (await db.socialPost.findFirst({ where: { campaignId: campaign.id, content: p.content } })) ??
        (await db.socialPost.create({
          data: {
            companyId,
            campaignId: campaign.id,
            content: p.content,
            platforms: [...p.platforms],
            status: p.status,
            scheduledAt: when,
            publishedAt: p.status === "PUBLISHED" ? when : null,
          },
        }));
      if (p.status !== "PUBLISHED") continue;
      for (const platform of p.platforms) {
        const key = { contentType: "social", contentId: post.id, platform };
        const values = metricsFor(metricSeed++);
        await db.contentMetric.upsert({
          where: { contentType_contentId_platform: key },
          create: { companyId, campaignId: campaign.id, ...key, ...values },
          update: values,
        });
      }
    }
  }

  for (const b of BLOG_POSTS) {
    const fields = {
      title: b.title,
      markdownBody: b.markdownBody,
      campaignId: campaignIds.get(b.campaign) ?? null,
      status: b.published ? ("PUBLISHED" as const) : ("DRAFT" as const),
    };
    await db.blogPost.upsert({
      where: { companyId_slug: { companyId, slug: b.slug } },
      create: { companyId, slug: b.slug, ...fields, publishedAt: b.published ? daysFromNow(-5) : null },
      update: fields,
    });
  }
}

try {
  const database = await openScriptDatabase("npm run db:seed");
  try {
    await applyMigrations(database.url);
    const { companyId, created } = await ensureCompany();
    await seedContent(companyId);
    await seedDemoMetrics(companyId);
    const db = forCompany(companyId);
    const [campaigns, posts, blogs, metrics] = await Promise.all([
      db.campaign.count(),
      db.socialPost.count(),
      db.blogPost.count(),
      db.contentMetric.count(),
    ]);
    console.log(
      `${created ? "Seeded" : "Updated"} ${COMPANY_NAME} in ${database.description}: ${campaigns} campaigns, ${posts} social posts, ` +
        `${blogs} blog posts, ${metrics} metric rows.\nSign in with the development sign-in as ${OWNER_EMAIL}.`,
    );
  } finally {
    await disconnectBaseClient();
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
