// Imported by client components (forms): keep this file and its imports free of server code.
import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { dateTimeInput, idParams, queryBoolean, queryEnumList, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { socialPlatform } from "@/lib/company/contracts";
import { CONTEXT_FIELDS } from "./context-fields";
import { END_DATE_ACTIONS, RESUME_STRATEGIES } from "./reschedule";

export const CAMPAIGN_TYPES = ["ONE_TIME", "RECURRING", "EVERGREEN"] as const;
export const CAMPAIGN_STATUSES = ["DRAFT", "ACTIVE", "PAUSED", "COMPLETED"] as const;

const upperEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(values, { message: `must be one of ${values.join(", ")}` }));

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();
const campaignName = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

const ContextPatch = z
  .object({
    keyMessages: z
      .array(z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters"))
      .max(20, "at most 20 key messages")
      .nullable()
      .optional(),
    targetAudience: optionalText(1000),
    tone: optionalText(200),
    channels: z
      .array(socialPlatform)
      .max(10)
      .transform((list) => [...new Set(list)])
      .nullable()
      .optional(),
  })
  .nullable()
  .optional()
  .describe("Omitted fields inherit from the brand profile; a value overrides it; null clears the override. `context: null` clears every override.");

const CampaignFields = {
  brief: optionalText(10_000),
  goal: optionalText(2_000),
  type: upperEnum(CAMPAIGN_TYPES).optional(),
  startsAt: dateTimeInput.nullable().optional(),
  endsAt: dateTimeInput.nullable().optional(),
  context: ContextPatch,
};

const endsNotBeforeStart = (v: { startsAt?: Date | null; endsAt?: Date | null }) =>
  !v.startsAt || !v.endsAt || v.endsAt.getTime() >= v.startsAt.getTime();

export const CreateCampaignBody = z
  .object({ name: campaignName, ...CampaignFields })
  .refine(endsNotBeforeStart, { path: ["endsAt"], message: "must not be before startsAt" });

export const UpdateCampaignBody = z.object({
  name: campaignName.optional(),
  ...CampaignFields,
  status: upperEnum(CAMPAIGN_STATUSES).optional(),
});

export type CreateCampaignInput = z.output<typeof CreateCampaignBody>;
export type UpdateCampaignInput = z.output<typeof UpdateCampaignBody>;

export const CampaignDTO = z.object({
  id: uuid,
  name: z.string(),
  brief: z.string().nullable(),
  goal: z.string().nullable(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  pausedAt: timestamp.nullable(),
  resumedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  lastStatusChangedAt: timestamp,
  isArchived: z.boolean(),
  context: z.object({
    keyMessages: z.array(z.string()),
    targetAudience: z.string().nullable(),
    tone: z.string().nullable(),
    channels: z.array(z.string()),
  }),
  inheritedFields: z.array(z.enum(CONTEXT_FIELDS)).describe("Context fields that come from the brand profile / company defaults"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Campaign = z.input<typeof CampaignDTO>;

const campaignContract = { tag: "Campaigns", errorStyle: "campaign" } as const;
const manage = { ...campaignContract, permission: "campaigns:manage" } as const;

export const listCampaigns = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns",
  summary: "List campaigns, newest first",
  description:
    "status and type take one value, repeated keys or a comma list, any case. search matches the name (contains, case-insensitive). Archived campaigns only with includeArchived=true.",
  query: z.object({
    status: queryEnumList(CAMPAIGN_STATUSES).optional(),
    type: queryEnumList(CAMPAIGN_TYPES).optional(),
    search: z.string().trim().max(200, "must be at most 200 characters").optional(),
    includeArchived: queryBoolean.default(false),
    limit: queryInt(1, 100, 20),
    offset: z.coerce.number({ message: "must be a number" }).int().min(0).max(1_000_000).default(0),
  }),
  response: z.object({ items: z.array(CampaignDTO), total: z.number().int() }),
});

export const createCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns",
  summary: "Create a campaign (DRAFT)",
  status: 201,
  audit: "campaign.create",
  body: CreateCampaignBody,
  response: CampaignDTO,
});

export const getCampaign = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns/:id",
  summary: "One campaign",
  params: idParams,
  response: CampaignDTO,
  errors: [404],
});

export const updateCampaign = contract({
  ...manage,
  method: "PUT",
  path: "/api/campaigns/:id",
  summary: "Update a campaign (only the fields sent change)",
  description:
    "status moves DRAFT→ACTIVE|COMPLETED, ACTIVE→PAUSED|COMPLETED, PAUSED→ACTIVE|COMPLETED; the same status is a no-op; anything else is 409 INVALID_STATUS_TRANSITION. PAUSED→ACTIVE behaves as resume with keep_original. endsAt must not be before startsAt (after the update).",
  params: idParams,
  audit: "campaign.update",
  body: UpdateCampaignBody,
  response: CampaignDTO,
  errors: [404, 409],
});

export const DeleteCampaignQuery = z
  .object({
    action: z.enum(["delete_all", "move_content"], { message: "must be delete_all or move_content" }).optional(),
    moveToCampaignId: uuid.optional(),
  })
  .refine((q) => q.action !== "move_content" || q.moveToCampaignId, {
    path: ["moveToCampaignId"],
    message: "is required when action is move_content",
  });

