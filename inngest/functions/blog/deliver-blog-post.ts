import { inngest } from "@/inngest/client";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { deliverBlogPost } from "@/lib/blog-publishing/deliveries";
import { blogDeliveryDue } from "@/lib/jobs/events";

/**
 * Sends one blog post to one destination (or takes it back). Each delivery is its own run, so a
 * failing destination never holds up another; retries are asked for by the service at the time
 * the destination names, not by retrying this run.
 */
export const deliverBlogPostFn = inngest.createFunction(
  {
    id: "deliver-blog-post",
    name: "Send a blog post to a destination",
    triggers: [blogDeliveryDue],
    concurrency: perCompany(5),
  },
  async ({ event, step }) => step.run("deliver", () => deliverBlogPost(companyCtx(event), event.data.deliveryId)),
);
