import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { blogPath, blogUrl } from "@/lib/blog/handle";
import { blogTheme } from "@/lib/blog/theme";
import { env } from "@/lib/env";
import { blogFor } from "./load-blog";
import "./blog.css";

export const dynamic = "force-dynamic";

type Params = Promise<{ handle: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const blog = await blogFor((await params).handle);
  return {
    metadataBase: new URL(env.appUrl),
    title: { absolute: blog.name, template: `%s · ${blog.name}` },
    description: blog.tagline ?? `The blog of ${blog.name}`,
    alternates: {
      canonical: blogUrl(blog.handle),
      types: {
        "application/rss+xml": `${blogPath(blog.handle)}/feed.xml`,
        "application/atom+xml": `${blogPath(blog.handle)}/atom.xml`,
      },
    },
    openGraph: { siteName: blog.name, type: "website", url: blogUrl(blog.handle) },
  };
}

/** The hosted blog's frame in the company's colours and fonts: its name, tagline, feed and footer. */
export default async function BlogLayout({ children, params }: { children: ReactNode; params: Params }) {
  const blog = await blogFor((await params).handle);
  const theme = blogTheme(blog.colors, blog.typography);
  return (
    <div className="public-blog" style={theme.style}>
      <header className="public-blog-header">
        <div className="public-blog-bar">
          <Link href={blogPath(blog.handle)} className="public-blog-name">
            {blog.name}
          </Link>
          <nav aria-label="Blog" className="public-blog-nav">
            {blog.websiteUrl ? <a href={blog.websiteUrl}>Website</a> : null}
            <a href={`${blogPath(blog.handle)}/feed.xml`}>RSS</a>
          </nav>
        </div>
      </header>
      <main className="public-blog-main">{children}</main>
      <footer className="public-blog-footer">
        <p>
          © {new Date().getUTCFullYear()} {blog.name} · <a href={`${blogPath(blog.handle)}/feed.xml`}>RSS</a> ·{" "}
          <a href={`${blogPath(blog.handle)}/atom.xml`}>Atom</a>
        </p>
      </footer>
    </div>
  );
}