export const deleteCampaign = contract({
  ...manage,
  method: "DELETE",
  path: "/api/campaigns/:id",
  summary: "Delete a campaign and its content, or move the content to another campaign",
  description:
    "action=delete_all deletes the campaign's posts, blogs and scripts; refused with 409 PUBLISHED_CONTENT_EXISTS {error, message, publishedCount} while any of them is published. action=move_content&moveToCampaignId= moves all content (published included) to another campaign of the company, then deletes the campaign. Without action, a campaign with no content is deleted; one with content needs an action (400), or 409 when published content exists.",
  params: idParams,
  query: DeleteCampaignQuery,
  status: 204,
  audit: "campaign.delete",
  errors: [404, 409],
});

export const duplicateCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/duplicate",
  summary: "Duplicate a campaign with copies of its posts, blogs and scripts",
  description: "The copy is DRAFT and not archived; every copied item is a draft with no schedule or publish date. Blog slugs get a -copy suffix to stay unique.",
  params: idParams,
  status: 201,
  audit: "campaign.duplicate",
  body: z.object({ name: campaignName }),
  response: CampaignDTO,
  errors: [404],
});

export const findReplaceInCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/find-replace",
  summary: "Find and replace text across the campaign and its content",
  description:
    "Case-insensitive, literal (no patterns). Acts on brief, goal, social post content, blog title and body, script title and text. count is the number of occurrences over all fields and items; dryRun=true only counts.",
  params: idParams,
  audit: "campaign.find_replace",
  body: z.object({
    find: z.string().min(1, "must not be empty").max(1000, "must be at most 1000 characters"),
    replace: z.string().max(10_000, "must be at most 10000 characters"),
    dryRun: z.boolean().default(false),
  }),
  response: z.object({ count: z.number().int(), dryRun: z.boolean() }),
  errors: [404],
});

export const ResumeCampaignBody = z
  .object({
    strategy: z.enum(RESUME_STRATEGIES, { message: `must be one of ${RESUME_STRATEGIES.join(", ")}` }),
    endDateAction: z.enum(END_DATE_ACTIONS, { message: `must be one of ${END_DATE_ACTIONS.join(", ")}` }).default("keep"),
    newEndDate: dateTimeInput.optional(),
  })
  .refine((b) => b.endDateAction !== "set" || b.newEndDate, { path: ["newEndDate"], message: "is required when endDateAction is set" });
export type ResumeCampaignInput = z.output<typeof ResumeCampaignBody>;

export const resumeCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/resume",
  summary: "Resume a paused campaign",
  description:
    "Answers the campaign, now ACTIVE with resumedAt set; 409 when it is not PAUSED. Its SCHEDULED social posts: shift_calendar moves them by the paused duration, shift_weekday by the paused duration rounded up to whole weeks (same weekday), both measured on the company's local clock so 10:00 local stays 10:00 across DST; keep_original keeps the dates and sends posts that fell due while paused back to DRAFT (scheduledAt kept) so they do not publish by surprise; cancel cancels them. endDateAction extend moves endsAt like shift_calendar, set uses newEndDate, keep (default) leaves it.",
  params: idParams,
  audit: "campaign.resume",
  body: ResumeCampaignBody,
  response: CampaignDTO,
  errors: [404, 409],
});

export const archiveCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/archive",
  summary: "Archive or unarchive a campaign",
  description: "Archived campaigns keep their status and are left out of lists unless includeArchived=true.",
  params: idParams,
  audit: "campaign.archive",
  body: z.object({ archive: z.boolean() }),
  response: CampaignDTO,
  errors: [404],
});

export const CampaignContentItem = z.object({
  id: uuid,
  type: z.enum(["social", "blog", "script"]),
  platform: z.string().nullable().optional().describe("Social items: the first of their platforms; scripts: their platform"),
  platforms: z.array(z.string()).optional().describe("Social items: every platform of the post"),
  content: z.string().optional().describe("Social items"),
  title: z.string().optional().describe("Blog and script items"),
  status: z.string().describe("Social and blog: upper-case (DRAFT, SCHEDULED, PUBLISHED…); scripts: lower-case (draft)"),
  scheduledAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type CampaignContentItemDTO = z.input<typeof CampaignContentItem>;

export const listCampaignContent = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns/:id/content",
  summary: "The campaign's social posts, blog posts and video scripts, newest first",
  params: idParams,
  response: z.array(CampaignContentItem),
  errors: [404],
});

export const CampaignAnalyticsDTO = z.object({
  totalViews: z.number(),
  totalImpressions: z.number(),
  totalLikes: z.number(),
  totalComments: z.number(),
  totalShares: z.number(),
  totalClicks: z.number(),
  totalEngagement: z.number().describe("likes + comments + shares"),
  engagementRate: z.number().describe("totalEngagement / totalImpressions × 100, 2 decimals; 0 without impressions"),
  contentCount: z.number().int().describe("Posts, blogs and scripts linked to the campaign"),
  publishedCount: z.number().int().describe("Published social posts and blog posts"),
  byPlatform: z.array(
    z.object({ platform: z.string(), views: z.number(), impressions: z.number(), engagement: z.number(), contentCount: z.number().int() }),
  ),
  byContentType: z.array(
    z.object({
      contentType: z.enum(["social_post", "blog_post", "video_script"]),
      count: z.number().int(),
      views: z.number(),
      engagement: z.number(),
    }),
  ),
});
export type CampaignAnalytics = z.input<typeof CampaignAnalyticsDTO>;

export const getCampaignAnalytics = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns/:id/analytics",
  summary: "Aggregated metrics of the campaign's content",
  params: idParams,
  response: CampaignAnalyticsDTO,
  errors: [404],
});
