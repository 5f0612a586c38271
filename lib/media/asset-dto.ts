import type { AssetDTO } from "./contracts/fields";
import { VIEW_URL_TTL_SECONDS } from "./limits";
import { viewUrl } from "./view-url";

/** The columns of a MediaAsset row that a DTO is made of (storage keys never reach the DTO). */
export interface AssetRow {
  id: string;
  companyId: string;
  type: "IMAGE" | "VIDEO";
  filename: string;
  contentType: string;
  format: string | null;
  width: number | null;
  height: number | null;
  sizeBytes: number;
  folderId: string | null;
  /** Set by the background thumbnail function; only whether it exists reaches the DTO. */
  thumbnailKey: string | null;
  tags: string[];
  isArchived: boolean;
  prompt: string | null;
  uploadedById: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ASSET_SELECT = {
  id: true,
  companyId: true,
  type: true,
  filename: true,
  contentType: true,
  format: true,
  width: true,
  height: true,
  sizeBytes: true,
  folderId: true,
  thumbnailKey: true,
  tags: true,
  isArchived: true,
  prompt: true,
  uploadedById: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The public asset, with viewUrls signed now: every read hands out fresh ones. */
export function assetDTO(row: AssetRow, usageCount: number, baseUrl: string, now = Date.now()): AssetDTO {
  return {
    id: row.id,
    type: row.type,
    filename: row.filename,
    contentType: row.contentType,
    format: row.format,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    folderId: row.folderId,
    tags: row.tags,
    isArchived: row.isArchived,
    prompt: row.prompt,
    uploadedById: row.uploadedById,
    usageCount,
    viewUrl: viewUrl(baseUrl, row.companyId, row.id, "original", now),
    thumbnailUrl: row.thumbnailKey ? viewUrl(baseUrl, row.companyId, row.id, "thumbnail", now) : null,
    viewUrlExpiresAt: new Date(Math.floor(now / 1000) * 1000 + VIEW_URL_TTL_SECONDS * 1000).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
