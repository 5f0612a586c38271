import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import { BrandAnalysisOutput, brandAnalysisPrompt } from "@/lib/ai/tasks/brand-analysis";
import { requirePage } from "@/lib/website/fetch-page";
import { factsConfidence } from "@/lib/website/analyze-website";

/**
 * POST /api/analyze-brand: the page is read through the outbound guard (colours and fonts from
 * the page itself), the model writes the brand fields from its text. One WEBSITE_ANALYSIS credit
 * per successful call; a page that cannot be read is a 400 before any model call.
 */
export async function analyzeBrand(ctx: TenantCtx, input: { url: string; mode: "company" | "inspiration" }) {
  const page = await requirePage(input.url);
  const { facts } = page;
  const { confidence, ...fields } = await runTask(
    { ctx, action: "WEBSITE_ANALYSIS" },
    "brand_analysis",
    brandAnalysisPrompt({
      url: page.url,
      mode: input.mode,
      title: facts.title,
      description: facts.description,
      text: facts.text,
    }),
    { schema: BrandAnalysisOutput, name: "brand_analysis" },
  );
  const read = factsConfidence(facts);
  return {
    success: true as const,
    data: { ...fields, colors: facts.colors, typography: facts.typography },
    confidence: { ...confidence, colors: read.colors, typography: read.typography },
  };
}
