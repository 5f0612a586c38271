import { slackConfig } from "@/lib/integrations/slack";
import { teamsConfig } from "@/lib/integrations/teams";
import { CHAT_TYPES, CHAT_TYPE_LABELS, type ChatType } from "./contracts";

export interface ChatAvailability {
  type: ChatType;
  label: string;
  /** Why it cannot be connected on this server, or null. */
  unavailable: string | null;
}

/** Which kinds the settings page can offer: Slack and Teams need their app configured, Discord nothing. */
export async function chatAvailability(): Promise<ChatAvailability[]> {
  const [slack, teams] = await Promise.all([slackConfig(), teamsConfig()]);
  const missing: Record<ChatType, boolean> = {
    slack: !slack.clientId || !slack.clientSecret,
    teams: !teams.clientId,
    discord: false,
  };
  return CHAT_TYPES.map((type) => ({
    type,
    label: CHAT_TYPE_LABELS[type],
    unavailable: missing[type]
      ? `Not configured on this server: set ${type.toUpperCase()}_CLIENT_ID and ${type.toUpperCase()}_CLIENT_SECRET.`
      : null,
  }));
}
