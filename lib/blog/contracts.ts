import { z } from "zod";
import { contract } from "@/lib/api/contract";

/** The hosted blog's public addresses besides its pages (decisions.md "Blog publishing"). */

const TAG = "Hosted blog";
const PUBLIC = { tag: TAG, access: "public", audit: false, errors: [404] } as const;

/** Any text, so an unknown handle or slug answers 404 rather than 400. */
const handleParams = z.object({ handle: z.string().trim().toLowerCase().min(1).max(200) });
const postParams = handleParams.extend({ slug: z.string().trim().toLowerCase().min(1).max(200) });

export const blogRssFeed = contract({
  ...PUBLIC,
  method: "GET",
  path: "/blog/:handle/feed.xml",
  summary: "The hosted blog's RSS 2.0 feed (its 50 newest posts, full HTML in content:encoded)",
  produces: "application/rss+xml",
  params: handleParams,
});

export const blogAtomFeed = contract({
  ...PUBLIC,
  method: "GET",
  path: "/blog/:handle/atom.xml",
  summary: "The hosted blog's Atom feed",
  produces: "application/atom+xml",
  params: handleParams,
});

export const blogSitemap = contract({
  ...PUBLIC,
  method: "GET",
  path: "/blog/:handle/sitemap.xml",
  summary: "The hosted blog's sitemap: the blog and each post on it",
  produces: "application/xml",
  params: handleParams,
});

export const blogPostCover = contract({
  ...PUBLIC,
  method: "GET",
  path: "/blog/:handle/:slug/cover",
  summary: "A post's featured image (redirects to a short-lived signed address of the media asset)",
  status: 302,
  params: postParams,
});
