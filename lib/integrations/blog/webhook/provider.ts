import { z } from "zod";
import type { HttpResponse } from "@/lib/integrations/http";
import { blogHttp, failWith } from "../http";
import type { BlogDestinationProvider, DestinationAccess, OutgoingBlogPost, RemotePost } from "../types";
import { SIGNATURE_HEADER, signWebhookBody } from "./signature";

/**
 * A signed webhook for anything else: each event (published, updated, unpublished, deleted) is a JSON POST to the destination's URL, signed
 * (signature.ts) and carrying an Idempotency-Key per delivery and event, so the receiver can drop
 * the repeats that retries with backoff may cause. The receiver may answer `{id, url}` to name the
 * post on its side; otherwise the post is known by our id.
 */
const settings = z.object({});
type Settings = z.output<typeof settings>;

export type BlogWebhookEvent =
  "blog_post.published" | "blog_post.updated" | "blog_post.unpublished" | "blog_post.deleted" | "test";

const NETWORK = "Webhook";

/** The post as sent: the featured image goes by its (signed, short-lived) address, not as bytes. */
function sentPost(post: OutgoingBlogPost) {
  const image = post.featuredImage;
  return {
    ...post,
    featuredImage: image ? { url: image.url, mimeType: image.mimeType, filename: image.filename } : null,
  };
}

async function send(access: DestinationAccess<Settings>, event: BlogWebhookEvent, sent: object | null) {
  const body = JSON.stringify({ event, sentAt: new Date().toISOString(), post: sent });
  const res = await blogHttp(NETWORK).request({
    op: event,
    method: "POST",
    url: access.baseUrl,
    idempotent: true,
    headers: {
      [SIGNATURE_HEADER]: signWebhookBody(access.secret, body),
      "x-reach-event": event,
      "idempotency-key": `${access.idempotencyKey}:${event}`,
    },
    bytes: { data: new TextEncoder().encode(body), contentType: "application/json" },
  });
  if (!res.ok) fail(res);
  return res;
}

function fail(res: HttpResponse): never {
  const body = res.json<{ error?: string; message?: string }>();
  failWith(res, NETWORK, body?.message ?? body?.error);
}

export const webhook: BlogDestinationProvider<Settings> = {
  kind: "webhook",
  label: "Signed webhook",
  settings,
  secretLabel: "Signing secret",

  async test(access) {
    await send(access, "test", null);
  },

  async publish(access, post, existing): Promise<RemotePost> {
    const res = await send(access, existing ? "blog_post.updated" : "blog_post.published", sentPost(post));
    const answer = res.json<{ id?: unknown; url?: unknown }>();
    return {
      remoteId: typeof answer?.id === "string" ? answer.id : (existing?.remoteId ?? post.id),
      url: typeof answer?.url === "string" ? answer.url : (existing?.url ?? null),
    };
  },

  async unpublish(access, post) {
    await send(access, "blog_post.unpublished", sentPost(post));
  },

  /** The post is deleted here, so only what names it is sent, with the receiver's id for it. */
  async remove(access, post, remote) {
    await send(access, "blog_post.deleted", { ...post, remoteId: remote.remoteId, url: remote.url });
  },
};
