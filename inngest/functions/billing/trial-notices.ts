import { inngest } from "@/inngest/client";
import { endLapsedSubscriptions } from "@/lib/billing/lapsed-subscriptions-admin";
import { sendTrialNotices } from "@/lib/billing/trial-notices-admin";

/**
 * Hourly: companies whose trial ends within three days, or has just ended, are told once each (in
 * the app and by e-mail). The trial's end itself needs no job: the plan in force is read from
 * trialEndsAt on every check. Subscriptions whose plan lapsed without the event that says so (a
 * cancelled one past its end, a past_due one past its grace period) fall back to free.
 */
export const trialNotices = inngest.createFunction(
  {
    id: "billing-trial-notices",
    name: "Trial notices and lapsed subscriptions",
    triggers: [{ cron: "15 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => ({
    told: await step.run("send-trial-notices", () => sendTrialNotices(new Date())),
    lapsed: await step.run("end-lapsed-subscriptions", () => endLapsedSubscriptions(new Date())),
  }),
);
