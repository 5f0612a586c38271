import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * A post's Markdown as HTML, rendered in one place for every destination and the hosted blog:
 * marked (GitHub-flavoured Markdown) then sanitize-html with an allow-list, so whatever the author
 * typed (raw tags, scripts, event handlers, javascript: or data: links) never becomes live markup.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["ul", "ol", "li", "strong", "em", "del", "a", "img", "figure", "figcaption"],
    ...["table", "thead", "tbody", "tr", "th", "td", "input"],
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    code: ["class"],
    th: ["align"],
    td: ["align"],
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Only GFM task-list checkboxes survive as inputs, always disabled.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener nofollow ugc" } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
};

/**
 * `origin` (the app's address) makes the media library's relative image and link addresses absolute,
 * so a destination on another site serves them by URL.
 */
export function markdownToHtml(source: string, origin?: string): string {
  const absolute = (value: string | undefined) =>
    origin && value?.startsWith("/") && !value.startsWith("//") ? new URL(value, origin).href : value;
  return sanitizeHtml(markdown.parse(source) as string, {
    ...SANITIZE,
    transformTags: {
      ...SANITIZE.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src ? { src: absolute(attribs.src)! } : {}) },
      }),
    },
  });
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The post's words without markup, for excerpts, feeds and meta descriptions. */
export function markdownToText(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
