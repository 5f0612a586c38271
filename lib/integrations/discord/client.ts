import { classifyFailure, createHttpClient, type HttpClient, type HttpResponse } from "@/lib/integrations/http";
import { guardedTransport } from "@/lib/integrations/outbound";
import type { DiscordConfig } from "./config";
import { noteRateLimit, waitForBucket, webhookBucket } from "./rate-limit";

/**
 * Discord incoming webhooks, with plain fetch through the outbound guard (the URL is the user's):
 * read the webhook (its id and name) and execute it with `?wait=true`, so a message Discord did
 * not keep is an error. 401 and 404 mean the webhook was deleted (needs_reconnect); a 429 comes
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

function failure(res: HttpResponse) {
  const body = res.json<{ message?: string; code?: number; retry_after?: number }>();
  const gone = res.status === 401 || res.status === 404;
  const failure = classifyFailure(res, "Discord", {
    message: gone
      ? "the webhook was deleted or its token changed"
      : (body?.message ?? `Discord answered ${res.status}`),
    code: body?.code === undefined ? undefined : String(body.code),
    kind: gone ? "needs_reconnect" : undefined,
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

export async function discordExecuteWebhook(
  config: DiscordConfig,
  url: string,
  message: DiscordMessage,
): Promise<{ id: string }> {
  const bucket = webhookBucket(url);
  await waitForBucket(bucket);
  const res = await http(config).request({
    op: "execute-webhook",
    method: "POST",
    url,
    query: { wait: "true" },
    json: { ...message, allowed_mentions: { parse: [] } },
  });
  noteRateLimit(
    bucket,
    res.headers,
    res.status === 429 ? res.json<{ retry_after?: number }>()?.retry_after : undefined,
  );
  if (!res.ok) throw failure(res);
  return { id: res.json<{ id?: string }>()?.id ?? "" };
}
