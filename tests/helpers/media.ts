import { InngestTestEngine } from "@inngest/test";
import { makeThumbnail as makeThumbnailFunction } from "@/inngest/functions/media/make-thumbnail";
import { adminDb } from "@/lib/db";
import { api, type ApiResponse } from "./app";
import { imageBytes } from "./images";

/** A multipart body as a browser sends it: the image in field `file`, plus text fields. */
export function imageForm(
  bytes: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string | string[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Uploads a small PNG through POST /api/assets/direct; answers the response. */
export async function uploadAsset(
  token: string,
  opts: { filename?: string; fields?: Record<string, string | string[]> } = {},
): Promise<ApiResponse> {
  const form = imageForm(await imageBytes("png"), opts.filename ?? "photo.png", "image/png", opts.fields);
  const res = await api.post("/api/assets/direct", { token, rawBody: form });
  if (res.status !== 201) throw new Error(`asset upload failed: ${res.status} ${res.text}`);
  return res;
}

/** Fetches a viewUrl (or thumbnailUrl) through the route handlers, with no token. */
export function viewMedia(url: string) {
  return api.get(new URL(url).pathname);
}

/** The outbox rows asking for one asset's thumbnail (media/asset.stored). */
export function thumbnailRequests(assetId: string) {
  return adminDb().outbox.findMany({
    where: { event: "media/asset.stored", payload: { path: ["assetId"], equals: assetId } },
  });
}

/** Runs the background thumbnail function for one asset, as the runner or Inngest would on its event. */
export async function makeThumbnail(companyId: string, assetId: string): Promise<string> {
  const engine = new InngestTestEngine({
    function: makeThumbnailFunction,
    events: [{ name: "media/asset.stored", data: { companyId, assetId } }],
  });
  const { result, error } = await engine.execute();
  if (error) throw error;
  return result as string;
}
