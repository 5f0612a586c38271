import { serviceCredentials } from "@/lib/admin/integration-config";

/** Discord's API base (DISCORD_API_URL, default https://discord.com/api): webhook URLs must start with it + /webhooks/. */
export interface DiscordConfig {
  apiUrl: string;
  timeoutMs: number;
}

export async function discordConfig(): Promise<DiscordConfig> {
  const c = await serviceCredentials("discord");
  return {
    apiUrl: (c.apiUrl ?? "https://discord.com/api").replace(/\/+$/, ""),
    timeoutMs: Number(process.env.TEAMCHAT_HTTP_TIMEOUT_MS) || 15_000,
  };
}
