import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, listOf, pageQuery, queryBoolean, uuid } from "@/lib/api/schemas";
import {
  ASSET_UPLOAD_BODY,
  AssetDetailDTO,
  AssetDTO,
  AssetUsageDTO,
  contentType,
  filename,
  fileSize,
  MEDIA_ASSET_TYPES,
  MULTIPART_NOTE,
  tags,
  UPLOAD_ROUTE,
  USAGE_CONTENT_TYPES,
} from "./fields";

const TAG = "Assets";
const folderLink = uuid
  .nullable()
  .optional()
  .describe("One of the caller's folders (another company's or an unknown id: 404); null files it at the top level");

export const createPresignedAsset = contract({
  method: "POST",
  path: "/api/assets/presigned-url",
  tag: TAG,
  summary: "Get a URL to PUT one asset's bytes to (valid 1 hour, single use)",
  description:
    "Same limits and PUT as POST /api/upload/presigned-url. The asset appears in lists once its bytes have arrived; its viewUrl works from then on.",
  permission: "assets:manage",
  ...UPLOAD_ROUTE,
  audit: "asset.presign",
  body: z.object({ filename, contentType, fileSize, folderId: folderLink, tags: tags.optional() }),
  response: z.object({ uploadUrl: z.string(), assetId: uuid, asset: AssetDTO }),
  errors: [400, 404],
});

export const uploadAssetDirect = contract({
  method: "POST",
  path: "/api/assets/direct",
  tag: TAG,
  summary: "Upload one asset in the request",
  description: `${MULTIPART_NOTE} Optional text fields: \`folderId\` (one of your folders) and \`tags\` (repeat the field, or comma-separated).`,
  permission: "assets:manage",
  ...UPLOAD_ROUTE,
  consumes: ASSET_UPLOAD_BODY,
  status: 201,
  audit: false,
  response: z.object({ asset: AssetDTO }),
  errors: [400, 404],
});

const queryList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",") : v),
  z.array(z.string().trim().min(1).max(50)).min(1),
);

export const listAssets = contract({
  method: "GET",
  path: "/api/assets",
  tag: TAG,
  summary: "List assets, newest first",
  description:
    "folderId: one folder's assets (`root` for those in no folder; left out: every folder). tags: assets carrying all of them. search: part of the filename or prompt, any case. isArchived: archived ones (soft-deleted) instead of the others; left out: not archived.",
  query: pageQuery.extend({
    folderId: z.union([uuid, z.literal("root")]).optional(),
    type: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(MEDIA_ASSET_TYPES)).optional(),
    tags: queryList.optional(),
    search: z.string().trim().max(200).optional(),
    isArchived: queryBoolean.optional(),
  }),
  response: listOf(AssetDTO),
});

export const getAsset = contract({
  method: "GET",
  path: "/api/assets/:id",
  tag: TAG,
  summary: "One asset with fresh viewUrls and where it is used",
  params: idParams,
  response: AssetDetailDTO,
  errors: [404],
});

export const updateAsset = contract({
  method: "PATCH",
  path: "/api/assets/:id",
  tag: TAG,
  summary: "Move an asset to a folder, set its tags, archive or restore it",
  permission: "assets:manage",
  audit: "asset.update",
  params: idParams,
  body: z.object({ folderId: folderLink, tags: tags.optional(), isArchived: z.boolean().optional() }),
  response: AssetDetailDTO,
  errors: [404],
});

export const deleteAsset = contract({
  method: "DELETE",
  path: "/api/assets/:id",
  tag: TAG,
  summary: "Archive an asset (default) or delete it permanently (hard=true)",
  description:
    "Soft delete sets isArchived (restore with PATCH). hard=true removes the record and the stored file; an asset that content uses answers 409 ASSET_IN_USE unless force=true, which also detaches it from social posts.",
  permission: "assets:manage",
  audit: "asset.delete",
  params: idParams,
  query: z.object({ hard: queryBoolean.default(false), force: queryBoolean.default(false) }),
  response: z.object({ success: z.boolean(), deleted: z.enum(["soft", "hard"]) }),
  errors: [404, 409],
});

export const recordAssetUsage = contract({
  method: "POST",
  path: "/api/assets/:id/usage",
  tag: TAG,
  summary: "Record that a social post, blog post or video script uses an asset",
  description:
    "The content must be the caller's (404 otherwise). Recording the same use again updates its usageContext.",
  permission: "assets:manage",
  status: 201,
  audit: "asset.usage",
  params: idParams,
  body: z.object({
    contentType: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(USAGE_CONTENT_TYPES)),
    contentId: uuid,
    usageContext: z.string().trim().max(200).optional(),
  }),
  response: AssetUsageDTO,
  errors: [404],
});
