import crypto from "node:crypto";
import { FakeServer, type Reply } from "../social/shared/fake-server";

/**
 * A local Discord for incoming webhooks, under /api like discord.com/api:
 *   GET  /api/webhooks/:id/:token              the webhook {id, type, name, channel_id, guild_id}
 *   POST /api/webhooks/:id/:token[?wait=true]  execute: {content?, embeds?} → the message (wait) or 204
 *   PATCH /api/webhooks/:id/:token/messages/:message   edit a message this webhook sent: {content?, embeds?}
 *        → the message; one it did not send (or deleted) 404 {message: "Unknown Message", code: 10008}
 * A deleted webhook answers 404 {message: "Unknown Webhook", code: 10015}, a known id with a wrong
 * (regenerated) token 401 {message: "Invalid Webhook Token", code: 50027}. Each webhook has a bucket
 * (5 executes per 2 s, as Discord's): every execute answers X-RateLimit-Limit, -Remaining,
 * -Reset-After and -Bucket, and one into an empty bucket gets 429 with retry_after in the body and
 * Retry-After, as Discord sends them (counted in `rateLimited`). Edits take from the same bucket.
 */
interface Webhook {
  id: string;
  token: string;
  name: string;
  channelId: string;
  /** The current window of the webhook's bucket. */
  windowStart: number;
  used: number;
}

export interface DiscordPosted {
  /** The message's id (a snowflake), as the execute answered it with ?wait=true. */
  id: string;
  webhookId: string;
  content: string;
  embeds: {
    title?: string;
    description?: string;
    url?: string;
    color?: number;
    fields?: { name: string; value: string }[];
  }[];
}

const unknownWebhook: Reply = { status: 404, json: { message: "Unknown Webhook", code: 10015 } };
const unknownMessage: Reply = { status: 404, json: { message: "Unknown Message", code: 10008 } };
const invalidToken: Reply = { status: 401, json: { message: "Invalid Webhook Token", code: 50027 } };

const messageJson = (hook: Webhook, message: DiscordPosted) => ({
  id: message.id,
  type: 0,
  channel_id: hook.channelId,
  webhook_id: hook.id,
  content: message.content,
  embeds: message.embeds,
  timestamp: new Date().toISOString(),
});

