export { discordConfig, type DiscordConfig } from "./config";
export {
  discordEditWebhookMessage,
  discordExecuteWebhook,
  discordWebhook,
  discordWebhookId,
  type DiscordEmbed,
  type DiscordMessage,
  type DiscordWebhook,
} from "./client";
