import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { dateTimeInput, idParams, isoDateTime, queryBoolean, timestamp, uuid } from "@/lib/api/schemas";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { platformInput, postContent, postPlatforms as platforms, videoUrlInput } from "@/lib/content/contracts/shared";
import { OCCURRENCE_STATUSES, OccurrenceDTO } from "@/lib/social/contracts/dtos";

const TAG = "Scheduling";

export const PlatformSchedule = z.object({ platform: platformInput, scheduledAt: dateTimeInput });

/** What platformSchedules lacks, adds or repeats against platforms: the message, or null when it matches exactly. */
export function platformSchedulesProblem(
  platforms: readonly string[],
  schedules: readonly { platform: string }[],
): string | null {
  const named = schedules.map((s) => s.platform);
  const missing = platforms.filter((p) => !named.includes(p));
  const extra = [...new Set(named.filter((p) => !platforms.includes(p)))];
  const duplicated = [...new Set(named.filter((p, i) => named.indexOf(p) !== i))];
  const parts = [
    missing.length ? `missing ${missing.join(", ")}` : "",
    extra.length ? `not in platforms: ${extra.join(", ")}` : "",
    duplicated.length ? `more than one entry for ${duplicated.join(", ")}` : "",
  ].filter(Boolean);
  return parts.length ? `must have exactly one entry per platform (${parts.join("; ")})` : null;
}

const scheduleFields = {
  scheduledAt: dateTimeInput.optional().describe("One time for every platform (at or before now: published at once)"),
  platformSchedules: z
    .array(PlatformSchedule)
    .min(1)
    .max(SOCIAL_PLATFORMS.length * 2)
    .optional()
    .describe("One time per platform (a split): exactly one entry per platform of the post"),
  socialAccountIds: z
    .array(uuid)
    .max(SOCIAL_PLATFORMS.length)
    .optional()
    .describe("The accounts to publish through, one per platform; default: each platform's earliest connected"),
};

type TimeFields = { scheduledAt?: Date; platformSchedules?: { platform: string }[]; platforms?: string[] };
function exactlyOneTime(body: TimeFields, ctx: z.RefinementCtx) {
  if ((body.scheduledAt === undefined) === (body.platformSchedules === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["scheduledAt"],
      message: "give exactly one of scheduledAt or platformSchedules",
    });
  }
}
function schedulesMatchPlatforms(body: TimeFields, ctx: z.RefinementCtx) {
  if (!body.platforms || !body.platformSchedules) return;
  const problem = platformSchedulesProblem(body.platforms, body.platformSchedules);
  if (problem) ctx.addIssue({ code: "custom", path: ["platformSchedules"], message: problem });
}

export const ScheduleOccurrencesBody = z
  .object({
    sourcePostId: uuid
      .optional()
      .describe("The social post to schedule; omitted: a new post is made from content and platforms"),
    content: postContent.optional().describe("The text of a new post (required without sourcePostId)"),
    platforms: platforms.optional().describe("Required without sourcePostId; default: the post's platforms"),
    campaignId: uuid.nullable().optional(),
    mediaAssetIds: z.array(uuid).max(20).optional(),
    videoUrl: videoUrlInput.nullable().optional(),
    ...scheduleFields,
  })
  .superRefine(exactlyOneTime, { when: fieldsParsed("scheduledAt", "platformSchedules") })
  .superRefine(schedulesMatchPlatforms, { when: fieldsParsed("platforms", "platformSchedules") })
  .superRefine(
    (body, ctx) => {
      if (body.sourcePostId) return;
      if (body.content === undefined)
        ctx.addIssue({ code: "custom", path: ["content"], message: "is required without sourcePostId" });
      if (body.platforms === undefined)
        ctx.addIssue({ code: "custom", path: ["platforms"], message: "is required without sourcePostId" });
    },
    { when: fieldsParsed("sourcePostId", "content", "platforms") },
  );
export type ScheduleOccurrencesBody = z.output<typeof ScheduleOccurrencesBody>;

/** `POST /api/social-posts/schedule`: an existing post by postId. */
export const SchedulePostBody = z
  .object({ postId: uuid, platforms: platforms.optional(), ...scheduleFields })
  .superRefine(exactlyOneTime, { when: fieldsParsed("scheduledAt", "platformSchedules") })
  .superRefine(schedulesMatchPlatforms, { when: fieldsParsed("platforms", "platformSchedules") });

/** `POST /api/posts/:id/schedule`: the post named by the path. */
export const ScheduleByPathBody = z
  .object({ platforms: platforms.optional(), ...scheduleFields })
  .superRefine(exactlyOneTime, { when: fieldsParsed("scheduledAt", "platformSchedules") })
  .superRefine(schedulesMatchPlatforms, { when: fieldsParsed("platforms", "platformSchedules") });

export const ScheduleResult = z.object({
  success: z.boolean(),
  occurrenceId: uuid.describe("The earliest member"),
  scheduledAt: timestamp.describe("The earliest member's time"),
  results: z.array(z.object({ platform: z.string(), success: z.boolean() })),
  occurrences: z
    .array(z.object({ occurrenceId: uuid, platform: z.string(), scheduledAt: timestamp }))
    .optional()
    .describe("A split only"),
  splitGroupId: uuid.nullable().optional().describe("A split only"),
});
export type ScheduleResult = z.input<typeof ScheduleResult>;

