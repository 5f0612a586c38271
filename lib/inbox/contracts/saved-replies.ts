import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { PLACEHOLDERS } from "../placeholders";
import { tag } from "./shared";

/** Saved replies: canned responses inserted from the reply box, their placeholders filled from the item. */

export const SavedReplyDTO = z.object({
  id: uuid,
  name: z.string(),
  content: z.string(),
  createdById: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SavedReplyDTO = z.input<typeof SavedReplyDTO>;

const placeholderHelp = `Placeholders: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}; any other is refused with 400.`;

export const SavedReplyBody = z.object({
  name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  content: z
    .string()
    .trim()
    .min(1, "is required")
    .max(5000, "must be at most 5000 characters")
    .describe(placeholderHelp),
});

const saved = { tag, rateLimit: "inbox" } as const;

export const listSavedReplies = contract({
  ...saved,
  method: "GET",
  path: "/api/inbox/saved-replies",
  summary: "Saved replies, by name",
  response: z.array(SavedReplyDTO),
});

export const createSavedReply = contract({
  ...saved,
  method: "POST",
  path: "/api/inbox/saved-replies",
  summary: "Save a reply for reuse",
  description: `Names are unique in the company (409 otherwise). ${placeholderHelp}`,
  permission: "inbox:reply",
  audit: "inbox.saved_reply.create",
  status: 201,
  body: SavedReplyBody,
  response: SavedReplyDTO,
  errors: [409],
});

export const updateSavedReply = contract({
  ...saved,
  method: "PUT",
  path: "/api/inbox/saved-replies/:id",
  summary: "Change a saved reply",
  description: `Names are unique in the company (409 otherwise). ${placeholderHelp}`,
  permission: "inbox:reply",
  audit: "inbox.saved_reply.update",
  params: idParams,
  body: SavedReplyBody.partial(),
  response: SavedReplyDTO,
  errors: [404, 409],
});

export const deleteSavedReply = contract({
  ...saved,
  method: "DELETE",
  path: "/api/inbox/saved-replies/:id",
  summary: "Delete a saved reply",
  permission: "inbox:reply",
  audit: "inbox.saved_reply.delete",
  params: idParams,
  response: z.object({ success: z.boolean() }),
  errors: [404],
});
