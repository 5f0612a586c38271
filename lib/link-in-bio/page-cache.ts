import type { PublicAnswer } from "./public-page";
import type { PublicPageRecord } from "./public-page-admin";

/**
 * Public pages by slug, kept in memory so a view or a click costs no query. Every change of a
 * page or its links drops its entry here once committed; other instances of the app see a change
 * within TTL_MS. Kept on globalThis: Next may load this module more than once per process (route
 * bundles, instrumentation), and all of them must share one cache.
 */
export const PUBLIC_PAGE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  /** null: no such page (cached too, so a flood of unknown slugs costs no query each). */
  record: PublicPageRecord | null;
  expiresAt: number;
  /** Rendered answers, valid until `until` (the next schedule boundary of a link). */
  rendered?: { until: number; html: PublicAnswer; json: PublicAnswer };
}

const KEY = Symbol.for("reach.link-in-bio.page-cache");
const store = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, Entry>()) as Map<string, Entry>;

export function cachedPage(slug: string, now = Date.now()): Entry | undefined {
  const entry = store.get(slug);
  if (entry && entry.expiresAt > now) return entry;
  if (entry) store.delete(slug);
  return undefined;
}

export function cachePage(slug: string, record: PublicPageRecord | null, now = Date.now()): Entry {
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
  const entry: Entry = { record, expiresAt: now + PUBLIC_PAGE_TTL_MS };
  store.set(slug, entry);
  return entry;
}

export function invalidatePublicPage(...slugs: string[]): void {
  for (const slug of slugs) store.delete(slug);
}
