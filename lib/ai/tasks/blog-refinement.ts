import { z } from "zod";
import type { Prompt } from "../call";
import { brandBrief, type BrandFacts } from "./brand-brief";

/** blog_refinement: a markdown text rewritten by a named or free instruction. */
export const BlogRefinementOutput = z.object({ content: z.string().min(1) });

const NAMED: Record<string, string> = {
  expand: "Expand it with relevant detail and examples, about half again as long.",
  shorten: "Shorten it to about half, keeping every key point.",
  fix_grammar: "Fix grammar, spelling and punctuation only; change nothing else.",
};

export function blogRefinementPrompt(input: { brand: BrandFacts; content: string; instruction: string }): Prompt {
  return {
    system:
      "You edit markdown for a brand. Keep the markdown structure and any frontmatter unchanged unless told otherwise. Answer with the whole edited text in `content`.",
    prompt: `${brandBrief(input.brand)}\n\nInstruction: ${NAMED[input.instruction] ?? input.instruction}\n\nContent:\n${input.content}`,
  };
}
