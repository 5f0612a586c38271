import { z } from "zod";
import { timestamp, uuid } from "@/lib/api/schemas";
import { filenameProblem, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from "../limits";

/** Pieces shared by the media contracts. Imported by client components: no server code here. */

export const filename = z
  .string({ message: "must be a string" })
  .superRefine((name, issue) => {
    const problem = filenameProblem(name);
    if (problem) issue.addIssue({ code: "custom", message: problem });
  })
  .describe("At most 255 characters; must not contain `..`, `/` or `\\`");

export const contentType = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(UPLOAD_CONTENT_TYPES, { message: `must be one of ${UPLOAD_CONTENT_TYPES.join(", ")}` }),
);

export const fileSize = z
  .number({ message: "must be a number of bytes" })
  .int("must be a whole number of bytes")
  .gt(0, "must be greater than 0 bytes")
  .max(MAX_UPLOAD_BYTES, `must be at most ${MAX_UPLOAD_BYTES} bytes (10 MB)`);

const tag = z.string().trim().min(1, "must not be empty").max(50, "must be at most 50 characters");
/** Trimmed; a repeat (in any case) of an earlier tag is dropped; at most 20. */
export const tags = z
  .array(tag)
  .max(20, "at most 20 tags")
  .transform((list) => list.filter((t, i) => list.findIndex((other) => other.toLowerCase() === t.toLowerCase()) === i));

export const MEDIA_ASSET_TYPES = ["IMAGE", "VIDEO"] as const;
export const USAGE_CONTENT_TYPES = ["SOCIAL_POST", "BLOG_POST", "VIDEO_SCRIPT"] as const;

export const AssetUsageDTO = z.object({
  id: uuid,
  contentType: z.enum(USAGE_CONTENT_TYPES),
  contentId: uuid,
  usageContext: z.string().nullable(),
  /** The post's text or the blog post's / video script's title, shortened. */
  title: z.string(),
  createdAt: timestamp,
});
export type AssetUsageDTO = z.input<typeof AssetUsageDTO>;

export const AssetDTO = z.object({
  id: uuid,
  type: z.enum(MEDIA_ASSET_TYPES),
  filename: z.string(),
  contentType: z.string(),
  format: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  folderId: uuid.nullable(),
  tags: z.array(z.string()),
  isArchived: z.boolean(),
  prompt: z.string().nullable(),
  uploadedById: uuid.nullable(),
  usageCount: z.number().int(),
  viewUrl: z
    .string()
    .describe("Signed link to the file, valid 15 minutes, no token needed; request the asset again for a fresh one"),
  thumbnailUrl: z
    .string()
    .nullable()
    .describe(
      "Signed link to a WebP thumbnail (at most 400 px), valid 15 minutes; null until the thumbnail is made, in the background, seconds after the upload",
    ),
  viewUrlExpiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AssetDTO = z.input<typeof AssetDTO>;

export const AssetDetailDTO = AssetDTO.extend({ usage: z.array(AssetUsageDTO) });
export type AssetDetailDTO = z.input<typeof AssetDetailDTO>;

export const FolderDTO = z.object({
  id: uuid,
  name: z.string(),
  parentId: uuid.nullable(),
  assetCount: z.number().int(),
  folderCount: z.number().int(),
  createdAt: timestamp,
});
export type FolderDTO = z.input<typeof FolderDTO>;

export const UPLOAD_ROUTE = { rateLimit: "upload", errorStyle: "upload" } as const;

/** The bytes of one image, as a multipart file part or a whole request body (OpenAPI: a binary string). */
const imageBytes = (description: string) =>
  z.string().meta({ format: "binary", contentMediaType: "application/octet-stream", description });
const ACCEPTED_TYPES = UPLOAD_CONTENT_TYPES.join(", ");

/** What the direct upload routes read from their multipart/form-data body (handlers stream it; this describes it). */
export const ImageUploadForm = z.object({
  file: imageBytes(
    `The image, one file, named by its part's filename (at most 255 characters, without \`..\`, \`/\` or \`\\\`) and declared by its part's Content-Type (${ACCEPTED_TYPES}); more than 0 bytes and at most 10 MB`,
  ),
});
export const AssetUploadForm = ImageUploadForm.extend({
  folderId: uuid
    .optional()
    .describe("One of the caller's folders (another company's or an unknown id: 404); left out: the top level"),
  tags: z
    .array(z.string().max(50))
    .max(20)
    .optional()
    .describe("Repeat the field for each tag, or send them comma-separated; at most 20 of at most 50 characters"),
});

const multipart = (schema: z.ZodType) => ({
  "multipart/form-data": { schema, encoding: { file: { contentType: ACCEPTED_TYPES } } },
});
export const IMAGE_UPLOAD_BODY = multipart(ImageUploadForm);
export const ASSET_UPLOAD_BODY = multipart(AssetUploadForm);
/** A presigned upload's PUT: the raw bytes, with the Content-Type declared when the URL was made. */
export const PRESIGNED_PUT_BODY = Object.fromEntries(
  UPLOAD_CONTENT_TYPES.map((type) => [
    type,
    {
      schema: imageBytes(
        `The image's bytes, exactly the fileSize declared, sent with Content-Type ${type} when that was declared`,
      ),
    },
  ]),
);
export const MULTIPART_NOTE =
  "Send `multipart/form-data` with the image in a field named `file` (one file). The bytes are streamed to storage, never held whole in memory. The file's content must be the type its part declares (a PNG declared as PNG, not HTML); SVG is sanitized. Direct upload is meant for files under 1 MB; larger ones go through a presigned URL.";
