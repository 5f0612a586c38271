import { notFound } from "next/navigation";
import { cache } from "react";
import { loadPublicBlog, loadPublicBlogPost } from "@/lib/blog/public-blog-admin";

/** One read per request for the layout, the page and their metadata; an unknown handle or slug is Next's 404. */
export const blogFor = cache(async (handle: string) => {
  const blog = await loadPublicBlog(handle.toLowerCase());
  if (!blog) notFound();
  return blog;
});

export const postFor = cache(async (handle: string, slug: string) => {
  const blog = await blogFor(handle);
  const post = await loadPublicBlogPost(blog.companyId, slug.toLowerCase());
  if (!post) notFound();
  return { blog, post };
});

export const formatDate = (date: Date | null) =>
  date ? date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }) : "";

export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 220));
