/**
 * The AI vocabulary of decisions.md "AI": tasks (keys of the model configuration), action types
 * (what a call consumes) and the plan entitlement each action counts against. Imported by contracts
 * and client components: no server code here.
 */
export const AI_TASKS = [
  "brand_analysis",
  "brand_chat",
  "field_refinement",
  "campaign_chat",
  "campaign_plan",
  "content_generation",
  "blog_generation",
  "blog_refinement",
  "post_generation",
  "post_assist",
  "image_generation",
  "video_script",
  "content_calendar",
  "inbox_reply",
] as const;
export type AiTask = (typeof AI_TASKS)[number];

export const AI_ACTIONS = [
  "WEBSITE_ANALYSIS",
  "FIELD_ANALYSIS",
  "ONE_SHOT_REFINEMENT",
  "CHAT_SESSION_START",
  "CHAT_MESSAGE",
  "CONTENT_GENERATION",
  "QUICK_REFINE",
] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/**
 * The plan entitlement an action's credits count against in the billing period; null: only
 * `ai_generation` gates it. CHAT_MESSAGE counts per chat session, not per period.
 */
export const ACTION_ENTITLEMENT: Record<AiAction, string | null> = {
  WEBSITE_ANALYSIS: "ai_website_analysis",
  FIELD_ANALYSIS: "ai_field_analysis",
  ONE_SHOT_REFINEMENT: "ai_one_shot_refinement",
  CHAT_SESSION_START: "ai_chat_sessions",
  CHAT_MESSAGE: "ai_chat_messages_per_session",
  CONTENT_GENERATION: "ai_posts_limit",
  QUICK_REFINE: null,
};

export const AI_PROVIDERS = ["openai", "anthropic"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const AI_ADAPTERS = ["direct", "gateway"] as const;
export type AiAdapter = (typeof AI_ADAPTERS)[number];
