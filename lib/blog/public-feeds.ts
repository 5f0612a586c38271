import { notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { viewUrl } from "@/lib/media/view-url";
import { atomXml, rssXml, sitemapXml } from "./feeds";
import {
  listPublicBlogPosts,
  loadPublicBlog,
  loadPublicBlogPost,
  type PublicBlog,
  type PublicBlogPost,
} from "./public-blog-admin";

async function feed(handle: string, contentType: string, build: (blog: PublicBlog, posts: PublicBlogPost[]) => string) {
  const blog = await loadPublicBlog(handle);
  if (!blog) throw notFound("Blog");
  const posts = await listPublicBlogPosts(blog.companyId);
  return new Response(build(blog, posts), {
    headers: { "content-type": `${contentType}; charset=utf-8`, "cache-control": "public, max-age=300" },
  });
}

export const rssFeed = (handle: string) => feed(handle, "application/rss+xml", rssXml);
export const atomFeed = (handle: string) => feed(handle, "application/atom+xml", atomXml);
export const sitemap = (handle: string) => feed(handle, "application/xml", sitemapXml);

/** Redirects to a fresh signed address of the post's featured image (pages and Open Graph link here, not to the expiring one). */
export async function blogCover(handle: string, slug: string): Promise<Response> {
  const blog = await loadPublicBlog(handle);
  const post = blog ? await loadPublicBlogPost(blog.companyId, slug) : null;
  if (!blog || !post?.coverImageId) throw notFound("Featured image");
  return new Response(null, {
    status: 302,
    headers: {
      location: viewUrl(env.appUrl, blog.companyId, post.coverImageId, "original"),
      "cache-control": "public, max-age=300",
    },
  });
}
