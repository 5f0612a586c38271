import { ProviderError } from "@/lib/integrations/http";

/**
 * Discord's per-webhook buckets, honoured before sending: an answer with X-RateLimit-Remaining 0
 * says the bucket is empty for X-RateLimit-Reset-After seconds (a 429 says the same with
 * retry_after), and the next send to that webhook waits for it instead of earning a 429. A short
 * wait is slept here; a longer one comes back as rate_limited for the delivery queue to wait on.
 * Kept per process: the 429 handling stays the backstop when several processes share a webhook.
 */
export const MAX_WAIT_IN_PLACE_MS = 5_000;

const emptyUntil = new Map<string, number>();

/** The bucket key of a webhook URL: its id (the token never leaves the URL). */
export function webhookBucket(url: string): string {
  return url.match(/\/webhooks\/(\d+)\//)?.[1] ?? url;
}

/** Reads an answer's rate-limit headers (and a 429's retry_after) into the webhook's bucket. */
export function noteRateLimit(bucket: string, headers: Headers, retryAfter?: number, now = Date.now()): void {
  const remaining = headers.get("x-ratelimit-remaining");
  const resetAfter = Number(headers.get("x-ratelimit-reset-after"));
  const waitSeconds = Math.max(
    remaining === "0" && Number.isFinite(resetAfter) ? resetAfter : 0,
    typeof retryAfter === "number" && Number.isFinite(retryAfter) ? retryAfter : 0,
  );
  if (waitSeconds > 0) emptyUntil.set(bucket, now + waitSeconds * 1000);
  else if (remaining !== null) emptyUntil.delete(bucket);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the webhook's bucket has room again, or throws rate_limited when that is too far off. */
export async function waitForBucket(bucket: string, now = Date.now()): Promise<void> {
  const until = emptyUntil.get(bucket);
  if (until === undefined) return;
  const waitMs = until - now;
  if (waitMs <= 0) {
    emptyUntil.delete(bucket);
    return;
  }
  if (waitMs > MAX_WAIT_IN_PLACE_MS)
    throw new ProviderError("rate_limited", "Discord's rate limit for this webhook has not reset yet", {
      network: "Discord",
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  await sleep(waitMs);
}
