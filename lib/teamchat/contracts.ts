import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { redirectTarget } from "@/lib/api/redirect-target";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { NOTIFICATION_KINDS } from "@/lib/notifications/contracts";

/** Team chat (decisions.md "Team chat"): Slack and Microsoft Teams by OAuth, Discord by incoming webhook. */

export const CHAT_TYPES = ["slack", "teams", "discord"] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export const CHAT_TYPE_LABELS: Record<ChatType, string> = {
  slack: "Slack",
  teams: "Microsoft Teams",
  discord: "Discord",
};

const TAG = "Team chat";
const NOT_CONFIGURED =
  "A kind whose app is not configured on this server (SLACK_CLIENT_ID, TEAMS_CLIENT_ID or the Super Admin integration config) answers 503 {error, message}.";

export const ChatChannelDTO = z.object({ id: z.string(), name: z.string(), isPrivate: z.boolean() });
export type ChatChannelDTO = z.infer<typeof ChatChannelDTO>;

const NotifySetting = z.object({
  channelId: z.string().trim().min(1, "must not be empty").max(300, "must be at most 300 characters"),
  enabled: z.boolean(),
});
export const NotifySettings = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, NotifySetting.optional()])) as {
      [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodOptional<typeof NotifySetting>;
    },
  )
  .describe("Per notification kind, the channel it goes to and whether it is sent");
export type NotifySettings = z.infer<typeof NotifySettings>;

export const ChatConnectionDTO = z.object({
  id: uuid,
  channelType: z.enum(CHAT_TYPES),
  workspaceName: z.string(),
  channels: z.array(ChatChannelDTO).describe("The channels picked for notifications"),
  notifySettings: NotifySettings,
  isActive: z
    .boolean()
    .describe("False once the workspace revoked our access or the webhook was deleted: connect again"),
  statusReason: z.string().nullable().describe("Why the connection stopped working, in plain words"),
  createdAt: timestamp,
});
export type ChatConnectionDTO = z.input<typeof ChatConnectionDTO>;

const typeParams = z.object({ type: z.enum(CHAT_TYPES) });

export const listChatConnections = contract({
  method: "GET",
  path: "/api/integrations/channels",
  tag: TAG,
  summary: "The company's team chat connections",
  description: "No token or webhook URL ever appears in an answer.",
  response: z.object({ connections: z.array(ChatConnectionDTO) }),
});

export const ConnectChatBody = z.object({
  redirectUri: redirectTarget
    .optional()
    .describe("Where the callback sends the browser once connected (default: the team chat settings page)"),
  webhookUrl: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(2048, "must be at most 2048 characters")
    .optional()
    .describe("Discord only: the channel's incoming webhook URL (DISCORD_API_URL + /webhooks/<id>/<token>)"),
});
export type ConnectChatBody = z.output<typeof ConnectChatBody>;

export const connectChat = contract({
  method: "POST",
  path: "/api/integrations/channels/connect/:type",
  tag: TAG,
  summary: "Connect a team chat: Slack or Microsoft Teams by OAuth, Discord by webhook URL",
  description: [
    "slack, teams: 200 {authUrl}; send the browser there. The provider returns it to GET /api/integrations/channels/callback/:type with a state that is single use, bound to the caller, and good for 10 minutes.",
    "discord: webhookUrl is checked by sending a test message through it; a URL outside DISCORD_API_URL/webhooks/, a private address or a refused message answers 400 and stores nothing. Success: 200 {success: true, connection}.",
    NOT_CONFIGURED,
  ].join(" "),
  permission: "integrations:manage",
  audit: "chat_connection.connect",
  params: typeParams,
  body: ConnectChatBody,
  response: z.union([
    z.object({ authUrl: z.string(), state: z.string() }),
    z.object({ success: z.literal(true), connection: ChatConnectionDTO }),
  ]),
  errors: [502, 503],
});

