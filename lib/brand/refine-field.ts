import type { TenantCtx } from "@/lib/db";
import { runTask } from "@/lib/ai/gateway";
import {
  FieldRefinementOutput,
  fieldRefinementPrompt,
  type FieldRefinementInput,
} from "@/lib/ai/tasks/field-refinement";

/** POST /api/refine-field: one ONE_SHOT_REFINEMENT credit per successful call. */
export async function refineField(ctx: TenantCtx, input: FieldRefinementInput) {
  const { refined } = await runTask(
    { ctx, action: "ONE_SHOT_REFINEMENT" },
    "field_refinement",
    fieldRefinementPrompt(input),
    {
      schema: FieldRefinementOutput,
      name: "field_refinement",
    },
  );
  return { refined, originalLength: input.fieldValue.length, refinedLength: refined.length };
}
