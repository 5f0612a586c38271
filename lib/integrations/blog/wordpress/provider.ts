import { z } from "zod";
import type { HttpResponse } from "@/lib/integrations/http";
import { blogHttp, failWith, joinUrl } from "../http";
import type { BlogDestinationProvider, DestinationAccess, OutgoingBlogPost, RemotePost } from "../types";

/**
 * WordPress through its REST API (wp-json/wp/v2) with an application password (Basic auth with the
 * user's login): `users/me` to test, posts created with POST, updated with PUT on the post's id,
 * and moved to the trash with DELETE. Before creating, the post's slug is looked up, so a retry
 * after an unanswered create finds the post instead of making a second one.
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

function fields(access: DestinationAccess<Settings>, post: OutgoingBlogPost) {
  return { title: post.title, content: post.html, slug: post.slug, status: access.settings.status };
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
    if (target) {
      const res = await http().request({
        op: "update-post",
        method: "PUT",
        url: api(access, `/posts/${encodeURIComponent(target.remoteId)}`),
        headers: headers(access),
        json: fields(access, post),
      });
      if (res.ok) return remote(res.json<WpPost>());
      if (res.status !== 404) fail(res);
    }
    const res = await http().request({
      op: "create-post",
      method: "POST",
      url: api(access, "/posts"),
      headers: headers(access),
      json: fields(access, post),
    });
    if (!res.ok) fail(res);
    return remote(res.json<WpPost>());
  },

  async unpublish(access, _post, target) {
    const res = await http().request({
      op: "delete-post",
      method: "DELETE",
      url: api(access, `/posts/${encodeURIComponent(target.remoteId)}`),
      headers: headers(access),
    });
    if (!res.ok && res.status !== 404 && res.status !== 410) fail(res);
  },
};
