import { inngest } from "@/inngest/client";
import { mediaAssetStored } from "@/lib/jobs/events";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { makeAssetThumbnail } from "@/lib/media/thumbnails";

/**
 * Makes the library thumbnail of an asset once its bytes are stored. Off the upload request,
 * because decoding a large image takes tens of MB of native memory; one at a time per company.
 * Idempotent: a retry or a duplicate event finds the thumbnail made and does nothing.
 */
export const makeThumbnail = inngest.createFunction(
  {
    id: "make-asset-thumbnail",
    name: "Make an asset's thumbnail",
    triggers: [mediaAssetStored],
    concurrency: perCompany(),
  },
  async ({ event, step }) =>
    step.run("make-thumbnail", () => makeAssetThumbnail(companyCtx(event), event.data.assetId)),
);
