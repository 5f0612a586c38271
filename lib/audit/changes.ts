import { storableText } from "@/lib/api/storable";

/**
 * What an audit row keeps of a request body: the fields sent, secrets masked, long values cut short,
 * every string storable in its JSON column (a cut can split a surrogate pair; callers other than
 * handle() pass values no request parsing checked).
 */

/** Names of fields whose values are secrets (keys, passwords, tokens, and webhook URLs, which are bearer secrets). */
const SECRET_FIELD =
  /secret|password|passphrase|token|api_?key|private_?key|credential|authorization|cookie|webhook_?url/i;
export const MASKED = "••••••";
const MAX_STRING = 120;
const MAX_ITEMS = 20;
const MAX_DEPTH = 3;
const MAX_JSON = 4000;

function summarize(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "boolean" || typeof value === "number") return value;
  if (typeof value === "string")
    return storableText(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return "…";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => summarize(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === "object") return maskedFields(value as Record<string, unknown>, depth + 1);
  return String(value);
}

function maskedFields(body: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    out[storableText(key)] =
      SECRET_FIELD.test(key) && value !== null && value !== "" ? MASKED : summarize(value, depth);
  }
  return out;
}

/**
 * The changed fields of a write (its parsed body), or null when it sent none. Secret fields never
 * keep their value, masked or not; a body too large to keep whole keeps only its field names.
 */
export function auditedChanges(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const changes = maskedFields(body as Record<string, unknown>, 0);
  if (Object.keys(changes).length === 0) return null;
  if (JSON.stringify(changes).length <= MAX_JSON) return changes;
  return Object.fromEntries(Object.keys(changes).map((key) => [key, "…"]));
}
