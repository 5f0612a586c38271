import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, queryBoolean, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import {
  INBOX_STATUSES,
  INBOX_TYPES,
  MAX_ITEM_TAGS,
  assigneeInput,
  platformInput,
  Success,
  tag,
  tagInput,
  upperEnum,
} from "./shared";

/** Reading, changing and deleting inbox items (platform-api.md "Inbox", decisions.md "Inbox"). */

export const TRIAGE_RULES =
  "Triage, computed once when an item is stored, without any network call: sentiment comes from the AFINN word list " +
  "(the `sentiment` package), which reads English only: text that is not English (three words or more with fewer than one in five " +
  "a common English word, or mostly non-Latin letters) is left neutral with score 0. sentimentScore is -1..1; positive above 0.2, " +
  "negative below -0.2. requiresAction is true for a DM or a review, a mention, a question (a `?`), and negative " +
  "sentiment; it is cleared when the item is replied to or archived. priority (0-100, higher first) adds: the type " +
  "(DM 40, REVIEW 35, MENTION 30, COMMENT 20, QUOTE 15), a question 20, negative sentiment 20 plus up to 10 by its " +
  "strength, and the author's reach when the network tells it (1,000+ followers 5, 10,000+ 10, 100,000+ 15).";

export const InboxItemDTO = z.object({
  id: uuid,
  type: z.enum(INBOX_TYPES),
  status: z.enum(INBOX_STATUSES),
  platform: z.string().describe("Upper-case network identifier"),
  platformItemId: z.string(),
  platformUrl: z.string().nullable(),
  conversationId: z.string().describe("Shared by the items of one thread or one direct-message partner"),
  parentId: uuid.nullable().describe("The stored item this one answers"),
  content: z.string(),
  authorName: z.string(),
  authorHandle: z.string(),
  authorAvatarUrl: z.string().nullable(),
  platformCreatedAt: timestamp,
  sentiment: z.enum(["positive", "neutral", "negative"]),
  sentimentScore: z.number(),
  requiresAction: z.boolean(),
  priority: z.number().int(),
  socialAccount: z.object({ id: uuid, platform: z.string(), displayName: z.string() }),
  assignedToId: uuid.nullable(),
  tags: z.array(z.string()),
  internalNotes: z.string(),
  waitingSince: timestamp
    .nullable()
    .describe("When the oldest unanswered message of the conversation arrived; null when nothing waits"),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type InboxItemDTO = z.input<typeof InboxItemDTO>;

export const InboxReplyDTO = z.object({
  id: uuid,
  content: z.string(),
  userId: uuid.nullable(),
  createdAt: timestamp,
  platformReplyId: z.string().nullable(),
  platformUrl: z.string().nullable(),
});

export const InboxItemDetailDTO = InboxItemDTO.extend({
  parentItem: z.object({ id: uuid, content: z.string(), authorName: z.string() }).nullable(),
  replies: z.array(InboxReplyDTO).describe("Replies sent from the inbox, oldest first"),
  conversation: z
    .array(
      z.object({
        id: uuid,
        type: z.enum(INBOX_TYPES),
        status: z.enum(INBOX_STATUSES),
        content: z.string(),
        authorName: z.string(),
        authorHandle: z.string(),
        platformCreatedAt: timestamp,
      }),
    )
    .describe("The conversation's other items (not deleted), oldest first, at most 100"),
});
export type InboxItemDetailDTO = z.input<typeof InboxItemDetailDTO>;

const list = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",") : v),
    z.array(upperEnum(values)).min(1, "must name at least one value"),
  );

export const ListInboxQuery = z.object({
  platform: z
    .preprocess((v) => (typeof v === "string" ? v.split(",") : v), z.array(platformInput).min(1))
    .optional()
    .describe("One or more (comma-separated) upper-case network identifiers"),
  type: list(INBOX_TYPES).optional(),
  status: list(INBOX_STATUSES).optional().describe("DELETED items are listed only when asked for"),
  assignedToId: z
    .union([uuid, z.literal("none")], { error: () => "must be a member's id (uuid) or none" })
    .optional()
    .describe("A member's id, or none for unassigned items"),
  requiresAction: queryBoolean.optional(),
  tag: tagInput.optional(),
  conversationId: z.string().trim().min(1).max(300).optional(),
  search: z.string().trim().max(200, "must be at most 200 characters").optional().describe("Words in the content"),
  cursor: z.string().max(200, "must be at most 200 characters").optional(),
  limit: queryInt(1, 100, 50),
});
export type ListInboxQuery = z.output<typeof ListInboxQuery>;

const inbox = { tag, rateLimit: "inbox" } as const;

export const listInbox = contract({
  ...inbox,
  method: "GET",
  path: "/api/inbox",
  summary: "List inbox items, newest first",
  description:
    "Newest platformCreatedAt first. `cursor` (opaque, null on the last page) continues after the last item of the page " +
    "and stays stable while new items arrive: they never shift or repeat the pages after the first. A cursor that this " +
    "list did not give: 400. DELETED items are left out unless status asks for them. total counts every item that " +
    "matches the filters. " +
    TRIAGE_RULES,
  query: ListInboxQuery,
  response: z.object({ items: z.array(InboxItemDTO), total: z.number().int(), cursor: z.string().nullable() }),
});

const counts = z.record(z.string(), z.number().int());

export const InboxStatsDTO = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  byPlatform: counts,
  byType: counts,
  byStatus: counts,
  requiresAction: z.number().int().describe("Items that require action and are not deleted"),
  unreadByPlatform: counts,
  unreadByType: counts,
});

export const inboxStats = contract({
  ...inbox,
  method: "GET",
  path: "/api/inbox/stats",
  summary: "Counts of the inbox by platform, type and status",
  description:
    "DELETED items are left out of every count, byStatus included: GET /api/inbox?status=DELETED lists them.",
  response: InboxStatsDTO,
});

export const getInboxItem = contract({
  ...inbox,
  method: "GET",
  path: "/api/inbox/:id",
  summary: "One inbox item with its thread",
  description: "parentItem is the stored item it answers (null otherwise); replies are those sent from the inbox.",
  params: idParams,
  response: InboxItemDetailDTO,
  errors: [404],
});

export const UpdateInboxItemBody = z
  .object({
    status: upperEnum(INBOX_STATUSES).optional(),
    assignedToId: assigneeInput.optional(),
    tags: z.array(tagInput).max(MAX_ITEM_TAGS, `at most ${MAX_ITEM_TAGS} tags`).optional(),
    internalNotes: z.string().max(5000, "must be at most 5000 characters").optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: "send at least one of status, assignedToId, tags, internalNotes",
  });

export const updateInboxItem = contract({
  ...inbox,
  method: "PUT",
  path: "/api/inbox/:id",
  summary: "Change an item's status, assignment, tags or notes",
  description:
    "assignedToId must be a member of the company (400 otherwise); null unassigns. tags replaces the item's tags. " +
    "REPLIED or ARCHIVED clears requiresAction; DELETED is a soft delete.",
  permission: "inbox:manage",
  audit: "inbox.update",
  params: idParams,
  body: UpdateInboxItemBody,
  response: Success,
  errors: [404],
});

export const deleteInboxItem = contract({
  ...inbox,
  method: "DELETE",
  path: "/api/inbox/:id",
  summary: "Delete an item",
  description:
    "permanent=false (the default) sets status DELETED and keeps the item (listed with status=DELETED); " +
    "permanent=true removes it for good.",
  permission: "inbox:manage",
  audit: "inbox.delete",
  params: idParams,
  query: z.object({ permanent: queryBoolean.default(false) }),
  response: Success,
  errors: [404],
});
