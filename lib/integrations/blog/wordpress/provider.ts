import { z } from "zod";
import type { HttpResponse } from "@/lib/integrations/http";
import { blogHttp, failWith, joinUrl } from "../http";
import type { BlogDestinationProvider, DestinationAccess, OutgoingBlogPost, RemotePost } from "../types";

/**
 * WordPress through its REST API (wp-json/wp/v2) with an application password (Basic auth with the
 * user's login): `users/me` to test, posts created with POST, updated with PUT on the post's id,
 * and moved to the trash (or, for a post deleted here, deleted) with DELETE. Before creating, the post's slug is looked up, so a retry
 * after an unanswered create finds the post instead of making a second one. Categories and tags
 * are terms found by name (`?search=`) or created (a `term_exists` answer names the existing one);
 * the featured image is uploaded to the media library (`POST /media`, the bytes as the body with
 * Content-Disposition) and set as `featured_media`. A republish reuses the image an earlier publish
 * uploaded while its bytes are the same and WordPress still has it (`GET /media/:id`, else 404).
 */
const settings = z.object({
  username: z.string().trim().min(1, "is required").max(200),
  status: z.enum(["publish", "draft"]).default("publish"),
});
type Settings = z.output<typeof settings>;

interface WpPost {
  id?: number;
  link?: string;
}

interface WpTerm {
  id?: number;
  name?: string;
}

const NETWORK = "WordPress";
const http = () => blogHttp(NETWORK);

function headers(access: DestinationAccess<Settings>) {
  const basic = Buffer.from(`${access.settings.username}:${access.secret}`).toString("base64");
  return { authorization: `Basic ${basic}` };
}

const api = (access: DestinationAccess<Settings>, path: string) => joinUrl(access.baseUrl, `/wp-json/wp/v2${path}`);

function fail(res: HttpResponse): never {
  const body = res.json<{ code?: string; message?: string }>();
  failWith(res, NETWORK, body?.message, body?.code);
}

function remote(post: WpPost | null): RemotePost {
  if (!post?.id) throw new Error("WordPress answered a post without an id");
  return { remoteId: String(post.id), url: post.link ?? null };
}

async function findBySlug(access: DestinationAccess<Settings>, slug: string): Promise<RemotePost | null> {
  const res = await http().request({
    op: "find-post",
    method: "GET",
    url: api(access, "/posts"),
    query: { slug, status: "publish,future,draft,pending,private", context: "edit" },
    headers: headers(access),
  });
  if (!res.ok) fail(res);
  const [found] = res.json<WpPost[]>() ?? [];
  return found ? remote(found) : null;
}

