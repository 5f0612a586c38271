import { env } from "@/lib/env";
import type { DiscordMessage } from "@/lib/integrations/discord";
import type { SlackMessage } from "@/lib/integrations/slack";
import type { TeamsMessage } from "@/lib/integrations/teams";
import type { NotificationKind } from "@/lib/notifications/contracts";

/** What a chat message says: a notification of one kind (or a test), with a link back into the app. */
export interface ChatNotification {
  kind: NotificationKind | "test";
  title: string;
  body: string;
  /** A path in the app. */
  link: string;
  /** approvalNeeded: the item the Slack buttons act on. */
  approvalId?: string;
}

/** The action ids of the Slack buttons, read back by the interactions endpoint. */
export const SLACK_ACTIONS = { approve: "approval.approve", requestChanges: "approval.request_changes" } as const;

const COLORS: Record<ChatNotification["kind"], number> = {
  approvalNeeded: 0xf59e0b,
  approvalDecided: 0x10b981,
  postFailed: 0xef4444,
  reportReady: 0x6366f1,
  newComment: 0x0ea5e9,
  test: 0x64748b,
};

const appLink = (n: ChatNotification) => new URL(n.link, env.appUrl).toString();
const plain = (n: ChatNotification) => (n.body ? `${n.title}\n${n.body}` : n.title);

/** Slack blocks: the text, a button back to the app and, for an approval, Approve and Request changes. */
export function slackMessage(n: ChatNotification): SlackMessage {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const buttons: unknown[] = [
    { type: "button", text: { type: "plain_text", text: "Open in Reach" }, url: appLink(n), action_id: "open" },
  ];
  if (n.kind === "approvalNeeded" && n.approvalId) {
    buttons.unshift(
      {
        type: "button",
        style: "primary",
        text: { type: "plain_text", text: "Approve" },
        action_id: SLACK_ACTIONS.approve,
        value: n.approvalId,
      },
      {
        type: "button",
        text: { type: "plain_text", text: "Request changes" },
        action_id: SLACK_ACTIONS.requestChanges,
        value: n.approvalId,
      },
    );
  }
  return {
    text: plain(n),
    blocks: [
      {
        type: "section",
        text: { type: "mrkdwn", text: `*${escape(n.title)}*${n.body ? `\n${escape(n.body)}` : ""}` },
      },
      { type: "actions", elements: buttons },
    ],
  };
}

/**
 * The approval message once someone decided from Slack: the Approve and Request changes buttons give
 * way to who decided what (so nobody clicks a settled item), the text and the link stay.
 */
export function slackDecidedMessage(original: { text?: string; blocks?: unknown[] }, decided: string): SlackMessage {
  const decisionButtons = new Set<string>(Object.values(SLACK_ACTIONS));
  const kept: unknown[] = [];
  let links: unknown = null;
  for (const block of original.blocks ?? []) {
    const b = block as { type?: string; elements?: { action_id?: string }[] };
    if (b.type !== "actions") kept.push(block);
    else {
      const rest = (b.elements ?? []).filter((e) => !decisionButtons.has(e.action_id ?? ""));
      if (rest.length) links = { ...b, elements: rest };
    }
  }
  const context = { type: "context", elements: [{ type: "mrkdwn", text: decided }] };
  return {
    text: original.text ? `${original.text}\n${decided}` : decided,
    blocks: [...kept, context, ...(links ? [links] : [])],
  };
}

/** An Adaptive Card for a Teams channel. */
export function teamsMessage(n: ChatNotification): TeamsMessage {
  return {
    text: plain(n),
    card: {
      type: "AdaptiveCard",
      $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
      version: "1.4",
      body: [
        { type: "TextBlock", text: n.title, weight: "Bolder", size: "Medium", wrap: true },
        ...(n.body ? [{ type: "TextBlock", text: n.body, wrap: true }] : []),
      ],
      actions: [{ type: "Action.OpenUrl", title: "Open in Reach", url: appLink(n) }],
    },
  };
}

/**
 * The Teams approval card once decided: the same card with who decided what under the text, so
 * nobody opens a settled item to act on it.
 */
export function teamsDecidedMessage(n: ChatNotification, decided: string): TeamsMessage {
  const message = teamsMessage(n);
  const body = message.card.body as unknown[];
  return {
    text: `${message.text}\n${decided}`,
    card: {
      ...message.card,
      body: [...body, { type: "TextBlock", text: decided, weight: "Bolder", color: "Accent", wrap: true }],
    },
  };
}

/** A Discord embed whose title links back to the app. */
export function discordMessage(n: ChatNotification): DiscordMessage {
  return {
    content: "",
    embeds: [
      {
        title: n.title.slice(0, 256),
        ...(n.body ? { description: n.body.slice(0, 4000) } : {}),
        url: appLink(n),
        color: COLORS[n.kind],
        timestamp: new Date().toISOString(),
        footer: { text: "Reach" },
      },
    ],
  };
}

/** The Discord approval embed once decided: who decided what as a field, in the decided colour. */
export function discordDecidedMessage(n: ChatNotification, decided: string): DiscordMessage {
  const message = discordMessage(n);
  const [embed] = message.embeds;
  return {
    ...message,
    embeds: [
      { ...embed, color: COLORS.approvalDecided, fields: [{ name: "Decision", value: decided.slice(0, 1024) }] },
    ],
  };
}
