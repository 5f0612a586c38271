import type { TenantCtx } from "@/lib/db";
import { badRequest } from "@/lib/api/errors";
import { runTask } from "@/lib/ai/gateway";
import { postAssistOutput, postAssistPrompt, type AssistAction } from "@/lib/ai/tasks/post-assist";
import { postGenerationOutput, postGenerationPrompt } from "@/lib/ai/tasks/post-generation";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { requirePage } from "@/lib/website/fetch-page";
import { toSocialPlatform, type SocialPlatform } from "../platforms";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** selectedProfiles: network names or the company's social account ids, as networks (each once). */
async function networksOf(ctx: TenantCtx, selected: string[]): Promise<SocialPlatform[]> {
  const ids = selected.filter((s) => UUID.test(s));
  const accounts = ids.length
    ? await ctx.db.socialAccount.findMany({ where: { id: { in: ids } }, select: { id: true, platform: true } })
    : [];
  const networks = new Set<SocialPlatform>();
  for (const entry of selected) {
    const platform = UUID.test(entry)
      ? toSocialPlatform(accounts.find((a) => a.id === entry)?.platform ?? "")
      : toSocialPlatform(entry);
    if (!platform)
      throw badRequest({ selectedProfiles: `"${entry}" is neither a network nor one of your social accounts` });
    networks.add(platform);
  }
  return [...networks];
}

/**
 * POST /api/generate-posts: the blog article (fetched through the outbound guard) shared as one
 * post per network, each within its limit. CONTENT_GENERATION credits: one per post.
 */
export async function generatePosts(
  ctx: TenantCtx,
  input: { blogUrl: string; selectedProfiles: string[]; includeCta: boolean },
) {
  const platforms = await networksOf(ctx, input.selectedProfiles);
  const page = await requirePage(input.blogUrl);
  const brand = await brandFactsFor(ctx);
  return runTask(
    { ctx, action: "CONTENT_GENERATION", credits: platforms.length },
    "post_generation",
    postGenerationPrompt({
      brand,
      url: page.url,
      title: page.facts.title,
      text: page.facts.text,
      platforms,
      includeCta: input.includeCta,
    }),
    { schema: postGenerationOutput(platforms), name: "post_generation" },
  );
}

/** POST /api/ai/assist-post: one QUICK_REFINE; the answer fits every selected network. */
export async function assistPost(
  ctx: TenantCtx,
  input: { action: AssistAction; content: string; platforms: SocialPlatform[] },
) {
  const brand = await brandFactsFor(ctx);
  const platforms = input.platforms.length ? input.platforms : (["twitter"] as SocialPlatform[]);
  return runTask(
    { ctx, action: "QUICK_REFINE" },
    "post_assist",
    postAssistPrompt({ brand, action: input.action, content: input.content, platforms }),
    {
      schema: postAssistOutput(platforms),
      name: "post_assist",
    },
  );
}