const decodeName = (name: string | undefined) =>
  (name ?? "")
    .replace(/&amp;/g, "&")
    .replace(/&#0?39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
    .toLowerCase();

/** The term's id: the one named exactly (any case), else a new one (or the one WordPress says exists). */
async function termId(access: DestinationAccess<Settings>, taxonomy: "tags" | "categories", name: string) {
  const found = await http().request({
    op: `find-${taxonomy}`,
    method: "GET",
    url: api(access, `/${taxonomy}`),
    query: { search: name, per_page: 100, context: "edit" },
    headers: headers(access),
  });
  if (!found.ok) fail(found);
  const match = (found.json<WpTerm[]>() ?? []).find((t) => decodeName(t.name) === name.trim().toLowerCase());
  if (match?.id) return match.id;
  const created = await http().request({
    op: `create-${taxonomy}`,
    method: "POST",
    url: api(access, `/${taxonomy}`),
    headers: headers(access),
    json: { name },
    // A second create of one name answers term_exists, so repeating it is harmless.
    idempotent: true,
  });
  const body = created.json<WpTerm & { code?: string; data?: { term_id?: number } }>();
  if (!created.ok && body?.code === "term_exists" && body.data?.term_id) return body.data.term_id;
  if (!created.ok || !body?.id) fail(created);
  return body.id;
}

async function termIds(access: DestinationAccess<Settings>, taxonomy: "tags" | "categories", names: string[]) {
  const ids: number[] = [];
  for (const name of names) ids.push(await termId(access, taxonomy, name));
  return ids;
}

/** Uploads the featured image to the media library; answers its attachment id. */
async function uploadImage(access: DestinationAccess<Settings>, image: NonNullable<OutgoingBlogPost["featuredImage"]>) {
  // A header carries printable ASCII only; quotes and backslashes would end the filename early.
  const filename = image.filename.replace(/[^\x20-\x7e]|["\\]/g, "_") || "image";
  const res = await http().request({
    op: "upload-media",
    method: "POST",
    url: api(access, "/media"),
    headers: { ...headers(access), "content-disposition": `attachment; filename="${filename}"` },
    bytes: { data: image.data, contentType: image.mimeType },
  });
  const media = res.json<{ id?: number }>();
  if (!res.ok || !media?.id) fail(res);
  return media.id;
}

/** The featured image's attachment id: the one uploaded before when WordPress still has it, else a new upload. */
async function featuredMedia(
  access: DestinationAccess<Settings>,
  image: NonNullable<OutgoingBlogPost["featuredImage"]>,
) {
  if (image.uploadedId) {
    const res = await http().request({
      op: "find-media",
      method: "GET",
      url: api(access, `/media/${encodeURIComponent(image.uploadedId)}`),
      query: { context: "edit" },
      headers: headers(access),
    });
    const media = res.json<{ id?: number }>();
    if (res.ok && media?.id) return media.id;
    if (res.ok || (res.status !== 404 && res.status !== 410)) fail(res);
  }
  return uploadImage(access, image);
}

async function fields(access: DestinationAccess<Settings>, post: OutgoingBlogPost) {
  const image = post.featuredImage;
  const featured = image ? await featuredMedia(access, image) : null;
  const json = {
    title: post.title,
    content: post.html,
    excerpt: post.excerpt,
    slug: post.slug,
    status: access.settings.status,
    tags: await termIds(access, "tags", post.tags),
    categories: await termIds(access, "categories", post.categories),
    ...(featured ? { featured_media: featured } : {}),
  };
  return { json, media: image && featured ? [{ assetId: image.assetId, remoteId: String(featured) }] : [] };
}

/**
 * DELETE on the post: an unpublished post goes to the trash (WordPress keeps it for a while, and a
 * republish updates it); a post deleted here is deleted there too (`force=true` skips the trash).
 * One already gone (404) or already trashed (410) is done.
 */
async function deletePost(access: DestinationAccess<Settings>, target: RemotePost, force: boolean) {
  const res = await http().request({
    op: "delete-post",
    method: "DELETE",
    url: api(access, `/posts/${encodeURIComponent(target.remoteId)}`),
    ...(force ? { query: { force: "true" } } : {}),
    headers: headers(access),
  });
  if (!res.ok && res.status !== 404 && res.status !== 410) fail(res);
}

export const wordpress: BlogDestinationProvider<Settings> = {
  kind: "wordpress",
  label: "WordPress",
  settings,
  secretLabel: "Application password",

  async test(access) {
    const res = await http().request({
      op: "test",
      method: "GET",
      url: api(access, "/users/me"),
      query: { context: "edit" },
      headers: headers(access),
    });
    if (!res.ok) fail(res);
  },

  async publish(access, post, existing) {
    const target = existing ?? (await findBySlug(access, post.slug));
    const { json, media } = await fields(access, post);
    if (target) {
      const res = await http().request({
        op: "update-post",
        method: "PUT",
        url: api(access, `/posts/${encodeURIComponent(target.remoteId)}`),
        headers: headers(access),
        json,
      });
      if (res.ok) return { ...remote(res.json<WpPost>()), media };
      if (res.status !== 404) fail(res);
    }
    const res = await http().request({
      op: "create-post",
      method: "POST",
      url: api(access, "/posts"),
      headers: headers(access),
      json,
    });
    if (!res.ok) fail(res);
    return { ...remote(res.json<WpPost>()), media };
  },

  unpublish: (access, _post, target) => deletePost(access, target, false),

  remove: (access, _post, target) => deletePost(access, target, true),
};
