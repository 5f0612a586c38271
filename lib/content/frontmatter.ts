/**
 * Reads the YAML frontmatter at the top of a markdown document as generate-blog-post writes it
 * (`key: value` lines; strings and lists quoted as JSON, or plain): the fields, and the body after it.
 * A document without frontmatter is all body.
 */
export function readFrontmatter(markdown: string): { fields: Record<string, string | string[]>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(markdown);
  if (!match) return { fields: {}, body: markdown };
  const fields: Record<string, string | string[]> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair) fields[pair[1]] = yamlValue(pair[2].trim());
  }
  return { fields, body: markdown.slice(match[0].length).replace(/^\s*\n/, "") };
}

function yamlValue(raw: string): string | string[] {
  if (raw.startsWith("[") && raw.endsWith("]")) {
    try {
      const list: unknown = JSON.parse(raw);
      if (Array.isArray(list)) return list.map(String);
    } catch {
      // A plain YAML list: [a, b]
    }
    return raw
      .slice(1, -1)
      .split(",")
      .map((item) => unquote(item.trim()))
      .filter(Boolean);
  }
  return unquote(raw);
}

function unquote(raw: string): string {
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length > 1) {
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw.slice(1, -1);
    }
  }
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length > 1) return raw.slice(1, -1).replaceAll("''", "'");
  return raw;
}
