/**
 * What a request may carry into the database. PostgreSQL's text and jsonb refuse a NUL character
 * and a lone UTF-16 surrogate (22021, 22P05), so handle() refuses such strings where every
 * request is parsed, and no service can forget to; deeply nested JSON is refused there too, before
 * a recursive reader (zod, a JSON column) runs out of stack.
 */

/** Deeper than any body the API takes (a rich-text document nests a few levels per block). */
export const MAX_JSON_DEPTH = 64;

export const UNSTORABLE_TEXT = "must not contain NUL characters or unpaired UTF-16 surrogates";
export const TOO_DEEP = `must not be nested deeper than ${MAX_JSON_DEPTH} levels`;

export const isStorableText = (text: string) => !text.includes("\0") && text.isWellFormed();

export interface JsonProblem {
  /** Dotted path of the offending value, `root` for the value itself. */
  field: string;
  message: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first string (value or object key) PostgreSQL cannot store, or the first value nested deeper
 * than MAX_JSON_DEPTH, in a parsed JSON value, a query object or route params; null when all is well.
 */
export function jsonProblem(value: unknown, root: string, path = "", depth = 0): JsonProblem | null {
  if (typeof value === "string")
    return isStorableText(value) ? null : { field: path || root, message: UNSTORABLE_TEXT };
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return { field: path || root, message: TOO_DEEP };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = jsonProblem(value[i], root, join(path, i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return { field: join(path, storableText(key)), message: UNSTORABLE_TEXT };
    const at = join(path, key);
    const found = jsonProblem(item, root, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** `text` as PostgreSQL can store it: NUL and lone surrogates become U+FFFD. */
export const storableText = (text: string) =>
  isStorableText(text) ? text : text.replaceAll("\0", "\uFFFD").toWellFormed();
