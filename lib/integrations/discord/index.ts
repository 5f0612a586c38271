export { discordConfig, type DiscordConfig } from "./config";
export {
  discordExecuteWebhook,
  discordWebhook,
  discordWebhookId,
  type DiscordEmbed,
  type DiscordMessage,
  type DiscordWebhook,
} from "./client";
