import { inngest } from "@/inngest/client";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { chatDeliveryDue } from "@/lib/jobs/events";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";

/**
 * Sends one team chat message to one connection. Each delivery is its own run, so a failing or
 * rate-limited workspace never holds up another; retries are asked for by the service itself at
 * the time the chat service names (retry_after), not by retrying this run.
 */
export const deliverChatMessageFn = inngest.createFunction(
  {
    id: "deliver-chat-message",
    name: "Send a team chat notification",
    triggers: [chatDeliveryDue],
    concurrency: perCompany(5),
  },
  async ({ event, step }) => step.run("deliver", () => deliverChatMessage(companyCtx(event), event.data.deliveryId)),
);
