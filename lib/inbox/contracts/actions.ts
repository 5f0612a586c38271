import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { idParams, uuid } from "@/lib/api/schemas";
import { aiRefusals } from "@/lib/brand/contracts";
import { assigneeInput, platformInput, SuccessUpdated, tag, tagInput } from "./shared";

/** Acting on inbox items: replies, bulk actions, archiving a conversation, syncing, AI drafts. */

const inbox = { tag, rateLimit: "inbox" } as const;

export const replyToInboxItem = contract({
  ...inbox,
  method: "POST",
  path: "/api/inbox/:id/reply",
  summary: "Reply on the network, threaded to the item",
  description:
    "Posts the reply as the item's account, threaded to it (Bluesky reply refs, X in_reply_to_tweet_id, Mastodon " +
    "in_reply_to_id). idempotencyKey (optional; any string a client generates per reply) makes a retry safe: a retry " +
    "with a key already used waits for the first attempt and answers the reply it made, posting nothing; a key used " +
    "for another item's reply: 409. " +
    "Success: the item is REPLIED and the reply is listed in its replies. Empty content or content over the network's " +
    "length: 400. The network refusing: 500 {error: PLATFORM_ERROR, message} and the item unchanged.",
  permission: "inbox:reply",
  audit: "inbox.reply",
  params: idParams,
  body: z.object({
    content: z.string().trim().min(1, "is required").max(20_000, "must be at most 20000 characters"),
    idempotencyKey: z.string().trim().min(1).max(200, "must be at most 200 characters").optional(),
  }),
  response: z.object({ success: z.boolean(), replyId: uuid, platformReplyId: z.string() }),
  errors: [404, 409, 500],
});

export const BULK_ACTIONS = ["mark_read", "archive", "assign", "add_tag", "delete"] as const;
export const BULK_MAX_ITEMS = 100;

export const BulkInboxBody = z
  .object({
    itemIds: z
      .array(uuid)
      .min(1, "must name at least one item")
      .max(BULK_MAX_ITEMS, `at most ${BULK_MAX_ITEMS} items at once`),
    action: z.enum(BULK_ACTIONS, { message: `must be one of ${BULK_ACTIONS.join(", ")}` }),
    assignedToId: assigneeInput.optional(),
    tag: tagInput.optional(),
    permanent: z.boolean().default(false),
  })
  .refine((b) => b.action !== "assign" || b.assignedToId !== undefined, {
    path: ["assignedToId"],
    message: "is required for assign (null unassigns)",
    when: fieldsParsed("action", "assignedToId"),
  })
  .refine((b) => b.action !== "add_tag" || b.tag !== undefined, {
    path: ["tag"],
    message: "is required for add_tag",
    when: fieldsParsed("action", "tag"),
  });
export type BulkInboxBody = z.output<typeof BulkInboxBody>;

export const bulkInbox = contract({
  tag,
  rateLimit: "bulk",
  method: "POST",
  path: "/api/inbox/bulk",
  summary: "Act on many items at once",
  description:
    `mark_read (READ) and archive (ARCHIVED) from any status, bringing DELETED items back; assign (assignedToId: a ` +
    `member, or null) and add_tag (tag) leave DELETED items alone; delete (permanent: false sets DELETED, true removes). At most ${BULK_MAX_ITEMS} items; ids that are not the company's ` +
    "items are skipped: updated counts only the caller's items changed. 20 bulk requests a minute per company.",
  permission: "inbox:manage",
  audit: "inbox.bulk",
  body: BulkInboxBody,
  response: SuccessUpdated,
});

export const archiveInboxConversation = contract({
  ...inbox,
  method: "POST",
  path: "/api/inbox/:id/archive",
  summary: "Archive the item and the rest of its conversation",
  description: "Every item of the item's conversation that is not deleted becomes ARCHIVED; updated counts them.",
  permission: "inbox:manage",
  audit: "inbox.archive",
  params: idParams,
  response: SuccessUpdated,
  errors: [404],
});

const syncPlatform = z.object({ platform: platformInput.optional() });

export const syncInbox = contract({
  ...inbox,
  method: "POST",
  path: "/api/inbox/sync",
  summary: "Pull new items from every connected account now",
  description:
    "Each connected account (of one network when platform is given, in the query or the body) is read from where its " +
    "last sync stopped. synced counts the new items stored; errors the accounts that failed (one failing never stops " +
    "the others). An account whose network asked us to wait (rate limit) is skipped until then and counted in errors. " +
    "The same pull runs by itself every 5 minutes. Facebook brings page comments and Messenger conversations; " +
    "Pinterest and TikTok accounts bring nothing: their APIs let apps read no comments.",
  permission: "inbox:reply",
  audit: false,
  query: syncPlatform,
  body: syncPlatform,
  response: z.object({ success: z.boolean(), synced: z.number().int(), errors: z.number().int() }),
});

export const suggestInboxReply = contract({
  ...inbox,
  method: "POST",
  path: "/api/inbox/:id/suggest-reply",
  summary: "Draft up to three replies with AI",
  description:
    "Drafts from the conversation, in the brand voice, each within the network's length; nothing is sent or saved. " +
    'instruction steers the drafts ("apologise and offer a refund"). ' +
    aiRefusals("One QUICK_REFINE."),
  permission: "inbox:reply",
  audit: false,
  params: idParams,
  body: z.object({ instruction: z.string().trim().max(500, "must be at most 500 characters").optional() }),
  response: z.object({ suggestions: z.array(z.string()).max(3) }),
  errors: [403, 404, 502, 503],
});
