import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { uuid } from "@/lib/api/schemas";
import { videoUrlInput } from "@/lib/content/contracts/shared";
import { OccurrenceDTO } from "./dtos";
import { NOT_CONFIGURED_NOTE, platformParams, TAG } from "./shared";

export const PublishNowBody = z.object({
  content: z
    .string()
    .max(63_206, "must be at most 63206 characters")
    .refine((s) => s.trim().length > 0, "must not be empty"),
  mediaAssetIds: z
    .array(uuid)
    .max(20, "must name at most 20 assets")
    .default([])
    .describe("Images of the caller's media library"),
  videoUrl: videoUrlInput.optional(),
  socialAccountId: uuid
    .optional()
    .describe("One of the company's connected accounts of this network; default: the earliest connected"),
});
export type PublishNowBody = z.output<typeof PublishNowBody>;

export const publishNow = contract({
  method: "POST",
  path: "/api/social/:platform/publish",
  tag: TAG,
  summary: "Publish to a network now; records the post and its occurrence",
  description: [
    "Creates a social post and one occurrence for this platform and publishes it at once: 200 with the occurrence, PUBLISHED, with the network's post id and URL.",
    "Text and images are checked against the network's own limits (length counted its way, image count, type and size) before anything is sent: 400 naming the problem.",
    'A network refusal: 502 {error: "PLATFORM_ERROR", message} and the occurrence FAILED with lastError in plain words. A network that may have taken the post without answering is checked before anything else happens: found, it is PUBLISHED; not found, FAILED; when the network cannot tell, UNKNOWN (never retried blindly).',
    "No connected account of this network: 400. An account that needs reconnecting: 409.",
    NOT_CONFIGURED_NOTE,
  ].join(" "),
  permission: "content:publish",
  // Recorded by the service: the network call must not run inside the request's transaction.
  audit: false,
  params: platformParams,
  body: PublishNowBody,
  response: OccurrenceDTO,
  errors: [404, 409, 502, 503],
});
