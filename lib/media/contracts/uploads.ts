import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import {
  contentType,
  filename,
  fileSize,
  IMAGE_UPLOAD_BODY,
  MULTIPART_NOTE,
  PRESIGNED_PUT_BODY,
  UPLOAD_ROUTE,
} from "./fields";

const TAG = "Uploads";
const LIMITS =
  "Accepted: image/jpeg, image/jpg, image/png, image/gif, image/webp, image/svg+xml; more than 0 bytes and at most 10 MB; filename at most 255 characters without `..`, `/` or `\\`.";

export const PresignedUploadBody = z.object({ filename, contentType, fileSize });

export const createPresignedUpload = contract({
  method: "POST",
  path: "/api/upload/presigned-url",
  tag: TAG,
  summary: "Get a URL to PUT one image to (valid 1 hour, single use)",
  description: `${LIMITS} Then send the bytes with \`PUT uploadUrl\` and the same Content-Type; the URL accepts exactly the declared type and size, once. \`key\` identifies the upload (it is the image id; storage locations are never exposed).`,
  permission: "assets:manage",
  ...UPLOAD_ROUTE,
  audit: "upload.presign",
  body: PresignedUploadBody,
  response: z.object({ uploadUrl: z.string(), key: z.string(), imageId: uuid }),
  errors: [400],
});

export const receivePresignedUpload = contract({
  method: "PUT",
  path: "/api/upload/presigned/:token",
  tag: TAG,
  summary: "The uploadUrl of a presigned upload: receives the image's bytes",
  description:
    "Public: the signed token in the path is the authorization. Content-Type must be the declared type and the body exactly the declared size; the URL works once and for 1 hour. 400 for a refused file (the URL is then used up), 403 for an expired, tampered or used URL.",
  access: "public",
  ...UPLOAD_ROUTE,
  consumes: PRESIGNED_PUT_BODY,
  params: z.object({ token: z.string().min(1).max(2000) }),
  response: z.object({ imageId: uuid, filename: z.string() }),
  errors: [400, 403],
});

export const uploadDirect = contract({
  method: "POST",
  path: "/api/upload/direct",
  tag: TAG,
  summary: "Upload one image in the request",
  description: `${MULTIPART_NOTE} ${LIMITS}`,
  permission: "assets:manage",
  ...UPLOAD_ROUTE,
  consumes: IMAGE_UPLOAD_BODY,
  audit: false,
  response: z.object({ imageId: uuid, filename: z.string() }),
  errors: [400],
});

export const UploadedImageDTO = z.object({
  id: uuid,
  filename: z.string(),
  format: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: timestamp,
});
export type UploadedImageDTO = z.input<typeof UploadedImageDTO>;

export const listImages = contract({
  method: "GET",
  path: "/api/upload/images",
  tag: TAG,
  summary: "The current user's uploaded images, newest first",
  description: "Width, height and format are read from each file itself.",
  ...UPLOAD_ROUTE,
  query: z.object({
    limit: queryInt(1, 100, 50),
    offset: z.coerce.number({ message: "must be a number" }).int().min(0).default(0),
  }),
  response: z.object({
    images: z.array(UploadedImageDTO),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const deleteImage = contract({
  method: "DELETE",
  path: "/api/upload/images/:id",
  tag: TAG,
  summary: "Delete one of your own images: the stored file and its record",
  description:
    "Only images you uploaded, in your company (404 otherwise). An image attached to content answers 409; detach it first.",
  permission: "assets:manage",
  ...UPLOAD_ROUTE,
  audit: "upload.delete",
  params: idParams,
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: [404, 409],
});
