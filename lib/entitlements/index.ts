export {
  assertWithinLimit,
  checkEntitlement,
  entitlementFor,
  isEntitled,
  type Entitlement,
  type EntitlementKey,
} from "./entitlements";
export { checkLimit, hasAccess, UNLIMITED, type Grant, type LimitCheck } from "./value";
export { limitReached, UPGRADE_PATH, type LimitRefusal } from "./limit-reached";
