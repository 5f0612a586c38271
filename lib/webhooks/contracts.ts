import { z } from "zod";
import { contract } from "@/lib/api/contract";

/**
 * The inbound notification endpoints of decisions.md "Inbox": public, each verified by its
 * network's handshake and signature. A delivery answers 200 at once and its items are stored in the
 * background; a missing or wrong signature answers 401 `{error}` and nothing is stored.
 */
const webhook = { tag: "Webhooks", access: "public", audit: false } as const;

const Received = z.object({ received: z.boolean() });
const rawBody = (mediaType: string, description: string) => ({
  [mediaType]: { schema: z.string().meta({ description }) },
});
const hubParam = z.string().max(1000).optional();

export const xCrcCheck = contract({
  ...webhook,
  method: "GET",
  path: "/api/webhooks/x",
  summary: "X Account Activity challenge-response check",
  description:
    'Answers `{response_token: "sha256=" + base64 HMAC-SHA256 of crc_token keyed with TWITTER_CONSUMER_SECRET}`. ' +
    "403 while TWITTER_CONSUMER_SECRET is not set.",
  query: z.object({ crc_token: z.string().min(1).max(1000) }),
  response: z.object({ response_token: z.string() }),
  errors: [403],
});

export const receiveXWebhook = contract({
  ...webhook,
  method: "POST",
  path: "/api/webhooks/x",
  summary: "X Account Activity deliveries (mentions, replies, quotes, direct messages)",
  description:
    "`x-twitter-webhooks-signature` is `sha256=` + base64 HMAC-SHA256 of the raw body keyed with TWITTER_CONSUMER_SECRET: " +
    "missing or wrong → 401 and nothing is stored. tweet_create_events and direct_message_events of the subscribed " +
    "user (`for_user_id`) become inbox items of every company that connected that account, each stored once.",
  consumes: rawBody("application/json", "An Account Activity delivery, as X sends it"),
  response: Received,
  errors: [401, 413],
});

export const metaVerification = contract({
  ...webhook,
  method: "GET",
  path: "/api/webhooks/meta",
  summary: "Meta webhook verification request",
  description:
    "`hub.mode=subscribe` with `hub.verify_token` equal to META_WEBHOOK_VERIFY_TOKEN answers `hub.challenge` as text; otherwise 403.",
  query: z.object({ "hub.mode": hubParam, "hub.verify_token": hubParam, "hub.challenge": hubParam }),
  produces: "text/plain",
  errors: [403],
});

export const receiveMetaWebhook = contract({
  ...webhook,
  method: "POST",
  path: "/api/webhooks/meta",
  summary: "Facebook Page and Instagram deliveries (comments, messages)",
  description:
    "`X-Hub-Signature-256` is `sha256=` + hex HMAC-SHA256 of the raw body keyed with FACEBOOK_CLIENT_SECRET: missing or " +
    "wrong → 401 and nothing is stored. Comments added to a Page's feed or an Instagram account's media, and messages " +
    "received, become inbox items of the company that connected the account (`entry.id`), each stored once.",
  consumes: rawBody("application/json", "A Graph API webhook delivery, object page or instagram"),
  response: Received,
  errors: [401, 413],
});

export const youtubeVerification = contract({
  ...webhook,
  method: "GET",
  path: "/api/webhooks/youtube",
  summary: "YouTube WebSub verification of intent",
  description:
    "Echoes `hub.challenge` as text for `hub.mode=subscribe` on the videos feed of a connected channel " +
    "(`https://www.youtube.com/xml/feeds/videos.xml?channel_id=…`), or `unsubscribe` on one no longer connected; 404 otherwise.",
  query: z.object({
    "hub.mode": hubParam,
    "hub.topic": hubParam,
    "hub.challenge": hubParam,
    "hub.lease_seconds": hubParam,
  }),
  produces: "text/plain",
  errors: [404],
});

export const receiveYoutubeWebhook = contract({
  ...webhook,
  method: "POST",
  path: "/api/webhooks/youtube",
  summary: "YouTube WebSub notifications (a channel's videos changed)",
  description:
    "An Atom feed. When YOUTUBE_WEBHOOK_SECRET is set (the secret given at subscription), `X-Hub-Signature` must be " +
    "`sha1=` (or `sha256=`) + hex HMAC of the raw body: missing or wrong → 401. The feed names videos, not " +
    "comments: a delivery is acknowledged and stores no item; a channel's comments come from its inbox sync.",
  consumes: rawBody("application/atom+xml", "The hub's Atom notification"),
  response: Received,
  errors: [401, 413],
});
