/** Blog post slugs: lower-case letters, digits and single hyphens, no hyphen at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** "Ünïcode & Friends: 2025!" → "unicode-friends-2025"; a title with no usable letters gives "post". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/^-+|-+$/g, "");
  return slug || "post";
}

/** The base itself when free, else base-2, base-3, … (the first number not taken). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
