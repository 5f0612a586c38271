import { classifyFailure, createHttpClient, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { guardedTransport } from "@/lib/integrations/outbound";

/**
 * The blog destinations' HTTP: every address is the company's own (a WordPress or Ghost site, a
 * webhook), so each call goes through the outbound guard. 429 and 5xx are retried with backoff,
 * honouring Retry-After up to 10 s; a write that may have landed is never repeated.
 */
export function blogHttp(network: string): HttpClient {
  return createHttpClient({
    network,
    transport: guardedTransport(),
    timeoutMs: Number(process.env.BLOG_HTTP_TIMEOUT_MS) || 15_000,
    maxAttempts: 3,
    baseDelayMs: 200,
    maxRetryWaitSeconds: 10,
  });
}

/** `base` without trailing slashes, joined to an absolute `path`. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

/** Throws the classified failure of a non-2xx answer, in the destination's own words. */
export function failWith(res: HttpResponse, network: string, message: string | undefined, code?: string): never {
  throw classifyFailure(res, network, { message: message ?? `${network} answered ${res.status}`, code });
}
