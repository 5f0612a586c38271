import fsp from "node:fs/promises";
import { badRequest } from "@/lib/api/errors";
import { uuid } from "@/lib/api/schemas";
import { assetDTO, ASSET_SELECT } from "./asset-dto";
import { publicBaseUrl, type MediaCtx } from "./context";
import { tags as tagsSchema, type AssetDTO } from "./contracts/fields";
import { checkSpooledImage } from "./intake";
import { readMultipartImage } from "./multipart";
import { storeNewImage } from "./store-image";

/** POST /api/upload/direct: one image from a multipart body, streamed to storage. */
export async function uploadDirect(ctx: MediaCtx): Promise<{ imageId: string; filename: string }> {
  const part = await readMultipartImage(ctx.req);
  const checked = await checkSpooledImage(part.spooled, part.declaredType);
  const imageId = await storeNewImage(ctx, checked, { filename: part.filename }, "upload.direct");
  return { imageId, filename: part.filename };
}

function assetFields(fields: Map<string, string[]>): { folderId: string | null; tags: string[] } {
  const folderValue = fields.get("folderId")?.[0]?.trim() || null;
  const folderId = folderValue === null ? null : uuid.safeParse(folderValue);
  if (folderId && !folderId.success) throw badRequest({ folderId: "must be a UUID" });
  const rawTags = (fields.get("tags") ?? []).flatMap((v) => v.split(",")).filter((t) => t.trim() !== "");
  const tags = tagsSchema.safeParse(rawTags);
  if (!tags.success) throw badRequest({ tags: tags.error.issues[0]?.message ?? "invalid" });
  return { folderId: folderId?.data ?? null, tags: tags.data };
}

/** POST /api/assets/direct: like the upload API's direct upload, with optional folderId and tags fields. */
export async function uploadAssetDirect(ctx: MediaCtx): Promise<{ asset: AssetDTO }> {
  const part = await readMultipartImage(ctx.req);
  let fields: ReturnType<typeof assetFields>;
  try {
    fields = assetFields(part.fields);
  } catch (err) {
    await fsp.rm(part.spooled.file, { force: true });
    throw err;
  }
  const checked = await checkSpooledImage(part.spooled, part.declaredType);
  const id = await storeNewImage(ctx, checked, { filename: part.filename, ...fields }, "asset.upload");
  const row = await ctx.db.mediaAsset.findFirstOrThrow({ where: { id }, select: ASSET_SELECT });
  return { asset: assetDTO(row, 0, publicBaseUrl(ctx.req)) };
}
