import { inngest } from "@/inngest/client";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { takeDownDeletedPost } from "@/lib/blog-publishing/takedown";
import { blogTakedownDue } from "@/lib/jobs/events";

/**
 * Takes a deleted blog post down at one destination. Each take-down is its own run, so a failing
 * destination never holds up another; retries are asked for by the service through the outbox.
 */
export const takeDownBlogPostFn = inngest.createFunction(
  {
    id: "take-down-blog-post",
    name: "Take a deleted blog post down at a destination",
    triggers: [blogTakedownDue],
    concurrency: perCompany(5),
  },
  async ({ event, step }) => step.run("take down", () => takeDownDeletedPost(companyCtx(event), event.data)),
);
