import Link from "next/link";
import { postExcerpt } from "@/lib/blog-publishing/excerpt";
import { blogPath } from "@/lib/blog/handle";
import { listPublicBlogPosts } from "@/lib/blog/public-blog-admin";
import { blogFor, formatDate, readingMinutes } from "./load-blog";

/** The blog's index: its posts, newest first, each with its featured image, date and summary. */
export default async function BlogIndex({ params }: { params: Promise<{ handle: string }> }) {
  const blog = await blogFor((await params).handle);
  const posts = await listPublicBlogPosts(blog.companyId);
  return (
    <>
      <section className="public-blog-hero">
        <h1>{blog.name}</h1>
        {blog.tagline ? <p>{blog.tagline}</p> : null}
      </section>
      {posts.length === 0 ? (
        <p className="public-blog-empty">No posts yet. Come back soon.</p>
      ) : (
        <ol className="public-blog-list" aria-label="Posts">
          {posts.map((post, i) => {
            const href = `${blogPath(blog.handle)}/${post.slug}`;
            return (
              <li key={post.id} className={i === 0 ? "public-blog-card is-lead" : "public-blog-card"}>
                {post.coverImageId ? (
                  <Link href={href} className="public-blog-card-image" tabIndex={-1} aria-hidden>
                    <img src={`${href}/cover`} alt="" loading={i === 0 ? "eager" : "lazy"} />
                  </Link>
                ) : null}
                <div className="public-blog-card-text">
                  <p className="public-blog-meta">
                    <time dateTime={post.publishedAt?.toISOString()}>{formatDate(post.publishedAt)}</time> ·{" "}
                    {readingMinutes(post.markdownBody)} min read
                  </p>
                  <h2>
                    <Link href={href}>{post.title}</Link>
                  </h2>
                  <p className="public-blog-excerpt">{postExcerpt(post)}</p>
                  {post.tags.length ? (
                    <ul className="public-blog-tags" aria-label="Tags">
                      {post.tags.map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
