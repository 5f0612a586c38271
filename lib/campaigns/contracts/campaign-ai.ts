import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams } from "@/lib/api/schemas";
import { aiRefusals, chatHistory } from "@/lib/brand/contracts";
import { CampaignDTO } from "./campaigns";
import { campaignContract, manage } from "./shared";

/** The campaign planning conversation and what AI makes of it: a plan, then the campaign's content. */

export const campaignChat = contract({
  ...campaignContract,
  permission: "campaigns:manage",
  method: "POST",
  path: "/api/campaigns/chat",
  summary: "Plan a campaign in conversation with AI",
  description:
    "Answers the message with the history and the brand profile in mind. Sent with `Accept: text/plain`, the answer streams as UTF-8 text instead of JSON. " +
    aiRefusals(
      "With no history one CHAT_SESSION_START credit (the plan's chat sessions); each message with history counts against the session's message limit (CHAT_MESSAGE).",
    ),
  audit: false,
  body: z.object({
    message: z.string().trim().min(1, "is required").max(4000, "must be at most 4000 characters"),
    history: chatHistory.default([]),
    context: z
      .object({ additionalContext: z.string().max(4000, "must be at most 4000 characters").optional() })
      .optional(),
  }),
  response: z.object({ response: z.string(), role: z.literal("assistant") }),
  errors: [403, 502, 503],
});

export const generateCampaignPlan = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/generate-plan",
  summary: "Turn the planning conversation into the campaign's plan",
  description:
    "Extracts brief, goal, context (key messages, audience, tone, channels) and, when a timeline was discussed, startsAt and endsAt from chatHistory into the campaign; " +
    "what the conversation did not settle stays as it was. Answers the updated campaign. " +
    aiRefusals("One CONTENT_GENERATION credit."),
  params: idParams,
  // Audited by the service with the campaign's update, once the model has answered: the request's
  // transaction would hold the company's credit lock for the whole model call.
  audit: false,
  body: z.object({ chatHistory: chatHistory.min(1, "must hold the conversation") }),
  response: CampaignDTO,
  errors: [403, 404, 502, 503],
});

const Idea = z.object({ title: z.string(), description: z.string() });
const GeneratedIdeas = z.object({
  socialPosts: z.array(z.object({ platform: z.string(), content: z.string(), hashtags: z.array(z.string()) })),
  blogIdeas: z.array(Idea),
  videoIdeas: z.array(Idea.extend({ format: z.string() })),
});

export const generateCampaignContent = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/generate-content",
  summary: "Generate the campaign's posts, blog ideas and video ideas",
  description:
    "From the stored plan and the brand profile: one post per campaign channel within that network's text limit, blog ideas and video ideas, saved as DRAFT " +
    "social posts, blog posts and video scripts of the campaign. `ideas` and `content` hold the same items (the reference's two answer shapes). " +
    'Sent with `Accept: application/x-ndjson`, the answer streams as JSON lines: `{type: "partial", value}` with the posts and ideas so far, then once, if that answer did not fit, `{type: "retry", message}` (drop the partials shown: the answer is asked for again, its partials follow), then `{type: "result", value}` (the answer below, once saved) or `{type: "error", error, message}` (nothing saved, no credit). ' +
    aiRefusals("CONTENT_GENERATION credits: one per item made, checked against the plan's limit before the call."),
  params: idParams,
  // Audited by the service with the drafts it saves (see generate-plan).
  audit: false,
  body: z.object({}),
  response: z.object({
    message: z.string(),
    counts: z.object({ social: z.number().int(), blog: z.number().int(), video: z.number().int() }),
    ideas: GeneratedIdeas,
    content: GeneratedIdeas,
  }),
  errors: [403, 404, 502, 503],
});