const SCHEDULE_DESCRIPTION = [
  "Exactly one of scheduledAt (one time) or platformSchedules (one entry per platform: none missing, extra or duplicated; 400 with details).",
  "Every platform's account is resolved before anything is written: a platform without a connected account, or a time more than 5 minutes past, is a 400 and nothing is written.",
  "One occurrence per platform; with platformSchedules they share a splitGroupId. Written in one transaction with the publish's outbox rows.",
  "A time at or before now publishes at once. A post of a PAUSED campaign is HELD until it resumes.",
].join(" ");

export const scheduleOccurrences = contract({
  method: "POST",
  path: "/api/social-posts/scheduled",
  tag: TAG,
  summary: "Schedule a post (new or existing) on its platforms, at one time or per platform",
  description: SCHEDULE_DESCRIPTION,
  permission: "content:publish",
  status: 201,
  body: ScheduleOccurrencesBody,
  response: ScheduleResult,
  errors: [404, 409],
});

export const batchSchedule = contract({
  method: "POST",
  path: "/api/social-posts/batch-schedule",
  tag: TAG,
  summary: "Make a post and schedule it (no time: publish now)",
  description: `The body of POST /api/social-posts/scheduled without sourcePostId; scheduledAt defaults to now. ${SCHEDULE_DESCRIPTION}`,
  permission: "content:publish",
  status: 201,
  body: z
    .object({
      content: postContent,
      platforms,
      campaignId: uuid.nullable().optional(),
      mediaAssetIds: z.array(uuid).max(20).optional(),
      videoUrl: videoUrlInput.nullable().optional(),
      ...scheduleFields,
    })
    .superRefine(schedulesMatchPlatforms, { when: fieldsParsed("platforms", "platformSchedules") })
    .superRefine(
      (body, ctx) => {
        if (body.scheduledAt !== undefined && body.platformSchedules !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["scheduledAt"],
            message: "give at most one of scheduledAt or platformSchedules",
          });
        }
      },
      { when: fieldsParsed("scheduledAt", "platformSchedules") },
    ),
  response: ScheduleResult,
  errors: [404, 409],
});

export const schedulePost = contract({
  method: "POST",
  path: "/api/social-posts/schedule",
  tag: TAG,
  summary: "Schedule an existing post",
  description: SCHEDULE_DESCRIPTION,
  permission: "content:publish",
  status: 201,
  body: SchedulePostBody,
  response: ScheduleResult,
  errors: [404, 409],
});

export const schedulePostByPath = contract({
  method: "POST",
  path: "/api/posts/:id/schedule",
  tag: TAG,
  summary: "Schedule an existing post named in the path (the /api/posts form of POST /api/social-posts/schedule)",
  description: SCHEDULE_DESCRIPTION,
  permission: "content:publish",
  status: 201,
  params: idParams,
  body: ScheduleByPathBody,
  response: ScheduleResult,
  errors: [404, 409],
});

const statusList = z
  .string()
  .transform((s) => s.split(",").map((v) => v.trim().toUpperCase()))
  .pipe(z.array(z.enum(OCCURRENCE_STATUSES, { message: `must be among ${OCCURRENCE_STATUSES.join(", ")}` })));

export const ListScheduledQuery = z.object({
  from: isoDateTime
    .transform((s) => new Date(s))
    .optional()
    .describe("scheduledAt at or after"),
  to: isoDateTime
    .transform((s) => new Date(s))
    .optional()
    .describe("scheduledAt before"),
  status: statusList.optional().describe("Comma-separated statuses"),
  platform: platformInput.optional(),
  campaignId: uuid.optional(),
  postId: uuid.optional().describe("Only the occurrences of this social post (its sourcePostId)"),
  includeCancelled: queryBoolean
    .optional()
    .describe("Default false: cancelled occurrences are left out (unless status names CANCELLED)"),
});

export const listScheduled = contract({
  method: "GET",
  path: "/api/social-posts/scheduled",
  tag: TAG,
  summary: "Occurrences for the calendar, sorted by scheduledAt",
  description: "At most 2000 occurrences; narrow with from and to.",
  query: ListScheduledQuery,
  response: z.array(OccurrenceDTO),
});

export const occurrenceParams = z.object({ occurrenceId: uuid });

export const rescheduleOccurrence = contract({
  method: "PATCH",
  path: "/api/social-posts/scheduled/:occurrenceId",
  tag: TAG,
  summary: "Move an occurrence to another time",
  description:
    "SCHEDULED, HELD or FAILED ones (a FAILED one is SCHEDULED again); PUBLISHING, PUBLISHED, UNKNOWN or CANCELLED: 409. A time more than 5 minutes past: 400.",
  permission: "content:publish",
  params: occurrenceParams,
  body: z.object({ scheduledAt: dateTimeInput }),
  response: OccurrenceDTO,
  errors: [404, 409],
});

export const cancelOccurrence = contract({
  method: "DELETE",
  path: "/api/social-posts/scheduled/:occurrenceId",
  tag: TAG,
  summary: "Cancel an occurrence (kept, CANCELLED)",
  description: "PUBLISHING or PUBLISHED: 409. Cancelling a cancelled one changes nothing.",
  permission: "content:publish",
  params: occurrenceParams,
  response: OccurrenceDTO,
  errors: [404, 409],
});

export const retryOccurrence = contract({
  method: "POST",
  path: "/api/social-posts/scheduled/:occurrenceId/retry",
  tag: TAG,
  summary: "Put a FAILED occurrence back, due now",
  description: "Only a FAILED one: anything else is a 409.",
  permission: "content:publish",
  params: occurrenceParams,
  response: OccurrenceDTO,
  errors: [404, 409],
});
