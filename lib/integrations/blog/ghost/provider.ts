import { z } from "zod";
import type { HttpMethod, HttpResponse } from "@/lib/integrations/http/client";
import { blogHttp, failWith, joinUrl } from "../http";
import type { BlogDestinationProvider, DestinationAccess, OutgoingBlogPost, RemotePost } from "../types";
import { GHOST_ADMIN_KEY, ghostAdminToken } from "./admin-token";

/**
 * Ghost through its Admin API (`/ghost/api/admin/`) with a JWT made from the Admin API key: posts
 * created from HTML (`?source=html`), updated with PUT carrying the post's current `updated_at`
 * (Ghost refuses stale edits), removed with DELETE. The slug is looked up before creating, so a
 * retry after an unanswered create updates the post instead of making a second one. Tags go by name
 * (Ghost creates the missing ones); the featured image is uploaded (`POST /images/upload/`, multipart
 * `file`, `purpose` image, `ref`) and its URL set as `feature_image`. Ghost names an uploaded image
 * by its URL alone (the Admin API has no image resource to read back), so a republish reuses the
 * URL an earlier publish uploaded while the bytes are the same and Ghost still serves it (a GET of
 * the URL; 404 or 410: uploaded again).
 */
const settings = z.object({ status: z.enum(["published", "draft"]).default("published") });
type Settings = z.output<typeof settings>;

interface GhostPost {
  id?: string;
  url?: string;
  updated_at?: string;
}

const NETWORK = "Ghost";

async function call(
  access: DestinationAccess<Settings>,
  op: string,
  method: HttpMethod,
  path: string,
  extra: { json?: unknown; query?: Record<string, string>; multipart?: FormData } = {},
): Promise<HttpResponse> {
  return blogHttp(NETWORK).request({
    op,
    method,
    url: joinUrl(access.baseUrl, `/ghost/api/admin${path}`),
    headers: { authorization: `Ghost ${await ghostAdminToken(access.secret)}`, "accept-version": "v5.0" },
    ...extra,
  });
}

function fail(res: HttpResponse): never {
  const [first] = res.json<{ errors?: { message?: string; type?: string; context?: string | null }[] }>()?.errors ?? [];
  const message = first ? [first.message, first.context].filter(Boolean).join(": ") : undefined;
  failWith(res, NETWORK, message, first?.type);
}

const firstPost = (res: HttpResponse) => res.json<{ posts?: GhostPost[] }>()?.posts?.[0] ?? null;

function remote(post: GhostPost | null): RemotePost {
  if (!post?.id) throw new Error("Ghost answered a post without an id");
  return { remoteId: post.id, url: post.url ?? null };
}

/** The remote post with its current updated_at, or null when it is gone. */
async function read(access: DestinationAccess<Settings>, path: string): Promise<GhostPost | null> {
  const res = await call(access, "read-post", "GET", path);
  if (res.status === 404) return null;
  if (!res.ok) fail(res);
  return firstPost(res);
}

/** Uploads the featured image; answers the address Ghost serves it from. */
async function uploadImage(access: DestinationAccess<Settings>, image: NonNullable<OutgoingBlogPost["featuredImage"]>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image.data)], { type: image.mimeType }), image.filename || "image");
  form.append("purpose", "image");
  form.append("ref", image.filename);
  const res = await call(access, "upload-image", "POST", "/images/upload/", { multipart: form });
  const url = res.json<{ images?: { url?: string }[] }>()?.images?.[0]?.url;
  if (!res.ok || !url) fail(res);
  return url;
}

/** The feature image's URL: the one uploaded before while Ghost still serves it, else a new upload. */
async function featureImage(
  access: DestinationAccess<Settings>,
  image: NonNullable<OutgoingBlogPost["featuredImage"]>,
) {
  if (image.uploadedId && /^https?:\/\//.test(image.uploadedId)) {
    // Only whether it is there matters: one byte is asked for (a server ignoring Range sends it whole).
    const res = await blogHttp(NETWORK).request({
      op: "find-image",
      method: "GET",
      url: image.uploadedId,
      headers: { range: "bytes=0-0" },
    });
    if (res.ok) return image.uploadedId;
    if (res.status !== 404 && res.status !== 410) fail(res);
  }
  return uploadImage(access, image);
}

async function fields(access: DestinationAccess<Settings>, post: OutgoingBlogPost) {
  const image = post.featuredImage;
  const url = image ? await featureImage(access, image) : null;
  const json = {
    title: post.title,
    html: post.html,
    slug: post.slug,
    status: access.settings.status,
    custom_excerpt: post.excerpt.slice(0, 300),
    tags: [...post.categories, ...post.tags].map((name) => ({ name })),
    ...(url ? { feature_image: url } : {}),
  };
  return { json, media: image && url ? [{ assetId: image.assetId, remoteId: url }] : [] };
}

/** Ghost has no trash: DELETE removes the post; one already gone (404) is done. */
async function deletePost(access: DestinationAccess<Settings>, target: RemotePost) {
  const res = await call(access, "delete-post", "DELETE", `/posts/${encodeURIComponent(target.remoteId)}/`);
  if (!res.ok && res.status !== 404) fail(res);
}

export const ghost: BlogDestinationProvider<Settings> = {
  kind: "ghost",
  label: "Ghost",
  settings,
  secretLabel: "Admin API key",
  secretFormat: { pattern: GHOST_ADMIN_KEY, message: "must be a Ghost Admin API key: <24 hex id>:<64 hex secret>" },

  async test(access) {
    const res = await call(access, "test", "GET", "/posts/", { query: { limit: "1" } });
    if (!res.ok) fail(res);
  },

  async publish(access, post, existing) {
    const current = existing
      ? await read(access, `/posts/${encodeURIComponent(existing.remoteId)}/`)
      : await read(access, `/posts/slug/${encodeURIComponent(post.slug)}/`);
    const { json, media } = await fields(access, post);
    if (current?.id) {
      const res = await call(access, "update-post", "PUT", `/posts/${encodeURIComponent(current.id)}/`, {
        query: { source: "html" },
        json: { posts: [{ ...json, updated_at: current.updated_at }] },
      });
      if (!res.ok) fail(res);
      return { ...remote(firstPost(res)), media };
    }
    const res = await call(access, "create-post", "POST", "/posts/", {
      query: { source: "html" },
      json: { posts: [json] },
    });
    if (!res.ok) fail(res);
    return { ...remote(firstPost(res)), media };
  },

  unpublish: (access, _post, target) => deletePost(access, target),

  remove: (access, _post, target) => deletePost(access, target),
};
