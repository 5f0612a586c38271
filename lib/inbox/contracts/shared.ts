import { z } from "zod";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";

/** Pieces the inbox contract files share (not re-exported). */

export const tag = "Inbox";

export const INBOX_TYPES = ["COMMENT", "DM", "MENTION", "QUOTE", "REVIEW"] as const;
export type InboxType = (typeof INBOX_TYPES)[number];
export const INBOX_STATUSES = ["UNREAD", "READ", "REPLIED", "ARCHIVED", "DELETED"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** Inbox filters take the upper-case network identifiers (decisions.md); lower-case is accepted too. */
export const INBOX_PLATFORMS = SOCIAL_PLATFORMS.map((p) => p.toUpperCase()) as Uppercase<
  (typeof SOCIAL_PLATFORMS)[number]
>[];
export type InboxPlatform = (typeof INBOX_PLATFORMS)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(", ")}`;

/** An enum value in either case, answered upper-case. */
export function upperEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.enum(values, { message: oneOf(values) }),
  );
}

export const platformInput = upperEnum(INBOX_PLATFORMS as unknown as [InboxPlatform, ...InboxPlatform[]]);

/** How many tags one item holds at most: set by PUT, and where a bulk add_tag stops. */
export const MAX_ITEM_TAGS = 20;

/** A tag: 1-50 characters, kept as given but trimmed. */
export const tagInput = z.string().trim().min(1, "must not be empty").max(50, "must be at most 50 characters");

/** A member's id, or null to unassign; who is a member is checked by the service (400 otherwise). */
export const assigneeInput = z.uuid({ message: "must be a member's id (uuid) or null" }).nullable();

export const Success = z.object({ success: z.boolean() });
export const SuccessUpdated = z.object({ success: z.boolean(), updated: z.number().int() });
