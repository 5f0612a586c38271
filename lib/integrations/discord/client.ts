import { classifyFailure, createHttpClient, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { guardedTransport } from "@/lib/integrations/outbound";
import type { DiscordConfig } from "./config";
import { noteRateLimit, waitForBucket, webhookBucket } from "./rate-limit";

/**
 * Discord incoming webhooks, with plain fetch through the outbound guard (the URL is the user's):
 * read the webhook (its id and name), execute it with `?wait=true` (so a message Discord did not
 * keep is an error, and the answer names the message's id) and edit a message it sent (PATCH
 * `/webhooks/:id/:token/messages/:message`). 401 and 404 mean the webhook was deleted
 * (needs_reconnect), except a 404 naming an unknown message (code 10008): only that message is
 * gone, someone deleted it in Discord, and the webhook still works (bad_request). A 429 comes
 * back at once as rate_limited with Discord's retry_after, for the delivery queue to wait on. Every
 * answer's rate-limit headers are kept per webhook, so a send into an empty bucket waits for its
 * reset first (rate-limit.ts).
 */

export interface DiscordEmbed {
  title: string;
  description?: string;
  url?: string;
  color?: number;
  timestamp?: string;
  footer?: { text: string };
  fields?: { name: string; value: string; inline?: boolean }[];
}

export interface DiscordMessage {
  content: string;
  embeds: DiscordEmbed[];
}

export interface DiscordWebhook {
  id: string;
  name: string;
  channelId: string | null;
}

/** The webhook's id when `url` is `<DISCORD_API_URL>/webhooks/<id>/<token>`, else null. */
export function discordWebhookId(config: DiscordConfig, url: string): string | null {
  const prefix = `${config.apiUrl}/webhooks/`;
  if (!url.startsWith(prefix)) return null;
  const match = url.slice(prefix.length).match(/^(\d{1,25})\/([A-Za-z0-9_-]{1,200})\/?$/);
  return match ? match[1] : null;
}

function http(config: DiscordConfig): HttpClient {
  return createHttpClient({
    network: "Discord",
    transport: guardedTransport(),
    timeoutMs: config.timeoutMs,
    maxAttempts: 2,
    maxRetryWaitSeconds: 0,
    retryRateLimitWithoutWait: false,
  });
}

/** Discord's JSON error code for a message id it does not know. */
const UNKNOWN_MESSAGE = 10008;

function failure(res: HttpResponse) {
  const body = res.json<{ message?: string; code?: number; retry_after?: number }>();
  const messageGone = res.status === 404 && body?.code === UNKNOWN_MESSAGE;
  const gone = (res.status === 401 || res.status === 404) && !messageGone;
  const failure = classifyFailure(res, "Discord", {
    message: gone
      ? "the webhook was deleted or its token changed"
      : messageGone
        ? "the message was deleted in Discord"
        : (body?.message ?? `Discord answered ${res.status}`),
    code: body?.code === undefined ? undefined : String(body.code),
    kind: gone ? "needs_reconnect" : messageGone ? "bad_request" : undefined,
  });
  if (res.status === 429 && typeof body?.retry_after === "number" && failure.retryAfterSeconds === undefined)
    return Object.assign(failure, { retryAfterSeconds: Math.ceil(body.retry_after) });
  return failure;
}

export async function discordWebhook(config: DiscordConfig, url: string): Promise<DiscordWebhook> {
  const res = await http(config).request({ op: "webhook", method: "GET", url });
  if (!res.ok) throw failure(res);
  const hook = res.json<{ id?: string; name?: string; channel_id?: string }>() ?? {};
  return { id: hook.id ?? "", name: hook.name ?? "Discord webhook", channelId: hook.channel_id ?? null };
}

/** One call to the webhook, waiting for its bucket first and noting the answer's rate-limit headers. */
async function webhookCall(
  config: DiscordConfig,
  url: string,
  request: {
    op: string;
    method: "POST" | "PATCH";
    path?: string;
    query?: Record<string, string>;
    json: unknown;
    idempotent?: boolean;
  },
): Promise<HttpResponse> {
  const bucket = webhookBucket(url);
  await waitForBucket(bucket);
  const res = await http(config).request({
    op: request.op,
    method: request.method,
    url: request.path ? `${url.replace(/\/$/, "")}${request.path}` : url,
    query: request.query,
    json: request.json,
    idempotent: request.idempotent,
  });
  noteRateLimit(
    bucket,
    res.headers,
    res.status === 429 ? res.json<{ retry_after?: number }>()?.retry_after : undefined,
  );
  if (!res.ok) throw failure(res);
  return res;
}

export async function discordExecuteWebhook(
  config: DiscordConfig,
  url: string,
  message: DiscordMessage,
): Promise<{ id: string }> {
  const res = await webhookCall(config, url, {
    op: "execute-webhook",
    method: "POST",
    query: { wait: "true" },
    json: { ...message, allowed_mentions: { parse: [] } },
  });
  return { id: res.json<{ id?: string }>()?.id ?? "" };
}

/** Replaces the content and embeds of a message the webhook sent (its id from discordExecuteWebhook). */
export async function discordEditWebhookMessage(
  config: DiscordConfig,
  url: string,
  messageId: string,
  message: DiscordMessage,
): Promise<void> {
  await webhookCall(config, url, {
    op: "edit-webhook-message",
    method: "PATCH",
    path: `/messages/${encodeURIComponent(messageId)}`,
    json: { ...message, allowed_mentions: { parse: [] } },
    // The whole message is replaced: sending the same edit twice leaves it as once.
    idempotent: true,
  });
}
