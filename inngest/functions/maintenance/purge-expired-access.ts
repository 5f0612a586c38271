import { inngest } from "@/inngest/client";
import { deleteEndedTokens, deleteExpiredInvitations } from "@/inngest/maintenance/purge-expired-access";

/**
 * Daily at 03:00 UTC: deletes unaccepted invitations a week past expiry and personal tokens 30 days
 * past expiry or revocation. It spans all companies, so it has no companyId concurrency key; one run
 * at a time is enough. Idempotent: a second run finds nothing left to delete.
 */
export const purgeExpiredAccess = inngest.createFunction(
  {
    id: "purge-expired-access",
    name: "Purge expired invitations and access tokens",
    triggers: [{ cron: "0 3 * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const invitations = await step.run("delete-expired-invitations", () => deleteExpiredInvitations(new Date()));
    const tokens = await step.run("delete-ended-tokens", () => deleteEndedTokens(new Date()));
    return { invitations, tokens };
  },
);
