/**
 * A small Markdown reader for blog previews: headings, paragraphs, bold, italic, inline code, links,
 * lists, block quotes, fenced code and rules. It produces a tree, never HTML, so whatever the author
 * typed (tags included) is rendered as text by whoever draws the tree. Browser-safe: no imports.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; text: string; language: string | null }
  | { type: "rule" };

/** Links only to the web, mail, or this site: `javascript:` and `data:` URLs become plain text. */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^[/#?]/.test(href) && !href.startsWith("//")) return href;
  return null;
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!>]/;

const INLINE_RULES: Array<{ pattern: RegExp; build: (m: RegExpExecArray) => Inline[] }> = [
  { pattern: /^`([^`\n]+)`/, build: (m) => [{ type: "code", text: m[1] }] },
  { pattern: /^\*\*(?=\S)([\s\S]*?\S)\*\*/, build: (m) => [{ type: "strong", children: parseInline(m[1]) }] },
  {
    pattern: /^__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}])/u,
    build: (m) => [{ type: "strong", children: parseInline(m[1]) }],
  },
  { pattern: /^\*(?=[^\s*])([\s\S]*?[^\s*])\*/, build: (m) => [{ type: "em", children: parseInline(m[1]) }] },
  { pattern: /^_(?=\S)([\s\S]*?\S)_(?![\p{L}\p{N}])/u, build: (m) => [{ type: "em", children: parseInline(m[1]) }] },
  {
    pattern: /^\[([^\]\n]+)\]\(\s*([^)\s]+)\s*\)/,
    build: (m) => {
      const href = safeHref(m[2]);
      const children = parseInline(m[1]);
      return href ? [{ type: "link", href, children }] : children;
    },
  },
];

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) out.push({ type: "text", text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "\\" && i + 1 < source.length && ESCAPABLE.test(source[i + 1])) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    // "_" only opens emphasis at a word start, so snake_case_names stay as typed.
    const wordChar = i > 0 && /[\p{L}\p{N}]/u.test(source[i - 1]);
    const rule = ch === "_" && wordChar ? undefined : INLINE_RULES.find((r) => r.pattern.test(source.slice(i)));
    if (rule) {
      const match = rule.pattern.exec(source.slice(i))!;
      flush();
      out.push(...rule.build(match));
      i += match[0].length;
      continue;
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)\s*([\w+-]*)\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    QUOTE.test(line)
  );
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i += 1;
      blocks.push({ type: "code", text: body.join("\n"), language: fence[2] || null });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1].length as 1, children: parseInline(heading[2]) });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) inner.push(QUOTE.exec(lines[i++])![1]);
      blocks.push({ type: "quote", children: parseMarkdown(inner.join("\n")) });
      continue;
    }

    const ordered = NUMBERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const itemPattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const item = itemPattern.exec(lines[i]);
        if (item) items.push(item[ordered ? 2 : 1]);
        else if (lines[i].trim() && /^\s/.test(lines[i]) && items.length)
          items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
        i += 1;
      }
      blocks.push({
        type: "list",
        ordered: Boolean(ordered),
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map(parseInline),
      });
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && (paragraph.length === 0 || !startsBlock(lines[i])))
      paragraph.push(lines[i++].trim());
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
  }
  return blocks;
}
