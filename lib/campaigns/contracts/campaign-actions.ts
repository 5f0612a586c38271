import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { dateTimeInput, idParams } from "@/lib/api/schemas";
import { END_DATE_ACTIONS, RESUME_STRATEGIES } from "../reschedule";
import { CampaignDTO } from "./campaigns";
import { campaignName, manage } from "./shared";

/** What can be done to one campaign besides reading and editing it: duplicate, find-replace, resume, archive. */

export const duplicateCampaign = contract({
  ...manage,
  method: "POST",
  path: "/api/campaigns/:id/duplicate",
  summary: "Duplicate a campaign with copies of its posts, blogs and scripts",
  description:
    "The copy is DRAFT and not archived; every copied item is a draft with no schedule or publish date. Blog slugs get a -copy suffix to stay unique.",
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
    endDateAction: z
      .enum(END_DATE_ACTIONS, { message: `must be one of ${END_DATE_ACTIONS.join(", ")}` })
      .default("keep"),
    newEndDate: dateTimeInput.optional(),
  })
  .refine((b) => b.endDateAction !== "set" || b.newEndDate, {
    path: ["newEndDate"],
    message: "is required when endDateAction is set",
    when: fieldsParsed("endDateAction", "newEndDate"),
  });
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
