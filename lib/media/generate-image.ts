import fsp from "node:fs/promises";
import { runImageTask } from "@/lib/ai/gateway";
import { imageGenerationPrompt, imageSize } from "@/lib/ai/tasks/image-generation";
import { getBrandProfile } from "@/lib/brand/profile";
import type { SocialPlatform } from "@/lib/content/platforms";
import { slugify } from "@/lib/content/slug";
import { getAsset } from "./assets";
import type { MediaCtx } from "./context";
import { checkSpooledImage, newSpoolFile } from "./intake";
import type { UploadContentType } from "./limits";
import { storeNewImage } from "./store-image";

/**
 * POST /api/generate-image: the image is checked like an upload and stored in the media library
 * with its prompt (searchable with the filename). One CONTENT_GENERATION credit.
 */
export async function generateImage(ctx: MediaCtx, input: { prompt: string; platform?: SocialPlatform }) {
  const brand = await getBrandProfile(ctx);
  const image = await runImageTask(
    { ctx, action: "CONTENT_GENERATION" },
    "image_generation",
    imageGenerationPrompt({ prompt: input.prompt, brand }),
    imageSize(input.platform),
  );
  const bytes = Buffer.from(image.base64, "base64");
  const file = await newSpoolFile();
  await fsp.writeFile(file, bytes);
  const checked = await checkSpooledImage(
    { file, size: bytes.length, head: bytes.subarray(0, 4096) },
    image.mediaType as UploadContentType,
  );
  const extension = checked.contentType.split("/")[1];
  const filename = `${slugify(input.prompt).slice(0, 60) || "generated"}.${extension}`;
  const id = await storeNewImage(ctx, checked, { filename, tags: ["ai-generated"] }, "asset.generate");
  await ctx.db.mediaAsset.update({ where: { id }, data: { prompt: input.prompt }, select: { id: true } });
  const asset = await getAsset(ctx, id);
  return { asset: { id: asset.id, viewUrl: asset.viewUrl }, prompt: input.prompt };
}
