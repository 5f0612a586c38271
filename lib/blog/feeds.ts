import { escapeHtml, markdownToHtml } from "@/lib/blog-publishing/render-html";
import { postExcerpt } from "@/lib/blog-publishing/excerpt";
import { env } from "@/lib/env";
import { blogPostUrl, blogUrl } from "./handle";
import type { PublicBlog, PublicBlogPost } from "./public-blog-admin";

/** The hosted blog's RSS 2.0 and Atom feeds and its sitemap, built from the posts on the blog. */

const xml = (text: string) => escapeHtml(text).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
const when = (post: PublicBlogPost) => post.publishedAt ?? post.updatedAt;

export function rssXml(blog: PublicBlog, posts: PublicBlogPost[]): string {
  const items = posts
    .map((post) => {
      const url = blogPostUrl(blog.handle, post.slug);
      return [
        "<item>",
        `<title>${xml(post.title)}</title>`,
        `<link>${xml(url)}</link>`,
        `<guid isPermaLink="false">${post.id}</guid>`,
        `<pubDate>${when(post).toUTCString()}</pubDate>`,
        ...post.categories.concat(post.tags).map((c) => `<category>${xml(c)}</category>`),
        `<description>${xml(postExcerpt(post))}</description>`,
        `<content:encoded>${xml(markdownToHtml(post.markdownBody, env.appUrl))}</content:encoded>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${xml(blog.name)}</title>
<link>${xml(blogUrl(blog.handle))}</link>
<description>${xml(blog.tagline ?? `The blog of ${blog.name}`)}</description>
<atom:link href="${xml(blogUrl(blog.handle))}/feed.xml" rel="self" type="application/rss+xml"/>
${posts[0] ? `<lastBuildDate>${when(posts[0]).toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
}

export function atomXml(blog: PublicBlog, posts: PublicBlogPost[]): string {
  const home = blogUrl(blog.handle);
  const updated = (posts[0] ? posts[0].updatedAt : new Date(0)).toISOString();
  const entries = posts
    .map((post) =>
      [
        "<entry>",
        `<title>${xml(post.title)}</title>`,
        `<link href="${xml(blogPostUrl(blog.handle, post.slug))}"/>`,
        `<id>urn:uuid:${post.id}</id>`,
        `<published>${when(post).toISOString()}</published>`,
        `<updated>${post.updatedAt.toISOString()}</updated>`,
        ...post.categories.concat(post.tags).map((c) => `<category term="${xml(c)}"/>`),
        `<summary>${xml(postExcerpt(post))}</summary>`,
        `<content type="html">${xml(markdownToHtml(post.markdownBody, env.appUrl))}</content>`,
        "</entry>",
      ].join(""),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>${xml(blog.name)}</title>
<link href="${xml(home)}"/>
<link rel="self" href="${xml(home)}/atom.xml"/>
<id>${xml(home)}</id>
<updated>${updated}</updated>
<author><name>${xml(blog.name)}</name></author>
${entries}
</feed>
`;
}

export function sitemapXml(blog: PublicBlog, posts: PublicBlogPost[]): string {
  const urls = [
    `<url><loc>${xml(blogUrl(blog.handle))}</loc>${posts[0] ? `<lastmod>${posts[0].updatedAt.toISOString()}</lastmod>` : ""}</url>`,
    ...posts.map(
      (post) =>
        `<url><loc>${xml(blogPostUrl(blog.handle, post.slug))}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}
