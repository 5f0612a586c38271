export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
  type HttpResponse,
} from "./client";
export { ProviderError, isProviderError, type ProviderErrorKind } from "./errors";
export { retryAfterSeconds } from "./retry-after";
export {
  fetchTransport,
  TransportError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from "./transport";
export { classifyFailure, type FailureDetail } from "./classify";
