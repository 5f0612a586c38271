import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { ApiError } from "@/lib/api/errors";
import { actingUser, forCompany } from "@/lib/db";
import { objectStore } from "@/lib/integrations/storage";
import { assetDTO, ASSET_SELECT } from "./asset-dto";
import { publicBaseUrl, type MediaCtx } from "./context";
import type { AssetDTO } from "./contracts/fields";
import { invalidFileSize, invalidFileType } from "./errors";
import { assertFolderOwned } from "./folders";
import { checkSpooledImage, spool } from "./intake";
import { FORMAT_OF, isUploadContentType, PRESIGNED_UPLOAD_TTL_SECONDS, type UploadContentType } from "./limits";
import { signToken, verifyToken } from "./signed-token";
import { newObjectKey } from "./stored-objects";
import { requestThumbnail } from "./thumbnails";

/** What a presigned upload URL allows: company, asset, declared type and size, expiry. */
interface UploadGrant {
  c: string;
  a: string;
  t: UploadContentType;
  s: number;
  exp: number;
}

interface PresignInput {
  filename: string;
  contentType: UploadContentType;
  fileSize: number;
  folderId?: string | null;
  tags?: string[];
}

/**
 * Records a PENDING asset and signs a URL for its bytes. The URL is the app's own (the bytes pass
 * the same checks as a direct upload before they reach the store) and single use: the first PUT
 * claims the asset, whatever comes of it.
 */
async function presign(ctx: MediaCtx, input: PresignInput) {
  await assertFolderOwned(ctx, input.folderId);
  const expiresAt = new Date(Date.now() + PRESIGNED_UPLOAD_TTL_SECONDS * 1000);
  const row = await ctx.db.mediaAsset.create({
    data: {
      companyId: ctx.companyId,
      uploadedById: actingUser(ctx).userId,
      folderId: input.folderId ?? null,
      tags: input.tags ?? [],
      filename: input.filename,
      contentType: input.contentType,
      sizeBytes: input.fileSize,
      storageKey: newObjectKey(ctx.companyId),
      status: "PENDING",
      uploadExpiresAt: expiresAt,
    },
    select: ASSET_SELECT,
  });
  const grant: UploadGrant = {
    c: ctx.companyId,
    a: row.id,
    t: input.contentType,
    s: input.fileSize,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const token = signToken("media-upload", grant);
  return { row, uploadUrl: `${publicBaseUrl(ctx.req)}/api/upload/presigned/${token}` };
}

export async function createPresignedUpload(
  ctx: MediaCtx,
  body: PresignInput,
): Promise<{ uploadUrl: string; key: string; imageId: string }> {
  const { row, uploadUrl } = await presign(ctx, body);
  return { uploadUrl, key: row.id, imageId: row.id };
}

export async function createPresignedAsset(
  ctx: MediaCtx,
  body: PresignInput,
): Promise<{ uploadUrl: string; assetId: string; asset: AssetDTO }> {
  const { row, uploadUrl } = await presign(ctx, body);
  return { uploadUrl, assetId: row.id, asset: assetDTO(row, 0, publicBaseUrl(ctx.req)) };
}

const urlRefused = () =>
  new ApiError(403, "Upload URL not valid", {
    message: "This upload URL has expired, been altered or already been used; ask for a new one",
  });

/** PUT to a presigned upload URL: the declared type and exact size, once, within the hour. */
export async function receivePresignedUpload(
  req: Request,
  token: string,
): Promise<{ imageId: string; filename: string }> {
  const grant = verifyToken<UploadGrant>("media-upload", token);
  if (!grant || !isUploadContentType(grant.t)) throw urlRefused();
  const sent = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!isUploadContentType(sent) || FORMAT_OF[sent] !== FORMAT_OF[grant.t]) {
    throw invalidFileType(`This URL accepts ${grant.t} only; the request's Content-Type is ${sent || "missing"}`);
  }
  const declaredLength = req.headers.get("content-length");
  if (declaredLength !== null && Number(declaredLength) !== grant.s) {
    throw invalidFileSize(`This URL accepts exactly ${grant.s} bytes; the request declares ${declaredLength}`);
  }
  const db = forCompany(grant.c);
  const claimed = await db.mediaAsset.updateMany({
    where: { id: grant.a, status: "PENDING", uploadExpiresAt: { gt: new Date() } },
    data: { status: "UPLOADING" },
  });
  if (claimed.count !== 1) throw urlRefused();
  try {
    if (!req.body) throw invalidFileSize("The request has no body");
    const spooled = await spool(Readable.fromWeb(req.body as NodeWebStream), grant.s);
    if (spooled.size !== grant.s) {
      await fsp.rm(spooled.file, { force: true });
      throw invalidFileSize(`This URL accepts exactly ${grant.s} bytes; ${spooled.size} arrived`);
    }
    const checked = await checkSpooledImage(spooled, grant.t);
    const asset = await db.mediaAsset.findFirstOrThrow({
      where: { id: grant.a },
      select: { storageKey: true, filename: true },
    });
    await objectStore().putFile(asset.storageKey, checked.file, checked.contentType);
    await db.$transaction(async (tx) => {
      await tx.mediaAsset.update({
        where: { id: grant.a },
        data: {
          status: "READY",
          contentType: checked.contentType,
          format: checked.format,
          width: checked.width,
          height: checked.height,
          sizeBytes: checked.sizeBytes,
          uploadExpiresAt: null,
        },
      });
      await requestThumbnail(tx, grant.c, grant.a);
    });
    return { imageId: grant.a, filename: asset.filename };
  } catch (err) {
    await db.mediaAsset.updateMany({ where: { id: grant.a, status: "UPLOADING" }, data: { status: "FAILED" } });
    throw err;
  }
}
