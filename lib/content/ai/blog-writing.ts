import type { z } from "zod";
import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import { streamStructuredTask } from "@/lib/ai/stream-structured";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { BlogGenerationOutput, blogGenerationPrompt } from "@/lib/ai/tasks/blog-generation";
import { BlogRefinementOutput, blogRefinementPrompt } from "@/lib/ai/tasks/blog-refinement";
import { brandFactsFor } from "@/lib/brand/brand-facts";
import { slugify } from "../slug";

export interface FrontmatterSettings {
  includeFrontmatter?: boolean;
  author?: string;
  includeDate?: boolean;
  includeTags?: boolean;
  includeDescription?: boolean;
}

const yamlString = (s: string) => JSON.stringify(s);

function frontmatter(
  post: { title: string; slug: string; description: string; tags: string[]; categories: string[] },
  settings: FrontmatterSettings,
): string {
  if (settings.includeFrontmatter === false) return "";
  const lines = [`title: ${yamlString(post.title)}`, `slug: ${post.slug}`];
  if (settings.includeDate !== false) lines.push(`date: ${new Date().toISOString().slice(0, 10)}`);
  if (settings.author) lines.push(`author: ${yamlString(settings.author)}`);
  if (settings.includeDescription !== false) lines.push(`description: ${yamlString(post.description)}`);
  if (settings.includeTags !== false) {
    lines.push(`tags: [${post.tags.map(yamlString).join(", ")}]`);
    lines.push(`categories: [${post.categories.map(yamlString).join(", ")}]`);
  }
  return `---\n${lines.join("\n")}\n---\n\n`;
}

export interface GenerateBlogPostInput {
  idea: { title: string; description?: string };
  profile?: BrandFacts;
  frontmatterSettings: FrontmatterSettings;
}

const BLOG_OUTPUT = { schema: BlogGenerationOutput, name: "blog_generation" };

/** The model's post as the route answers it: `{title, slug, content}` with the frontmatter asked for. */
function blogAnswer(post: z.output<typeof BlogGenerationOutput>, settings: FrontmatterSettings) {
  const slug = slugify(post.title) || "post";
  return { title: post.title, slug, content: `${frontmatter({ ...post, slug }, settings)}${post.content}` };
}

/** POST /api/generate-blog-post: markdown with the frontmatter asked for; nothing saved. One CONTENT_GENERATION credit. */
export async function generateBlogPost(ctx: TenantCtx, input: GenerateBlogPostInput) {
  const brand = await brandFactsFor(ctx, input.profile);
  const post = await runTask(
    { ctx, action: "CONTENT_GENERATION" },
    "blog_generation",
    blogGenerationPrompt({ brand, idea: input.idea }),
    BLOG_OUTPUT,
  );
  return blogAnswer(post, input.frontmatterSettings);
}

/** The same post streamed (`Accept: application/x-ndjson`): the post as it is written, then `{title, slug, content}` validated. */
export async function generateBlogPostStream(ctx: TenantCtx, input: GenerateBlogPostInput): Promise<Response> {
  const brand = await brandFactsFor(ctx, input.profile);
  return streamStructuredTask(
    { ctx, action: "CONTENT_GENERATION" },
    "blog_generation",
    blogGenerationPrompt({ brand, idea: input.idea }),
    BLOG_OUTPUT,
    (post) => blogAnswer(post, input.frontmatterSettings),
  );
}

/** POST /api/refine-blog-content: one QUICK_REFINE. */
export async function refineBlogContent(
  ctx: TenantCtx,
  input: { content: string; instruction: string; profile?: BrandFacts },
) {
  const brand = await brandFactsFor(ctx, input.profile);
  return runTask(
    { ctx, action: "QUICK_REFINE" },
    "blog_refinement",
    blogRefinementPrompt({ brand, content: input.content, instruction: input.instruction }),
    {
      schema: BlogRefinementOutput,
      name: "blog_refinement",
    },
  );
}
