import { z } from "zod";
import { forbidden } from "@/lib/api/errors";
import type { InboxItem } from "@/lib/integrations/social/types";
import { badSignature, cannotVerify, parseJson } from "../errors";
import { hmac, signatureMatches } from "../signature";
import type { AccountActivity, WebhookNetwork } from "../types";

/**
 * X's Account Activity webhooks (docs.x.com, "Securing webhooks"): the CRC answers
 * `sha256=` + base64 HMAC-SHA256 of crc_token keyed with the app's consumer secret, and every POST
 * carries `x-twitter-webhooks-signature` made the same way from the raw body. A delivery is for one
 * subscribed user (`for_user_id`): `tweet_create_events` (mentions, replies, quotes) and
 * `direct_message_events` (message_create) become inbox items; the account's own posts and
 * messages, and every other event, are skipped.
 */
const SECRET = "TWITTER_CONSUMER_SECRET";
const SIGNATURE_HEADER = "x-twitter-webhooks-signature";

function consumerSecret(): string | undefined {
  return process.env[SECRET] || undefined;
}

/** The CRC answer; 403 while no consumer secret is configured (X then marks the webhook invalid). */
export function answerXCrc(crcToken: string): { response_token: string } {
  const secret = consumerSecret();
  if (!secret) throw forbidden(`X webhooks are not set up: set ${SECRET}`);
  return { response_token: `sha256=${hmac("sha256", secret, crcToken, "base64")}` };
}

const followersCount = z.number().int().nonnegative().nullish().catch(null);

const XUser = z.object({
  id_str: z.string(),
  name: z.string().catch(""),
  screen_name: z.string().catch(""),
  profile_image_url_https: z.string().nullish(),
  followers_count: followersCount,
});

const Tweet = z.object({
  id_str: z.string(),
  text: z.string().catch(""),
  created_at: z.string(),
  user: XUser,
  truncated: z.boolean().optional(),
  extended_tweet: z.object({ full_text: z.string() }).optional(),
  in_reply_to_status_id_str: z.string().nullish(),
  in_reply_to_user_id_str: z.string().nullish(),
  is_quote_status: z.boolean().optional(),
  quoted_status: z.object({ id_str: z.string(), user: z.object({ id_str: z.string() }) }).optional(),
});

const DirectMessage = z.object({
  type: z.string(),
  id: z.string(),
  created_timestamp: z.string(),
  message_create: z
    .object({ sender_id: z.string(), message_data: z.object({ text: z.string().catch("") }) })
    .optional(),
});

const DmUser = z.object({
  id: z.string(),
  name: z.string().catch(""),
  screen_name: z.string().catch(""),
  profile_image_url_https: z.string().nullish(),
  followers_count: followersCount,
});

const Delivery = z.object({
  for_user_id: z.string(),
  tweet_create_events: z.array(z.unknown()).optional(),
  direct_message_events: z.array(z.unknown()).optional(),
  users: z.record(z.string(), z.unknown()).optional(),
});

function validTime(value: string | number): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function tweetItem(raw: unknown, accountId: string): InboxItem | null {
  const parsed = Tweet.safeParse(raw);
  if (!parsed.success || parsed.data.user.id_str === accountId) return null;
  const tweet = parsed.data;
  const createdAt = validTime(tweet.created_at);
  if (!createdAt) return null;
  const quotesUs = tweet.is_quote_status && tweet.quoted_status?.user.id_str === accountId;
  const repliesToUs = tweet.in_reply_to_user_id_str === accountId && Boolean(tweet.in_reply_to_status_id_str);
  return {
    id: tweet.id_str,
    kind: quotesUs ? "quote" : repliesToUs ? "reply" : "mention",
    text: tweet.extended_tweet?.full_text ?? tweet.text,
    createdAt,
    url: `https://x.com/${tweet.user.screen_name || "i"}/status/${tweet.id_str}`,
    author: {
      id: tweet.user.id_str,
      username: tweet.user.screen_name,
      displayName: tweet.user.name || tweet.user.screen_name,
      avatarUrl: tweet.user.profile_image_url_https ?? null,
      followers: tweet.user.followers_count ?? null,
    },
    subjectPostId: quotesUs ? tweet.quoted_status!.id_str : repliesToUs ? tweet.in_reply_to_status_id_str! : null,
  };
}

function messageItem(raw: unknown, accountId: string, users: Record<string, unknown>): InboxItem | null {
  const parsed = DirectMessage.safeParse(raw);
  if (!parsed.success || parsed.data.type !== "message_create" || !parsed.data.message_create) return null;
  const { id, created_timestamp, message_create } = parsed.data;
  if (message_create.sender_id === accountId) return null;
  const createdAt = validTime(Number(created_timestamp));
  if (!createdAt) return null;
  const sender = DmUser.safeParse(users[message_create.sender_id]);
  const author = sender.success ? sender.data : null;
  return {
    id,
    kind: "direct_message",
    text: message_create.message_data.text,
    createdAt,
    url: null,
    author: {
      id: message_create.sender_id,
      username: author?.screen_name ?? message_create.sender_id,
      displayName: author?.name || author?.screen_name || message_create.sender_id,
      avatarUrl: author?.profile_image_url_https ?? null,
      followers: author?.followers_count ?? null,
    },
    subjectPostId: null,
  };
}

export const xWebhooks: WebhookNetwork = {
  name: "x",
  verify(raw, headers) {
    const secret = consumerSecret();
    if (!secret) throw cannotVerify(SECRET);
    const header = headers.get(SIGNATURE_HEADER);
    if (!signatureMatches(header, raw, secret, { algorithms: ["sha256"], encoding: "base64" }))
      throw badSignature(SIGNATURE_HEADER);
  },
  assertWellFormed(raw) {
    parseJson(raw);
  },
  activities(raw): AccountActivity[] {
    const parsed = Delivery.safeParse(parseJson(raw));
    if (!parsed.success) return [];
    const { for_user_id: accountId, tweet_create_events = [], direct_message_events = [], users = {} } = parsed.data;
    const items = [
      ...tweet_create_events.map((t) => tweetItem(t, accountId)),
      ...direct_message_events.map((m) => messageItem(m, accountId, users)),
    ].filter((item): item is InboxItem => item !== null);
    return items.length ? [{ platform: "twitter", accountExternalId: accountId, items }] : [];
  },
};
