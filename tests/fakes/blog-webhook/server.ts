import { verifyWebhookSignature } from "@/lib/integrations/blog/webhook/signature";
import { FakeServer } from "../social/shared/fake-server";

/**
 * A receiver of the signed blog webhook, checking it as a receiver should: the signature over the
 * raw body (401 when it does not verify), and the Idempotency-Key, so a repeated event is
 * acknowledged without being applied twice. Answers `{id, url}` for published posts. `posts` holds
 * what the receiver shows: published and updated posts by our id, until unpublished or deleted.
 */
export interface ReceivedEvent {
  event: string;
  post: { id: string; title: string; slug: string; html: string } | null;
}

export async function startBlogWebhookReceiver(secret = "whsec_test_signing_secret_0123") {
  const server = new FakeServer("Webhook receiver", (failure) =>
    failure === "rate_limited"
      ? { status: 429, json: { error: "slow down" } }
      : { status: 503, json: { error: "down" } },
  );
  const applied: ReceivedEvent[] = [];
  const seenKeys = new Set<string>();
  const posts = new Map<string, NonNullable<ReceivedEvent["post"]>>();
  server.on("POST", "/hooks/blog", "event", (req) => {
    const raw = req.body.toString("utf8");
    if (!verifyWebhookSignature(secret, raw, String(req.headers["x-reach-signature"] ?? "")))
      return { status: 401, json: { error: "bad signature" } };
    const key = String(req.headers["idempotency-key"] ?? "");
    const event = JSON.parse(raw) as ReceivedEvent;
    if (!seenKeys.has(key)) {
      seenKeys.add(key);
      applied.push(event);
      if (event.post && (event.event === "blog_post.published" || event.event === "blog_post.updated"))
        posts.set(event.post.id, event.post);
      if (event.post && (event.event === "blog_post.unpublished" || event.event === "blog_post.deleted"))
        posts.delete(event.post.id);
    }
    return {
      status: 200,
      json: event.post ? { id: `ext-${event.post.id}`, url: `${server.url}/posts/${event.post.slug}` } : {},
    };
  });
  await server.start();
  return {
    server,
    url: `${server.url}/hooks/blog`,
    secret,
    applied,
    posts,
    host: new URL(server.url).host,
    close: () => server.close(),
  };
}
