import { markdownToHtml } from "@/lib/blog-publishing/render-html";

/**
 * A post's body as the hosted blog shows it: rendered by marked and cleaned by sanitize-html's
 * allow-list (lib/blog-publishing/render-html), the one renderer behind the hosted blog, the other
 * destinations and the editor's preview, so the preview shows exactly what will be published.
 * `origin` makes the media library's relative addresses absolute.
 */
export function BlogBody({ markdown, origin }: { markdown: string; origin?: string }) {
  return <div className="public-blog-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown, origin) }} />;
}
