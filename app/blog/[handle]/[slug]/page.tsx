import type { Metadata } from "next";
import Link from "next/link";
import { BlogBody } from "@/components/blog/blog-body";
import { postExcerpt } from "@/lib/blog-publishing/excerpt";
import { blogPath, blogPostUrl } from "@/lib/blog/handle";
import { env } from "@/lib/env";
import { formatDate, postFor, readingMinutes } from "../load-blog";

type Params = Promise<{ handle: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { handle, slug } = await params;
  const { blog, post } = await postFor(handle, slug);
  const url = blogPostUrl(blog.handle, post.slug);
  const description = postExcerpt(post);
  const images = post.coverImageId ? [{ url: `${url}/cover`, alt: post.title }] : undefined;
  return {
    title: post.title,
    description,
    keywords: [...post.categories, ...post.tags],
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: post.title,
      description,
      siteName: blog.name,
      publishedTime: post.publishedAt?.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      tags: post.tags,
      images,
    },
    twitter: { card: images ? "summary_large_image" : "summary", title: post.title, description },
  };
}

/** One post: its featured image, title, date and reading time, the sanitized body, and its tags. */
export default async function BlogPostPage({ params }: { params: Params }) {
  const { handle, slug } = await params;
  const { blog, post } = await postFor(handle, slug);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    url: blogPostUrl(blog.handle, post.slug),
    publisher: { "@type": "Organization", name: blog.name },
  };
  return (
    <article className="public-blog-article">
      <Link href={blogPath(blog.handle)} className="public-blog-back">
        ← All posts
      </Link>
      <header>
        {post.categories.length ? <p className="public-blog-kicker">{post.categories.join(" · ")}</p> : null}
        <h1>{post.title}</h1>
        <p className="public-blog-meta">
          <time dateTime={post.publishedAt?.toISOString()}>{formatDate(post.publishedAt)}</time> ·{" "}
          {readingMinutes(post.markdownBody)} min read
        </p>
      </header>
      {post.coverImageId ? (
        <img className="public-blog-cover" src={`${blogPath(blog.handle)}/${post.slug}/cover`} alt="" />
      ) : null}
      <BlogBody markdown={post.markdownBody} origin={env.appUrl} />
      {post.tags.length ? (
        <ul className="public-blog-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </article>
  );
}
