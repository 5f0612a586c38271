import { inngest } from "@/inngest/client";
import { tenantCtxFor } from "@/lib/db";
import { findDueOccurrences } from "@/lib/scheduling/find-due-admin";
import { publishDue, type PublishOutcome } from "@/lib/scheduling/publish-due";

/**
 * Every minute: anything due and not started (after downtime, or a lost event), retries whose time
 * came, attempts that died mid-publish and unknown outcomes, each in its own company's context.
 * The claim in publishDue keeps this and the event-driven runs from publishing anything twice.
 */
export const sweepDueOccurrences = inngest.createFunction(
  {
    id: "sweep-due-occurrences",
    name: "Publish anything due that has not started",
    triggers: [{ cron: "* * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const due = await step.run("find-due", () => findDueOccurrences(new Date()));
    const outcomes: Record<string, PublishOutcome> = {};
    for (const o of due)
      outcomes[o.id] = await step.run(`publish-${o.id}`, () => publishDue(tenantCtxFor(o.companyId), o.id));
    return outcomes;
  },
);
