import type { AiAction } from "@/lib/ai/catalog";

/** Each action type in words, for charts and tables read by people rather than programs. */
export const ACTION_LABELS: Record<AiAction, string> = {
  WEBSITE_ANALYSIS: "Website analyses",
  FIELD_ANALYSIS: "Field analyses",
  ONE_SHOT_REFINEMENT: "One-shot refinements",
  CHAT_SESSION_START: "Chat sessions",
  CHAT_MESSAGE: "Chat messages",
  CONTENT_GENERATION: "Content generation",
  QUICK_REFINE: "Quick refinements",
};

export const actionLabel = (action: string) => ACTION_LABELS[action as AiAction] ?? action;

/** One call's action in words, for a row of the call log. */
export const ACTION_NAMES: Record<AiAction, string> = {
  WEBSITE_ANALYSIS: "Website analysis",
  FIELD_ANALYSIS: "Field analysis",
  ONE_SHOT_REFINEMENT: "One-shot refinement",
  CHAT_SESSION_START: "Chat session",
  CHAT_MESSAGE: "Chat message",
  CONTENT_GENERATION: "Content generation",
  QUICK_REFINE: "Quick refinement",
};

export const actionName = (action: string) => ACTION_NAMES[action as AiAction] ?? action;

/** Cents as dollars: four decimals below a dollar, where single calls cost fractions of a cent. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents < 100 ? 4 : 2)}`;
