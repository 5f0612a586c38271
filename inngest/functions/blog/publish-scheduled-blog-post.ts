import { inngest } from "@/inngest/client";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { runScheduledPublish } from "@/lib/content/blog-posts";
import { blogPostPublishDue } from "@/lib/jobs/events";

/** Publishes a blog post at its scheduled time (sent through the outbox when it was scheduled). */
export const publishScheduledBlogPostFn = inngest.createFunction(
  {
    id: "publish-scheduled-blog-post",
    name: "Publish a scheduled blog post",
    triggers: [blogPostPublishDue],
    concurrency: perCompany(5),
  },
  async ({ event, step }) =>
    step.run("publish", () => runScheduledPublish(companyCtx(event), event.data.postId, event.data.scheduledAt)),
);
