import { TransportError, type Transport } from "@/lib/integrations/http";
import { guardedFetch, OutboundFailedError, type GuardedRequest } from "./guarded-fetch";

/**
 * The HTTP helper's transport for hosts a user named (Mastodon instances, webhooks): every call
 * goes through the guard; redirects are followed for reads only. A refused address surfaces as
 * OutboundRefusedError, not as a network failure.
 */
export function guardedTransport(options: Pick<GuardedRequest, "allowHosts" | "lookup" | "maxBytes"> = {}): Transport {
  return async (request) => {
    try {
      return await guardedFetch(request.url, {
        ...options,
        method: request.method,
        headers: request.headers,
        body: request.body,
        timeoutMs: request.timeoutMs,
        followRedirects: request.method === "GET",
      });
    } catch (err) {
      if (err instanceof OutboundFailedError) throw new TransportError(err.message, err.phase, err);
      throw err;
    }
  };
}
