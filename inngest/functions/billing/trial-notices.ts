import { inngest } from "@/inngest/client";
import { sendTrialNotices } from "@/lib/billing/trial-notices-admin";

/**
 * Hourly: companies whose trial ends within three days, or has just ended, are told once each (in
 * the app and by e-mail). The trial's end itself needs no job: the plan in force is read from
 * trialEndsAt on every check.
 */
export const trialNotices = inngest.createFunction(
  {
    id: "billing-trial-notices",
    name: "Trial ending and ended notices",
    triggers: [{ cron: "15 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => ({ told: await step.run("send-trial-notices", () => sendTrialNotices(new Date())) }),
);
