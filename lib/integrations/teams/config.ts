import { serviceCredentials } from "@/lib/admin/integration-config";

/**
 * Microsoft Teams through the Microsoft identity platform (OAuth 2.0, delegated permissions) and
 * Microsoft Graph v1.0: the Super Admin integration config first, then TEAMS_AUTH_URL,
 * TEAMS_TOKEN_URL, TEAMS_API_URL, TEAMS_CLIENT_ID and TEAMS_CLIENT_SECRET, with Microsoft as default.
 */
export interface TeamsConfig {
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId?: string;
  clientSecret?: string;
  timeoutMs: number;
}

export async function teamsConfig(): Promise<TeamsConfig> {
  const c = await serviceCredentials("teams");
  return {
    authUrl: c.authUrl ?? "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: c.tokenUrl ?? "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    apiUrl: c.apiUrl ?? "https://graph.microsoft.com/v1.0",
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    timeoutMs: Number(process.env.TEAMCHAT_HTTP_TIMEOUT_MS) || 15_000,
  };
}
