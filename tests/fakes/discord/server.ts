import crypto from "node:crypto";
import { FakeServer, type Reply } from "../social/shared/fake-server";

/**
 * A local Discord for incoming webhooks, under /api like discord.com/api:
 *   GET  /api/webhooks/:id/:token              the webhook {id, type, name, channel_id, guild_id}
 *   POST /api/webhooks/:id/:token[?wait=true]  execute: {content?, embeds?} → the message (wait) or 204
 * A deleted webhook answers 404 {message: "Unknown Webhook", code: 10015}; a rate limit 429 with
 * retry_after in the body and Retry-After and X-RateLimit-* headers, as Discord sends them.
 */
interface Webhook {
  id: string;
  token: string;
  name: string;
  channelId: string;
}

export interface DiscordPosted {
  webhookId: string;
  content: string;
  embeds: { title?: string; description?: string; url?: string; color?: number }[];
}

const unknownWebhook: Reply = { status: 404, json: { message: "Unknown Webhook", code: 10015 } };

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
  const find = (id: string, token: string) => {
    const hook = webhooks.get(id);
    return hook && hook.token === token ? hook : undefined;
  };

  server.on("GET", "/api/webhooks/:id/:token", "webhook", (req) => {
    const hook = find(req.params.id, req.params.token);
    if (!hook) return unknownWebhook;
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
    if (!hook) return unknownWebhook;
    const body = req.json<Partial<DiscordPosted>>() ?? {};
    if (!body.content && !body.embeds?.length)
      return { status: 400, json: { message: "Cannot send an empty message", code: 50006 } };
    posted.push({ webhookId: hook.id, content: body.content ?? "", embeds: body.embeds ?? [] });
    if (req.query.get("wait") !== "true") return { status: 204 };
    return {
      status: 200,
      json: {
        id: String(BigInt(Date.now()) << 22n),
        type: 0,
        channel_id: hook.channelId,
        webhook_id: hook.id,
        content: body.content ?? "",
        embeds: body.embeds ?? [],
        timestamp: new Date().toISOString(),
      },
    };
  });

  await server.start(opts.port ?? 0);
  const apiUrl = `${server.url}/api`;
  return {
    server,
    url: server.url,
    apiUrl,
    posted,
    /** A webhook as a server admin creates it in a channel's settings; answers its URL. */
    createWebhook(name = "Reach alerts"): { id: string; url: string } {
      const id = String(1_200_000_000_000_000_000n + BigInt(webhooks.size + 1));
      const token = crypto.randomBytes(24).toString("base64url");
      webhooks.set(id, { id, token, name, channelId: String(1_300_000_000_000_000_000n + BigInt(webhooks.size + 1)) });
      return { id, url: `${apiUrl}/webhooks/${id}/${token}` };
    },
    /** Someone deleted the webhook in Discord: it answers 404 from now on. */
    deleteWebhook: (id: string) => webhooks.delete(id),
    env: (): Record<string, string> => ({
      DISCORD_API_URL: apiUrl,
      OUTBOUND_ALLOW_HOSTS: new URL(server.url).host,
    }),
    close: () => server.close(),
  };
}

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;
