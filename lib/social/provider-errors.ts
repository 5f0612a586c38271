import { ApiError } from "@/lib/api/errors";
import { isProviderError } from "@/lib/integrations/http";

/**
 * A network's answer as the API's: its refusal of the request (bad_request, needs_reconnect) is a
 * 400 with the network's words, a rate limit a 429 with its wait, anything else a 502
 * PLATFORM_ERROR. Non-provider errors pass through unchanged.
 */
export function asApiError(err: unknown, label: string): unknown {
  if (!isProviderError(err)) return err;
  switch (err.kind) {
    case "bad_request":
    case "needs_reconnect":
      return new ApiError(400, "PLATFORM_REFUSED", { message: `${label}: ${err.message}` });
    case "rate_limited": {
      const retryAfter = Math.max(1, Math.ceil(err.retryAfterSeconds ?? 60));
      return new ApiError(429, "PLATFORM_RATE_LIMITED", {
        message: `${label} asks to wait ${retryAfter} s before trying again.`,
        fields: { retryAfter },
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    default:
      return new ApiError(502, "PLATFORM_ERROR", {
        message: `${label} did not answer as expected (${err.message}). Try again in a moment.`,
      });
  }
}

/** Runs a network call, turning its failure into the API's answer. */
export async function callNetwork<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw asApiError(err, label);
  }
}
