import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { platformInput } from "@/lib/content/contracts/shared";

const TAG = "Queues";

/** An IANA zone name the runtime knows ("Europe/Berlin", "UTC"). */
export function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

export const Slot = z.object({
  dayOfWeek: z.number().int().min(0).max(6).nullable().describe("0-6, Sunday first; null: every day"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)"),
});
export type Slot = z.infer<typeof Slot>;

const name = z.string().trim().min(1, "must not be empty").max(120);
const platforms = z
  .array(platformInput)
  .min(1, "must name at least one platform")
  .max(SOCIAL_PLATFORMS.length)
  .transform((l) => [...new Set(l)]);
const timeZone = z.string().refine(isIanaZone, "must be an IANA time zone name such as Europe/Berlin");
const slots = z.array(Slot).max(200);

export const QueueDTO = z.object({
  id: uuid,
  name: z.string(),
  platforms: z.array(z.string()),
  timeZone: z.string(),
  isActive: z.boolean(),
  slots: z.array(Slot),
  itemCount: z.number().int().describe("Posts waiting in the queue"),
});
export type QueueDTO = z.input<typeof QueueDTO>;

export const QueueItemDTO = z.object({
  id: uuid.describe("The social post"),
  queueId: uuid,
  content: z.string(),
  platforms: z.array(z.string()),
  scheduledAt: timestamp,
  status: z.string(),
  occurrenceIds: z.array(uuid),
});
export type QueueItemDTO = z.input<typeof QueueItemDTO>;

export const CreateQueueBody = z.object({
  name,
  platforms,
  timeZone,
  isActive: z.boolean().default(true),
  slots: slots.default([]),
});
export const UpdateQueueBody = z.object({
  name: name.optional(),
  platforms: platforms.optional(),
  timeZone: timeZone.optional(),
  isActive: z.boolean().optional(),
  slots: slots.optional(),
});
export const CreateQueueItemBody = z.object({
  content: z
    .string()
    .max(63_206)
    .refine((s) => s.trim().length > 0, "must not be empty"),
  platform: platformInput.optional().describe("Only this platform instead of the queue's"),
  mediaUrls: z
    .array(z.string())
    .max(
      0,
      "images are attached from the media library (mediaAssetIds on a social post); queues take text only for now",
    )
    .default([]),
});

export const listQueues = contract({
  method: "GET",
  path: "/api/queues",
  tag: TAG,
  summary: "The company's publishing queues",
  response: z.array(QueueDTO),
});
export const createQueue = contract({
  method: "POST",
  path: "/api/queues",
  tag: TAG,
  summary: "Create a queue",
  permission: "content:publish",
  status: 201,
  body: CreateQueueBody,
  response: QueueDTO,
});
export const updateQueue = contract({
  method: "PUT",
  path: "/api/queues/:id",
  tag: TAG,
  summary: "Change a queue's settings or slots",
  description: "Items already placed keep their times.",
  permission: "content:publish",
  params: idParams,
  body: UpdateQueueBody,
  response: QueueDTO,
  errors: [404],
});
export const deleteQueue = contract({
  method: "DELETE",
  path: "/api/queues/:id",
  tag: TAG,
  summary: "Delete a queue; its waiting items are unscheduled (back to draft), not deleted",
  permission: "content:publish",
  params: idParams,
  response: z.object({ success: z.boolean(), unscheduled: z.number().int() }),
  errors: [404],
});
export const createQueueItem = contract({
  method: "POST",
  path: "/api/queues/:id/items",
  tag: TAG,
  summary: "Add a post to the queue's next free slot",
  description:
    "The next slot (in the queue's time zone) no other item of the queue holds, within 8 weeks. No slots, or an inactive queue: 409. A platform with no connected account: 400, nothing written.",
  permission: "content:publish",
  status: 201,
  params: idParams,
  body: CreateQueueItemBody,
  response: QueueItemDTO,
  errors: [404, 409],
});
export const listQueueItems = contract({
  method: "GET",
  path: "/api/queues/:id/items",
  tag: TAG,
  summary: "The queue's waiting items, by time",
  params: idParams,
  response: z.array(QueueItemDTO),
  errors: [404],
});
export const deleteQueueItem = contract({
  method: "DELETE",
  path: "/api/queues/:id/items/:itemId",
  tag: TAG,
  summary: "Remove an item (its post and occurrences) from the queue",
  description: "One being published: 409.",
  permission: "content:publish",
  params: z.object({ id: uuid, itemId: uuid }),
  response: z.object({ success: z.boolean() }),
  errors: [404, 409],
});
