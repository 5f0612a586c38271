import { parseMarkdown, type Block, type Inline } from "@/lib/content/markdown";

/**
 * A post's Markdown as the HTML sent to destinations, built from lib/content/markdown's tree: every
 * text is escaped and links are only those safeHref allows, so nothing the author typed becomes
 * markup (no tags, no scripts, no event handlers).
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function inline(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
          return escapeHtml(node.text).replace(/\n/g, "<br>\n");
        case "strong":
          return `<strong>${inline(node.children)}</strong>`;
        case "em":
          return `<em>${inline(node.children)}</em>`;
        case "code":
          return `<code>${escapeHtml(node.text)}</code>`;
        case "link":
          return `<a href="${escapeHtml(node.href)}">${inline(node.children)}</a>`;
      }
    })
    .join("");
}

function block(node: Block): string {
  switch (node.type) {
    case "heading":
      return `<h${node.level}>${inline(node.children)}</h${node.level}>`;
    case "paragraph":
      return `<p>${inline(node.children)}</p>`;
    case "list": {
      const items = node.items.map((item) => `<li>${inline(item)}</li>`).join("");
      return node.ordered
        ? `<ol${node.start === 1 ? "" : ` start="${node.start}"`}>${items}</ol>`
        : `<ul>${items}</ul>`;
    }
    case "quote":
      return `<blockquote>${node.children.map(block).join("\n")}</blockquote>`;
    case "code": {
      const language = node.language ? ` class="language-${escapeHtml(node.language)}"` : "";
      return `<pre><code${language}>${escapeHtml(node.text)}</code></pre>`;
    }
    case "rule":
      return "<hr>";
  }
}

export function markdownToHtml(markdown: string): string {
  return parseMarkdown(markdown).map(block).join("\n");
}