export const chatConnectCallback = contract({
  method: "GET",
  path: "/api/integrations/channels/callback/:type",
  tag: TAG,
  summary: "Where Slack or Microsoft Teams returns the browser after consent",
  description:
    "Takes the state once (400 when bad, expired or used), exchanges the code, stores the connection with its token encrypted (connecting the same workspace again renews it) and redirects (302) to the redirectUri given when starting with `connected=<type>`, or `error=<message>` when the provider refused. With `Accept: application/json`: 200 {connection}.",
  permission: "integrations:manage",
  params: typeParams,
  query: z.object({
    state: z.string().min(1, "is required").max(200, "must be at most 200 characters"),
    code: z.string().min(1, "must not be empty").max(2048, "must be at most 2048 characters").optional(),
    error: z.string().max(200).optional().describe("Sent by the provider when the person refused"),
    error_description: z.string().max(1000).optional(),
  }),
  response: z.object({ connection: ChatConnectionDTO }),
  errors: [400, 502, 503],
});

export const listChatChannels = contract({
  method: "GET",
  path: "/api/integrations/channels/:id/channels",
  tag: TAG,
  summary: "The channels a connection can post to, read from the provider",
  description:
    "Slack: public and private channels the app sees; Teams: the channels of the member's joined teams; Discord: the webhook's channel. A revoked workspace: 409 CONNECTION_INACTIVE; the provider failing: 502.",
  params: idParams,
  response: z.object({ channels: z.array(ChatChannelDTO) }),
  errors: [404, 409, 502],
});

export const UpdateChatSettingsBody = z.object({
  channels: z
    .array(z.union([z.string().trim().min(1, "must not be empty").max(300), ChatChannelDTO.pick({ id: true })]))
    .max(100, "must have at most 100 items")
    .optional()
    .describe("The channels picked for notifications: ids from GET .../:id/channels (or objects with an id)"),
  notifySettings: NotifySettings.optional(),
});
export type UpdateChatSettingsBody = z.output<typeof UpdateChatSettingsBody>;

export const updateChatSettings = contract({
  method: "PUT",
  path: "/api/integrations/channels/:id/settings",
  tag: TAG,
  summary: "Choose a connection's channels and which notifications go where",
  description:
    "Channel ids are checked against the provider's list (unknown ones: 400). Every notifySettings channelId must be one of the connection's channels after the update (400 otherwise). Kinds left out keep their setting.",
  permission: "integrations:manage",
  audit: "chat_connection.update",
  params: idParams,
  body: UpdateChatSettingsBody,
  response: ChatConnectionDTO,
  errors: [404, 409, 502],
});

export const testChatConnection = contract({
  method: "POST",
  path: "/api/integrations/channels/:id/test",
  tag: TAG,
  summary: "Send a test message",
  description:
    "To channelId, else the first enabled kind's channel, else the first picked channel. 200 {success: true} once the provider took it; its refusal: 502 {error, message}; no channel to send to: 400.",
  permission: "integrations:manage",
  audit: "chat_connection.test",
  params: idParams,
  body: z.object({ channelId: z.string().trim().min(1, "must not be empty").max(300).optional() }),
  response: z.object({ success: z.literal(true) }),
  errors: [404, 409, 502],
});

export const deleteChatConnection = contract({
  method: "DELETE",
  path: "/api/integrations/channels/:id",
  tag: TAG,
  summary: "Disconnect a team chat",
  description: "The connection and its stored token or webhook URL are deleted; nothing more is sent to it.",
  permission: "integrations:manage",
  audit: "chat_connection.delete",
  params: idParams,
  response: z.object({ success: z.literal(true) }),
  errors: [404],
});

export const slackInteractions = contract({
  method: "POST",
  path: "/api/integrations/channels/slack/interactions",
  tag: TAG,
  access: "public",
  summary: "Slack interactivity: the Approve and Request changes buttons of approval messages",
  description:
    "Sent by Slack, form-encoded (`payload` = JSON of a block_actions interaction). X-Slack-Signature must be `v0=` + hex HMAC-SHA256 of `v0:<X-Slack-Request-Timestamp>:<raw body>` with SLACK_SIGNING_SECRET and the timestamp at most 5 minutes old: 401 otherwise, and nothing changes. The Slack member is linked to the company member with the same e-mail, who must hold content:approve (403) and may not review their own content (403); a move the item's state refuses: 409.",
  consumes: {
    "application/x-www-form-urlencoded": {
      schema: z.object({ payload: z.string().describe("JSON of the interaction") }),
    },
  },
  response: z.object({ text: z.string() }),
  audit: false,
  errors: [401, 403, 404, 409, 503],
});
