import { markdownToText } from "./render-html";

const EXCERPT_LENGTH = 200;

/** The author's excerpt, else the body's first words cut at a word boundary. */
export function postExcerpt(post: { excerpt: string; markdownBody: string }): string {
  if (post.excerpt.trim()) return post.excerpt.trim();
  const text = markdownToText(post.markdownBody);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : EXCERPT_LENGTH)}…`;
}
