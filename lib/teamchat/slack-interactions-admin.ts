import { z } from "zod";
import { ApiError, badRequest, forbidden, notFound, payloadTooLarge } from "@/lib/api/errors";
import { reviewApproval } from "@/lib/approvals/review-approval";
import { recordAudit } from "@/lib/audit";
import { userActorByEmail } from "@/lib/auth/actor";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { isProviderError } from "@/lib/integrations/http";
import { logger } from "@/lib/logger";
import {
  slackConfig,
  slackUpdateMessage,
  slackUserEmail,
  validSlackSignature,
  type SlackConfig,
} from "@/lib/integrations/slack";
import { SLACK_ACTIONS, slackDecidedMessage } from "./messages";
import { openChatSecret } from "./sealed-secret";

/**
 * POST /api/integrations/channels/slack/interactions: Slack sends the click on an approval
 * message's Approve or Request changes button. The request must carry Slack's signature (401
 * otherwise). The workspace is found by its team id across companies (hence adminDb), the item
 * among those companies' approvals; the Slack member acts as the company member with the same
 * e-mail, with the API's checks: content:approve, never one's own content, the item's state.
 */
const MAX_BODY = 100_000;

const Interaction = z.object({
  type: z.string(),
  team: z.object({ id: z.string() }),
  user: z.object({ id: z.string() }),
  actions: z.array(z.object({ action_id: z.string(), value: z.string().optional() })).default([]),
  /** The message the button is on: replaced once decided. */
  container: z.object({ channel_id: z.string().optional(), message_ts: z.string().optional() }).optional(),
  message: z.object({ text: z.string().optional(), blocks: z.array(z.unknown()).optional() }).optional(),
});
type Interaction = z.infer<typeof Interaction>;

function parseInteraction(raw: string) {
  const payload = new URLSearchParams(raw).get("payload");
  let json: unknown;
  try {
    json = payload ? JSON.parse(payload) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = Interaction.safeParse(json);
  if (!parsed.success) throw badRequest({ payload: "must be the JSON of a Slack interaction" });
  return parsed.data;
}

const DECISIONS = {
  [SLACK_ACTIONS.approve]: {
    decision: { action: "approved", notes: "Approved from Slack" },
    audit: "approval.approve",
    done: "approved",
  },
  [SLACK_ACTIONS.requestChanges]: {
    decision: { action: "changes_requested", feedback: "Changes requested from Slack" },
    audit: "approval.request_changes",
    done: "asked for changes to",
  },
} as const;

/**
 * The clicked message now says who decided what, without its buttons. The decision stands even when
 * Slack refuses the update (the approvalDecided message still goes out), so a failure is only logged.
 */
async function markMessageDecided(config: SlackConfig, token: string, interaction: Interaction, decided: string) {
  const channel = interaction.container?.channel_id;
  const ts = interaction.container?.message_ts;
  if (!channel || !ts || !interaction.message) return;
  try {
    await slackUpdateMessage(config, token, { channel, ts, ...slackDecidedMessage(interaction.message, decided) });
  } catch (err) {
    if (!isProviderError(err)) throw err;
    logger.warn({ err: err.message, channel }, "slack: the decided approval message was not updated");
  }
}

export async function receiveSlackInteraction(req: Request, requestId: string): Promise<{ text: string }> {
  const raw = await req.text();
  if (raw.length > MAX_BODY) throw payloadTooLarge(MAX_BODY);
  const config = await slackConfig();
  if (!config.signingSecret)
    throw new ApiError(503, "SLACK_NOT_CONFIGURED", { message: "Set SLACK_SIGNING_SECRET to accept Slack's buttons" });
  const signed = validSlackSignature(
    config.signingSecret,
    { timestamp: req.headers.get("x-slack-request-timestamp"), signature: req.headers.get("x-slack-signature") },
    raw,
  );
  if (!signed) throw new ApiError(401, "Invalid or missing Slack signature");

  const interaction = parseInteraction(raw);
  const action = interaction.actions.find((a) => a.action_id in DECISIONS);
  // Other clicks (the link button) need no answer but Slack's acknowledgement.
  if (interaction.type !== "block_actions" || !action?.value) return { text: "" };
  const { decision, audit, done } = DECISIONS[action.action_id as keyof typeof DECISIONS];

  const connections = await adminDb().chatConnection.findMany({
    where: { channelType: "slack", workspaceId: interaction.team.id, isActive: true },
  });
  const approval = z.uuid().safeParse(action.value).success
    ? await adminDb().approval.findFirst({
        where: { id: action.value, companyId: { in: connections.map((c) => c.companyId) } },
        select: { id: true, companyId: true },
      })
    : null;
  const connection = connections.find((c) => c.companyId === approval?.companyId);
  if (!approval || !connection) throw notFound("Approval");

  const token = openChatSecret(connection.id, "secret", connection.secret);
  let email: string | null;
  try {
    email = await slackUserEmail(config, token, interaction.user.id);
  } catch (err) {
    if (!isProviderError(err)) throw err;
    throw new ApiError(502, "CHAT_PROVIDER_ERROR", { message: `Slack: ${err.message}.` });
  }
  const actor = email ? await userActorByEmail(email) : null;
  if (!actor || actor.companyId !== approval.companyId)
    throw forbidden("Your Slack account is not linked to a member of this company (the same e-mail address)");
  if (!actor.permissions.includes("content:approve")) throw forbidden("You need the content:approve permission");

  const ctx = tenantCtxFor(actor);
  await ctx.db.$transaction(async (tx) => {
    const item = await reviewApproval({ ...ctx, db: tx }, approval.id, decision);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: audit,
      params: { id: approval.id },
      result: item,
      requestId,
    });
  });
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email;
  const text = `${name} ${done} this content.`;
  await markMessageDecided(config, token, interaction, text);
  return { text };
}
