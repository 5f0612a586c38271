/**
 * Saved-reply placeholders, filled from the item being answered. Browser-safe: the reply box fills
 * them as it inserts a saved reply, and the API refuses templates naming any other.
 */
export const PLACEHOLDERS = ["authorName", "authorHandle", "platform", "companyName"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholders a template names that are not among PLACEHOLDERS. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = PLACEHOLDERS;
  return [...new Set([...template.matchAll(PATTERN)].map((m) => m[1]).filter((name) => !known.includes(name)))];
}

/** The template with each known placeholder replaced by its value (an empty string when not given). */
export function fillPlaceholders(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template.replace(PATTERN, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? "") : whole,
  );
}
