import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogBody } from "@/components/blog/blog-body";
import { BlogPostPreview } from "@/components/blog/blog-post-preview";
import { markdownToHtml } from "@/lib/blog-publishing/render-html";

// GitHub-flavoured Markdown the editor's old renderer did not know (tables, strikethrough, task
// lists, autolinks) and raw HTML the hosted blog's allow-list drops.
const SOURCE = [
  "## Menu",
  "",
  "| Drink | Price |",
  "| ----- | ----: |",
  "| Latte | 3.50 |",
  "",
  "~~Decaf~~ is back, see https://example.com/menu.",
  "",
  "- [x] Beans roasted",
  "- [ ] Milk ordered",
  "",
  '<script>alert(1)</script><img src="/api/media/x/view" onerror="alert(2)">',
].join("\n");

describe("the blog editor's preview", () => {
  it("renders the body with the hosted blog's renderer, in its markup", () => {
    const published = markdownToHtml(SOURCE);
    const preview = renderToStaticMarkup(createElement(BlogPostPreview, { title: "Spring menu", markdown: SOURCE }));
    expect(preview).toContain(`<div class="public-blog-body">${published}</div>`);
    expect(preview).toContain("<h1>Spring menu</h1>");
    expect(preview).toMatch(/<table>[\s\S]*<td align="right">3.50<\/td>/);
    expect(preview).toContain("<del>Decaf</del>");
    expect(preview).toContain('<li><input checked disabled type="checkbox" /> Beans roasted</li>');
    expect(preview).toContain('<a href="https://example.com/menu" rel="noopener nofollow ugc">');
    expect(preview).not.toMatch(/<script|onerror/);
  });

  it("is the same body the hosted page draws, but for the site's address on media links", () => {
    const hosted = renderToStaticMarkup(createElement(BlogBody, { markdown: SOURCE, origin: "https://app.example" }));
    const preview = renderToStaticMarkup(createElement(BlogBody, { markdown: SOURCE }));
    expect(hosted.replace("https://app.example/api/media", "/api/media")).toBe(preview);
  });
});
