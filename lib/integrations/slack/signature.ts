import crypto from "node:crypto";

/** Slack refuses requests older than this, and so do we: a captured request cannot be replayed later. */
export const SLACK_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

/** `v0=` + hex HMAC-SHA256 of `v0:<timestamp>:<raw body>` with the app's signing secret. */
export function slackSignature(secret: string, timestamp: string, rawBody: string): string {
  return `v0=${crypto.createHmac("sha256", secret).update(`v0:${timestamp}:${rawBody}`).digest("hex")}`;
}

/**
 * Whether a request really comes from Slack: its X-Slack-Signature matches and its
 * X-Slack-Request-Timestamp is at most five minutes from now. Compared in constant time.
 */
export function validSlackSignature(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SLACK_SIGNATURE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(slackSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
