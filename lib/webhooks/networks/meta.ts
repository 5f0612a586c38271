import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { forbidden } from "@/lib/api/errors";
import { serviceEnv } from "@/lib/env";
import type { InboxItem } from "@/lib/integrations/social/types";
import { badSignature, cannotVerify, parseJson } from "../errors";
import { challengeEcho } from "../handshake";
import { signatureMatches } from "../signature";
import type { AccountActivity, WebhookNetwork } from "../types";

/**
 * Meta's Graph API webhooks for Facebook Pages and Instagram accounts (developers.facebook.com,
 * "Webhooks: getting started"): the verification GET echoes hub.challenge when hub.verify_token is
 * ours; every POST carries `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body keyed with
 * the app secret>`. A delivery is `{object: "page" | "instagram", entry: [{id, changes, messaging}]}`
 * where `entry.id` is the Page or Instagram account: feed/comments changes that add a comment, and
 * messages received, become inbox items; what the account itself wrote is skipped.
 */
const VERIFY_TOKEN = "META_WEBHOOK_VERIFY_TOKEN";
const SECRET = "FACEBOOK_CLIENT_SECRET";
const SIGNATURE_HEADER = "x-hub-signature-256";

/** Echoes hub.challenge for a subscription request carrying our verify token; 403 otherwise (or while none is set). */
export function answerMetaVerification(query: { mode?: string; verifyToken?: string; challenge?: string }): Response {
  const expected = process.env[VERIFY_TOKEN];
  if (!expected || query.mode !== "subscribe" || !query.challenge || !sameText(query.verifyToken ?? "", expected))
    throw forbidden("Verification refused: hub.mode must be subscribe and hub.verify_token must match");
  return challengeEcho(query.challenge);
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const From = z.object({ id: z.string(), name: z.string().optional(), username: z.string().optional() });

const FacebookComment = z.object({
  item: z.literal("comment"),
  verb: z.literal("add"),
  comment_id: z.string(),
  post_id: z.string(),
  parent_id: z.string().optional(),
  message: z.string().catch(""),
  from: From,
  created_time: z.union([z.number(), z.string()]),
});

const InstagramComment = z.object({
  id: z.string(),
  text: z.string().catch(""),
  from: From,
  parent_id: z.string().optional(),
  media: z.object({ id: z.string() }).optional(),
});

const Message = z.object({
  sender: z.object({ id: z.string() }),
  timestamp: z.number(),
  message: z.object({ mid: z.string(), text: z.string().optional(), is_echo: z.boolean().optional() }),
});

const Entry = z.object({
  id: z.string(),
  time: z.number().optional(),
  changes: z.array(z.object({ field: z.string(), value: z.unknown() })).optional(),
  messaging: z.array(z.unknown()).optional(),
});

const Delivery = z.object({ object: z.enum(["page", "instagram"]), entry: z.array(z.unknown()) });

/** Graph API times are Unix seconds (or ISO strings in some fields). */
function graphTime(value: number | string | undefined, fallback: Date): Date {
  if (value === undefined) return fallback;
  const date = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

function author(from: z.output<typeof From>) {
  const username = from.username ?? from.name ?? from.id;
  return { id: from.id, username, displayName: from.name ?? username, avatarUrl: null };
}

function changeItem(
  platform: "facebook" | "instagram",
  accountId: string,
  change: { field: string; value: unknown },
  received: Date,
): InboxItem | null {
  if (platform === "facebook" && change.field === "feed") {
    const parsed = FacebookComment.safeParse(change.value);
    if (!parsed.success || parsed.data.from.id === accountId) return null;
    const c = parsed.data;
    return {
      id: c.comment_id,
      kind: "comment",
      text: c.message,
      createdAt: graphTime(c.created_time, received),
      url: `https://www.facebook.com/${c.comment_id}`,
      author: author(c.from),
      subjectPostId: c.parent_id ?? c.post_id,
    };
  }
  if (platform === "instagram" && change.field === "comments") {
    const parsed = InstagramComment.safeParse(change.value);
    if (!parsed.success || parsed.data.from.id === accountId) return null;
    const c = parsed.data;
    return {
      id: c.id,
      kind: "comment",
      text: c.text,
      createdAt: received,
      url: null,
      author: author(c.from),
      subjectPostId: c.parent_id ?? c.media?.id ?? null,
    };
  }
  return null;
}

function messageItem(accountId: string, raw: unknown): InboxItem | null {
  const parsed = Message.safeParse(raw);
  if (!parsed.success || parsed.data.sender.id === accountId || parsed.data.message.is_echo) return null;
  const { sender, timestamp, message } = parsed.data;
  return {
    id: message.mid,
    kind: "direct_message",
    text: message.text ?? "",
    createdAt: new Date(timestamp),
    url: null,
    author: { id: sender.id, username: sender.id, displayName: sender.id, avatarUrl: null },
    subjectPostId: null,
  };
}

export const metaWebhooks: WebhookNetwork = {
  name: "meta",
  verify(raw, headers) {
    const secret = serviceEnv("FACEBOOK").clientSecret;
    if (!secret) throw cannotVerify(SECRET);
    if (!signatureMatches(headers.get(SIGNATURE_HEADER), raw, secret, { algorithms: ["sha256"], encoding: "hex" }))
      throw badSignature("X-Hub-Signature-256");
  },
  assertWellFormed(raw) {
    parseJson(raw);
  },
  activities(raw): AccountActivity[] {
    const delivery = Delivery.safeParse(parseJson(raw));
    if (!delivery.success) return [];
    const platform = delivery.data.object === "page" ? "facebook" : "instagram";
    const activities: AccountActivity[] = [];
    for (const rawEntry of delivery.data.entry) {
      const entry = Entry.safeParse(rawEntry);
      if (!entry.success) continue;
      const { id, time, changes = [], messaging = [] } = entry.data;
      // Feed entries carry Unix seconds, messaging entries milliseconds.
      const received = time ? new Date(time > 1e12 ? time : time * 1000) : new Date();
      const items = [
        ...changes.map((change) => changeItem(platform, id, change, received)),
        ...messaging.map((m) => messageItem(id, m)),
      ].filter((item): item is InboxItem => item !== null);
      if (items.length) activities.push({ platform, accountExternalId: id, items });
    }
    return activities;
  },
};
