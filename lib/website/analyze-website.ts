import type { TenantCtx } from "@/lib/db";
import { tooManyRequests } from "@/lib/api/errors";
import { withCredit } from "@/lib/ai/credited-work";
import { fetchPage, requirePage } from "./fetch-page";
import type { PageFacts } from "./read-page";

const COMPANY_COOLDOWN_S = 30;
const SAME_URL_COOLDOWN_S = 24 * 60 * 60;

/** The URL as one key for the same-URL cooldown: no fragment, host lower-cased by URL itself. */
const normalized = (url: string) => {
  const u = new URL(url);
  u.hash = "";
  return u.toString();
};

/** POST /api/preflight-check: can the page be analysed? Never consumes a credit. */
export async function preflightCheck(url: string) {
  const page = await fetchPage(url);
  if (!page.ok) return { success: false as const, errorCode: page.errorCode, message: page.message };
  return { success: true as const, contentLength: page.contentLength, responseTime: page.responseTime };
}

async function assertNoCooldown(ctx: TenantCtx, url: string) {
  const now = Date.now();
  const last = await ctx.db.websiteAnalysis.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  const sinceLast = last ? (now - last.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLast < COMPANY_COOLDOWN_S) throw tooManyRequests(Math.ceil(COMPANY_COOLDOWN_S - sinceLast));
  const sameUrl = await ctx.db.websiteAnalysis.findFirst({
    where: { url },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const sinceSame = sameUrl ? (now - sameUrl.createdAt.getTime()) / 1000 : Infinity;
  if (sinceSame < SAME_URL_COOLDOWN_S) throw tooManyRequests(Math.ceil(SAME_URL_COOLDOWN_S - sinceSame));
}

type Confidence = "high" | "medium";

export function factsConfidence(facts: PageFacts) {
  const level = (declared: boolean): Confidence => (declared ? "high" : "medium");
  return {
    title: level(!!facts.title),
    description: level(!!facts.description),
    colors: level(facts.colorSource === "declared"),
    typography: level(!!facts.typography.bodyFont && !!facts.typography.headingFont),
  };
}

/**
 * POST /api/analyze-website: reads title, description, colours and fonts from the page without a
 * model. One WEBSITE_ANALYSIS credit on success; a success starts the 30 s (company) and 24 h
 * (same URL) cooldowns.
 */
export async function analyzeWebsite(ctx: TenantCtx, rawUrl: string) {
  const url = URL.canParse(rawUrl) ? normalized(rawUrl) : rawUrl;
  await assertNoCooldown(ctx, url);
  return withCredit(ctx, "WEBSITE_ANALYSIS", "website_analysis", async () => {
    const { facts } = await requirePage(url);
    await ctx.db.websiteAnalysis.create({ data: { companyId: ctx.companyId, url }, select: { id: true } });
    return {
      success: true as const,
      data: {
        title: facts.title,
        description: facts.description,
        colors: facts.colors,
        typography: facts.typography,
        logoUrl: facts.logoUrl,
        socialLinks: facts.socialLinks,
      },
      confidence: factsConfidence(facts),
    };
  });
}
