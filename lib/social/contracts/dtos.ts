import { z } from "zod";
import { timestamp, uuid } from "@/lib/api/schemas";

export const SOCIAL_ACCOUNT_STATUSES = ["connected", "needs_reconnect", "disconnected"] as const;
export type SocialAccountStatus = (typeof SOCIAL_ACCOUNT_STATUSES)[number];

/** A connected network account as every route answers it: never a token or a secret. */
export const SocialAccountDTO = z.object({
  id: uuid,
  platform: z.string(),
  displayName: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  profileUrl: z.string().nullable(),
  instanceUrl: z.string().nullable().describe("Mastodon: the instance the account lives on"),
  status: z.enum(SOCIAL_ACCOUNT_STATUSES),
  statusReason: z
    .string()
    .nullable()
    .describe("Why the account needs attention, in plain words; null while all is well"),
  tokenExpiresAt: timestamp.nullable(),
  connectedAt: timestamp,
  lastSyncedAt: timestamp.nullable(),
});
export type SocialAccountDTO = z.input<typeof SocialAccountDTO>;

export const OCCURRENCE_STATUSES = [
  "SCHEDULED",
  "PUBLISHING",
  "PUBLISHED",
  "FAILED",
  "CANCELLED",
  "HELD",
  "UNKNOWN",
] as const;

/** One post on one platform at one time (decisions.md "Scheduling and delivery"). */
export const OccurrenceDTO = z.object({
  occurrenceId: uuid,
  sourcePostId: uuid,
  campaignId: uuid.nullable(),
  platform: z.string(),
  socialAccountId: uuid.nullable(),
  scheduledAt: timestamp,
  splitGroupId: uuid.nullable(),
  status: z.enum(OCCURRENCE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe("Why the last attempt failed, in plain words"),
  publishedAt: timestamp.nullable(),
  platformPostId: z.string().nullable(),
  platformPostUrl: z.string().nullable(),
  content: z.string(),
});
export type OccurrenceDTO = z.input<typeof OccurrenceDTO>;
