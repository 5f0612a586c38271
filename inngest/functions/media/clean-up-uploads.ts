import { inngest } from "@/inngest/client";
import { removeAbandonedSpoolFiles, removeAbandonedUploads, removeUsageOfDeletedContent } from "./stale-uploads";

/**
 * Every hour at :20: presigned uploads that never became assets (unused URLs past their hour,
 * refused files, uploads stuck arriving) are deleted with any bytes they stored, spool files of
 * uploads that died with their process are removed, and usage rows of deleted content go. It spans
 * all companies, so one run at a time is enough. Idempotent: a second run finds nothing to do.
 */
export const cleanUpUploads = inngest.createFunction(
  {
    id: "clean-up-media-uploads",
    name: "Remove abandoned uploads and stale usage rows",
    triggers: [{ cron: "20 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const uploads = await step.run("remove-abandoned-uploads", () => removeAbandonedUploads(new Date()));
    const spoolFiles = await step.run("remove-abandoned-spool-files", () => removeAbandonedSpoolFiles(new Date()));
    const usages = await step.run("remove-usage-of-deleted-content", () => removeUsageOfDeletedContent());
    return { uploads, spoolFiles, usages };
  },
);
