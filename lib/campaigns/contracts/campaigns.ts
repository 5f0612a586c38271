import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { dateTimeInput, idParams, queryBoolean, queryEnumList, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { socialPlatform } from "@/lib/company/contracts";
import { CONTEXT_FIELDS } from "../context-fields";
import { campaignContract, campaignName, manage } from "./shared";

export const CAMPAIGN_TYPES = ["ONE_TIME", "RECURRING", "EVERGREEN"] as const;
export const CAMPAIGN_STATUSES = ["DRAFT", "ACTIVE", "PAUSED", "COMPLETED"] as const;

const upperEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.enum(values, { message: `must be one of ${values.join(", ")}` }),
  );

const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();

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
  .describe(
    "Omitted fields inherit from the brand profile; a value overrides it; null clears the override. `context: null` clears every override.",
  );

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
/** Reported with any field errors; an update that sends only one of the two is checked against the stored other by the service. */
const endsNotBeforeStartIssue = {
  path: ["endsAt"],
  message: "must not be before startsAt",
  when: fieldsParsed("startsAt", "endsAt"),
};

export const CreateCampaignBody = z
  .object({ name: campaignName, ...CampaignFields })
  .refine(endsNotBeforeStart, endsNotBeforeStartIssue);

export const UpdateCampaignBody = z
  .object({
    name: campaignName.optional(),
    ...CampaignFields,
    status: upperEnum(CAMPAIGN_STATUSES).optional(),
  })
  .refine(endsNotBeforeStart, endsNotBeforeStartIssue);

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
  inheritedFields: z
    .array(z.enum(CONTEXT_FIELDS))
    .describe("Context fields that come from the brand profile / company defaults"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Campaign = z.input<typeof CampaignDTO>;

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
    when: fieldsParsed("action", "moveToCampaignId"),
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
