export { teamsConfig, type TeamsConfig } from "./config";
export {
  TEAMS_SCOPES,
  teamsAuthorizeUrl,
  teamsChannels,
  teamsExchangeCode,
  teamsOrganization,
  teamsPostMessage,
  teamsRefresh,
  teamsUpdateMessage,
  type TeamsChannel,
  type TeamsMessage,
} from "./client";
