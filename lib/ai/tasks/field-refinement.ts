import { z } from "zod";
import type { Prompt } from "../call";

/** field_refinement: one brand field rewritten by an instruction. */
export const REFINE_INSTRUCTIONS = [
  "improve",
  "expand",
  "shorten",
  "formalize",
  "casualize",
  "clarify",
  "custom",
] as const;
export type RefineInstruction = (typeof REFINE_INSTRUCTIONS)[number];

export const FieldRefinementOutput = z.object({ refined: z.string().min(1) });

const WHAT_TO_DO: Record<Exclude<RefineInstruction, "custom">, string> = {
  improve: "Improve it: clearer, more compelling, same meaning and roughly the same length.",
  expand: "Expand it with relevant detail, about twice as long.",
  shorten: "Shorten it to about half its length, keeping the essential meaning.",
  formalize: "Rewrite it in a more formal, professional tone.",
  casualize: "Rewrite it in a more casual, conversational tone.",
  clarify: "Make it clearer and easier to understand; remove ambiguity and jargon.",
};

export interface FieldRefinementInput {
  fieldId: string;
  fieldValue: string;
  instruction: RefineInstruction;
  customInstruction?: string;
  context?: { brandName?: string; industry?: string; targetAudience?: string };
}

export function fieldRefinementPrompt(input: FieldRefinementInput): Prompt {
  const about = Object.entries(input.context ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  const task = input.instruction === "custom" ? (input.customInstruction ?? "") : WHAT_TO_DO[input.instruction];
  return {
    system:
      "You refine one field of a brand profile for a marketing team. Answer only with the refined text of the field in `refined`: no quotes, no commentary.",
    prompt: `Field: ${input.fieldId}\n${about ? `Brand:\n${about}\n` : ""}Current value:\n${input.fieldValue}\n\nInstruction: ${task}`,
  };
}
