export { isPublicAddress } from "./address-policy";
export {
  guardedFetch,
  OutboundFailedError,
  OutboundRefusedError,
  OUTBOUND_DEFAULTS,
  type GuardedRequest,
  type GuardedResponse,
  type LookupAll,
} from "./guarded-fetch";
export { guardedTransport } from "./transport";
