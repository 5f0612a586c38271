import { inngest } from "@/inngest/client";
import { renewPushSubscriptions as renew } from "@/lib/social/push-subscriptions-admin";

/**
 * Daily: renews the push subscriptions of connected accounts (YouTube's WebSub leases last up to
 * 10 days), so they never lapse between renewals. One run at a time.
 */
export const renewPushSubscriptions = inngest.createFunction(
  {
    id: "renew-push-subscriptions",
    name: "Renew social push subscriptions before their leases end",
    triggers: [{ cron: "17 4 * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => step.run("renew", () => renew()),
);
