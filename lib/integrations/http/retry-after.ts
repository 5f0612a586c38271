/**
 * How long a server asks us to wait, in seconds, from whichever header it uses:
 * `Retry-After` (seconds or an HTTP date), X's `x-rate-limit-reset` (epoch seconds, only with
 * remaining 0 or a 429), Bluesky's `ratelimit-reset` (epoch seconds) and Mastodon's
 * `X-RateLimit-Reset` (an ISO timestamp). Null when none says.
 */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | null {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  for (const name of ["x-rate-limit-reset", "x-ratelimit-reset", "ratelimit-reset"]) {
    const value = headers.get(name);
    if (value) {
      const at = resetInstant(value, now);
      if (at !== null) return Math.max(0, Math.ceil((at - now) / 1000));
    }
  }
  return null;
}

/**
 * A reset header as an instant: epoch seconds or milliseconds, an ISO date, or (the IETF draft's
 * form) seconds from now when the number is too small to be an epoch.
 */
function resetInstant(value: string, now: number): number | null {
  const n = Number(value);
  if (Number.isFinite(n)) return n > 1e12 ? n : n > 1e9 ? n * 1000 : now + n * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}
