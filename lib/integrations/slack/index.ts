export { slackConfig, type SlackConfig } from "./config";
export {
  SLACK_SCOPES,
  slackAuthorizeUrl,
  slackChannels,
  slackExchangeCode,
  slackPostMessage,
  slackUpdateMessage,
  slackUserEmail,
  type SlackChannel,
  type SlackInstall,
  type SlackMessage,
} from "./client";
export { slackSignature, validSlackSignature, SLACK_SIGNATURE_MAX_AGE_SECONDS } from "./signature";
