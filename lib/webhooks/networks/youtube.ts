import { badRequest } from "@/lib/api/errors";
import { badSignature } from "../errors";
import { signatureMatches } from "../signature";
import type { AccountActivity, WebhookNetwork } from "../types";

/**
 * YouTube's push notifications over WebSub (developers.google.com/youtube/v3/guides/push_notifications;
 * W3C WebSub): the hub confirms a subscription with a GET echoing hub.challenge, and POSTs an Atom
 * feed when a channel uploads or edits a video (an `at:deleted-entry` when one is removed). With a
 * secret given at subscription (YOUTUBE_WEBHOOK_SECRET) each POST carries
 * `X-Hub-Signature: sha1=<hex HMAC of the raw body>`. The feed names videos, not comments, so a
 * delivery asks for the channel's inbox to be pulled from the network.
 */
const SECRET = "YOUTUBE_WEBHOOK_SECRET";
const SIGNATURE_HEADER = "x-hub-signature";
const TOPIC = /^https:\/\/www\.youtube\.com\/xml\/feeds\/videos\.xml\?channel_id=([A-Za-z0-9_-]{1,64})$/;

/** The channel id a WebSub topic URL names, or null for any other topic. */
export function channelOfTopic(topic: string | undefined): string | null {
  return topic?.match(TOPIC)?.[1] ?? null;
}

/** Channel ids the feed names: `yt:channelId` of entries, and the channel URI of deleted entries. */
function channelsOf(feed: string): string[] {
  const ids = new Set<string>();
  for (const match of feed.matchAll(/<yt:channelId>\s*([A-Za-z0-9_-]{1,64})\s*<\/yt:channelId>/g)) ids.add(match[1]);
  for (const match of feed.matchAll(/<uri>\s*https?:\/\/www\.youtube\.com\/channel\/([A-Za-z0-9_-]{1,64})\s*<\/uri>/g))
    ids.add(match[1]);
  return [...ids];
}

export const youtubeWebhooks: WebhookNetwork = {
  name: "youtube",
  verify(raw, headers) {
    const secret = process.env[SECRET];
    if (!secret) return;
    const header = headers.get(SIGNATURE_HEADER);
    // WebSub lets the hub sign with any SHA family member it supports; YouTube's hub uses sha1.
    if (!signatureMatches(header, raw, secret, { algorithms: ["sha1", "sha256"], encoding: "hex" }))
      throw badSignature("X-Hub-Signature");
  },
  assertWellFormed(raw) {
    if (!/<feed[\s>]/.test(raw)) throw badRequest({ body: "is not an Atom feed" });
  },
  activities(raw): AccountActivity[] {
    return channelsOf(raw).map((channelId) => ({
      platform: "youtube",
      accountExternalId: channelId,
      items: [],
      pull: true,
    }));
  },
};