export async function startFakeDiscord(opts: { port?: number } = {}) {
  const server = new FakeServer("Discord", (failure) =>
    failure === "rate_limited"
      ? {
          status: 429,
          headers: {
            "retry-after": "3",
            "x-ratelimit-limit": "5",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset-after": "2.5",
            "x-ratelimit-bucket": "fake-bucket",
          },
          json: { message: "You are being rate limited.", retry_after: 2.5, global: false },
        }
      : { status: 500, json: { message: "500: Internal Server Error", code: 0 } },
  );
  const webhooks = new Map<string, Webhook>();
  const posted: DiscordPosted[] = [];
  /** Each edit, in order; the message in `posted` is replaced too. */
  const edited: DiscordPosted[] = [];
  let sent = 0;
  const bucket = { limit: 5, windowSeconds: 2 };
  let rateLimited = 0;
  /** The webhook, or Discord's refusal: 404 for an unknown id, 401 for a wrong token. */
  const find = (id: string, token: string): Webhook | Reply => {
    const hook = webhooks.get(id);
    if (!hook) return unknownWebhook;
    return hook.token === token ? hook : invalidToken;
  };
  const isReply = (found: Webhook | Reply): found is Reply => "status" in found;
  /** Takes one execute from the webhook's bucket: its headers, or the 429 when it is empty. */
  const take = (hook: Webhook): { headers: Record<string, string>; refused?: Reply } => {
    const now = Date.now();
    if (now >= hook.windowStart + bucket.windowSeconds * 1000) {
      hook.windowStart = now;
      hook.used = 0;
    }
    const resetAfter = Math.max(0, (hook.windowStart + bucket.windowSeconds * 1000 - now) / 1000).toFixed(3);
    const headers = (remaining: number) => ({
      "x-ratelimit-limit": String(bucket.limit),
      "x-ratelimit-remaining": String(remaining),
      "x-ratelimit-reset-after": resetAfter,
      "x-ratelimit-bucket": `webhook-${hook.id}`,
    });
    if (hook.used >= bucket.limit) {
      rateLimited++;
      return {
        headers: headers(0),
        refused: {
          status: 429,
          headers: { ...headers(0), "retry-after": String(Math.ceil(Number(resetAfter))) },
          json: { message: "You are being rate limited.", retry_after: Number(resetAfter), global: false },
        },
      };
    }
    hook.used++;
    return { headers: headers(bucket.limit - hook.used) };
  };

  server.on("GET", "/api/webhooks/:id/:token", "webhook", (req) => {
    const hook = find(req.params.id, req.params.token);
    if (isReply(hook)) return hook;
    return {
      status: 200,
      json: {
        id: hook.id,
        type: 1,
        name: hook.name,
        avatar: null,
        channel_id: hook.channelId,
        guild_id: "900000000000000001",
        application_id: null,
        token: hook.token,
      },
    };
  });

  server.on("POST", "/api/webhooks/:id/:token", "execute", (req) => {
    const hook = find(req.params.id, req.params.token);
    if (isReply(hook)) return hook;
    const body = req.json<Partial<DiscordPosted>>() ?? {};
    if (!body.content && !body.embeds?.length)
      return { status: 400, json: { message: "Cannot send an empty message", code: 50006 } };
    const { headers, refused } = take(hook);
    if (refused) return refused;
    // A snowflake: the time in its high bits, a counter below so two in one millisecond differ.
    const id = String((BigInt(Date.now()) << 22n) + BigInt(++sent % 4096));
    const message = { id, webhookId: hook.id, content: body.content ?? "", embeds: body.embeds ?? [] };
    posted.push(message);
    if (req.query.get("wait") !== "true") return { status: 204, headers };
    return { status: 200, headers, json: messageJson(hook, message) };
  });

  server.on("PATCH", "/api/webhooks/:id/:token/messages/:message", "edit-message", (req) => {
    const hook = find(req.params.id, req.params.token);
    if (isReply(hook)) return hook;
    const message = posted.find((p) => p.id === req.params.message && p.webhookId === hook.id);
    if (!message) return unknownMessage;
    const body = req.json<Partial<DiscordPosted>>() ?? {};
    const { headers, refused } = take(hook);
    if (refused) return refused;
    // Fields left out keep their value, as Discord's edit does.
    const content = body.content ?? message.content;
    const embeds = body.embeds ?? message.embeds;
    if (!content && !embeds.length)
      return { status: 400, json: { message: "Cannot send an empty message", code: 50006 } };
    Object.assign(message, { content, embeds });
    edited.push(structuredClone(message));
    return { status: 200, headers, json: messageJson(hook, message) };
  });

  await server.start(opts.port ?? 0);
  const apiUrl = `${server.url}/api`;
  return {
    server,
    url: server.url,
    apiUrl,
    posted,
    edited,
    /** Someone deleted the message in Discord: editing it answers 404 Unknown Message. */
    deleteMessage: (id: string) => {
      const at = posted.findIndex((p) => p.id === id);
      if (at >= 0) posted.splice(at, 1);
    },
    /** A webhook as a server admin creates it in a channel's settings; answers its URL. */
    createWebhook(name = "Reach alerts"): { id: string; url: string } {
      const id = String(1_200_000_000_000_000_000n + BigInt(webhooks.size + 1));
      const token = crypto.randomBytes(24).toString("base64url");
      const channelId = String(1_300_000_000_000_000_000n + BigInt(webhooks.size + 1));
      webhooks.set(id, { id, token, name, channelId, windowStart: 0, used: 0 });
      return { id, url: `${apiUrl}/webhooks/${id}/${token}` };
    },
    /** Someone deleted the webhook in Discord: it answers 404 from now on. */
    deleteWebhook: (id: string) => webhooks.delete(id),
    /** Someone regenerated the webhook's token: the old URL answers 401 from now on. */
    resetWebhookToken: (id: string) => {
      const hook = webhooks.get(id);
      if (hook) hook.token = crypto.randomBytes(24).toString("base64url");
    },
    /** Every webhook's bucket: `limit` executes per `windowSeconds` (Discord's: 5 per 2 s). */
    setBucket: (limit: number, windowSeconds: number) => Object.assign(bucket, { limit, windowSeconds }),
    /** How many executes the buckets refused with 429. */
    rateLimited: () => rateLimited,
    env: (): Record<string, string> => ({
      DISCORD_API_URL: apiUrl,
      OUTBOUND_ALLOW_HOSTS: new URL(server.url).host,
    }),
    close: () => server.close(),
  };
}

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;
