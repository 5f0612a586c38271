import type { CSSProperties } from "react";
import "@/app/blog/[handle]/blog.css";
import { BlogBody } from "./blog-body";

/**
 * The editor's preview: the post's title and body in the hosted blog's own markup, styles and the
 * company's colours and fonts (`themeStyle`, lib/blog/theme), as its public page will show them.
 */
export function BlogPostPreview({
  title,
  markdown,
  themeStyle,
}: {
  title: string;
  markdown: string;
  themeStyle?: CSSProperties;
}) {
  return (
    <div className="public-blog min-h-0 rounded-md px-4 pb-6" style={themeStyle} data-testid="blog-preview">
      <article className="public-blog-article !pt-4">
        {title.trim() ? <h1>{title}</h1> : null}
        <BlogBody markdown={markdown} />
      </article>
    </div>
  );
}
