import { z } from "zod";
import type { Prompt } from "../call";
import { brandBrief, NO_PLACEHOLDERS, type BrandFacts } from "./brand-brief";

/** blog_generation: a blog post's title, summary, tags, categories and markdown body from an idea. */
export const BlogGenerationOutput = z.object({
  title: z.string().min(1),
  description: z.string().describe("One-sentence summary"),
  tags: z.array(z.string()),
  categories: z.array(z.string()).describe("One or two broad sections of the blog the post belongs in"),
  content: z.string().min(1).describe("Markdown body without frontmatter"),
});

export function blogGenerationPrompt(input: {
  brand: BrandFacts;
  idea: { title: string; description?: string };
}): Prompt {
  return {
    system: `You write blog posts in markdown for a brand, in its voice and around its key themes: headings, short paragraphs, a closing call to action. ${NO_PLACEHOLDERS}`,
    prompt: `${brandBrief(input.brand)}\n\nWrite the post for this idea, with a one-sentence summary, a few tags and one or two categories.\nTitle: ${input.idea.title}\nAbout: ${input.idea.description ?? ""}`,
  };
}
