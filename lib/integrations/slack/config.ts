import { serviceCredentials } from "@/lib/admin/integration-config";

/**
 * Slack's endpoints and the app's credentials: the Super Admin integration config first, then
 * SLACK_AUTH_URL, SLACK_API_URL, SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET
 * (decisions.md "External services"), with Slack itself as the default.
 */
export interface SlackConfig {
  authUrl: string;
  apiUrl: string;
  clientId?: string;
  clientSecret?: string;
  /** Checks the interactivity requests Slack signs (X-Slack-Signature). */
  signingSecret?: string;
  timeoutMs: number;
}

export async function slackConfig(): Promise<SlackConfig> {
  const c = await serviceCredentials("slack");
  return {
    authUrl: c.authUrl ?? "https://slack.com/oauth/v2/authorize",
    apiUrl: c.apiUrl ?? "https://slack.com/api",
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    signingSecret: process.env.SLACK_SIGNING_SECRET || undefined,
    timeoutMs: Number(process.env.TEAMCHAT_HTTP_TIMEOUT_MS) || 15_000,
  };
}
