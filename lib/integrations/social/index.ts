export { configurationNames, isConfigured, socialProvider } from "./registry";
export { CONNECTABLE_PLATFORMS, isConnectable, type ConnectablePlatform } from "./platform-limits";
export {
  connectedAccount,
  needsRefresh,
  refreshAccount,
  withFreshToken,
  REFRESH_AHEAD_MS,
  type ConnectedAccount,
} from "./session";
export { networkConfig, type NetworkConfig } from "./config";
export { ThreadIncompleteError } from "./thread";
export type * from "./types";
export type { PlatformLimits, RateBudget, TextCounting } from "./limits";
export { reconcilePublish, type Reconciliation } from "./reconcile";
export { openCredentials, openTokens, sealCredentials, sealTokens, type SealedTokens } from "./sealed-tokens";
