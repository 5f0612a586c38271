import { badRequest } from "@/lib/api/errors";
import { youtubeWebhookSecret } from "@/lib/integrations/social/youtube/config";
import { badSignature } from "../errors";
import { signatureMatches } from "../signature";
import type { AccountActivity, WebhookNetwork } from "../types";

/**
 * YouTube's push notifications over WebSub (developers.google.com/youtube/v3/guides/push_notifications;
 * W3C WebSub): the hub confirms a subscription with a GET echoing hub.challenge, and POSTs an Atom
 * feed when a channel uploads or edits a video (an `at:deleted-entry` when one is removed). Every
 * subscription is made with a secret (YOUTUBE_WEBHOOK_SECRET, else one derived from AUTH_SECRET),
 * so each POST must carry `X-Hub-Signature: sha1=<hex HMAC of the raw body>`. The feed names
 * videos, not comments: a delivery names the channels it concerns, whose new comments are then
 * fetched into the inbox in the background.
 */
const SIGNATURE_HEADER = "x-hub-signature";
const TOPIC = /^https:\/\/www\.youtube\.com\/(?:xml\/)?feeds\/videos\.xml\?channel_id=([A-Za-z0-9_-]{1,64})$/;

/** The channel id a WebSub topic URL names, or null for any other topic. */
export function channelOfTopic(topic: string | undefined): string | null {
  return topic?.match(TOPIC)?.[1] ?? null;
}

export const youtubeWebhooks: WebhookNetwork = {
  name: "youtube",
  verify(raw, headers) {
    const secret = youtubeWebhookSecret();
    const header = headers.get(SIGNATURE_HEADER);
    // WebSub lets the hub sign with any SHA family member it supports; YouTube's hub uses sha1.
    if (!signatureMatches(header, raw, secret, { algorithms: ["sha1", "sha256"], encoding: "hex" }))
      throw badSignature("X-Hub-Signature");
  },
  assertWellFormed(raw) {
    if (!/<feed[\s>]/.test(raw)) throw badRequest({ body: "is not an Atom feed" });
  },
  activities(raw): AccountActivity[] {
    const channels = new Set(
      [...raw.matchAll(/<yt:channelId>\s*([A-Za-z0-9_-]{1,64})\s*<\/yt:channelId>/g)].map((m) => m[1]),
    );
    return [...channels].map((id) => ({ platform: "youtube", accountExternalId: id, items: [], fetchNew: true }));
  },
};
