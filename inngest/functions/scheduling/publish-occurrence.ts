import { inngest } from "@/inngest/client";
import { occurrenceDue } from "@/lib/jobs/events";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { publishDue } from "@/lib/scheduling/publish-due";

/**
 * Publishes an occurrence when its outbox row comes due. Idempotent: a duplicate event, an
 * occurrence that moved, was cancelled or deleted, or one another runner claimed, does nothing.
 * Failures the network may recover from are asked for again at their time (nextAttemptAt: backoff,
 * Retry-After, posting budgets) by publishDue itself, not by retrying this run.
 */
export const publishOccurrence = inngest.createFunction(
  {
    id: "publish-occurrence",
    name: "Publish a scheduled post",
    triggers: [occurrenceDue],
    concurrency: perCompany(5),
  },
  async ({ event, step }) => step.run("publish", () => publishDue(companyCtx(event), event.data.occurrenceId)),
);
