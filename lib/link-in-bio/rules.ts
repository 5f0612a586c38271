// Rules of link-in-bio pages shared by the contracts, the services and the editor (browser-safe).

/** decisions.md "Values the reference leaves open". */
export const THEMES = ["default", "light", "dark", "minimal", "gradient"] as const;
export type Theme = (typeof THEMES)[number];

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * Slugs that would read as the app's own paths or as official pages. Compared after lower-casing;
 * the list is ours to grow (decisions.md names api, admin, l, login and "...").
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "api",
  "admin",
  "l",
  "login",
  "logout",
  "signin",
  "signout",
  "signup",
  "sign-in",
  "sign-up",
  "register",
  "onboarding",
  "auth",
  "oauth",
  "callback",
  "app",
  "apps",
  "dashboard",
  "settings",
  "account",
  "accounts",
  "billing",
  "pricing",
  "help",
  "support",
  "docs",
  "status",
  "about",
  "terms",
  "privacy",
  "legal",
  "security",
  "static",
  "assets",
  "media",
  "public",
  "www",
  "mail",
  "email",
  "root",
  "system",
  "null",
  "undefined",
  "new",
  "edit",
  "link-in-bio",
  "links",
  "reach",
  "official",
  "team",
  "inbox",
  "campaigns",
  "content",
  "analytics",
  "reports",
  "health",
  "favicon",
  "robots",
  "sitemap",
  "well-known",
  "_next",
]);

/** Why a slug cannot be used, or null when its form is fine (uniqueness is checked apart). */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return `must be ${SLUG_MIN} to ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(slug)) return "may contain only a-z, 0-9 and -";
  if (RESERVED_SLUGS.has(slug)) return "is reserved";
  return null;
}

export const LINK_URL_MAX = 2048;

/** C0 controls (line breaks, tabs, NUL), DEL and C1 controls: URL parsing would drop some silently, and a Location header cannot carry them. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Links may only send visitors to http(s) addresses: javascript:, data:, file: and the rest are
 * refused, and so are control characters anywhere in the address.
 */
export function linkUrlProblem(value: string): string | null {
  if (CONTROL_CHARACTERS.test(value)) return "must not contain control characters (line breaks, tabs)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a full http(s) URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must start with http:// or https://";
  if (!url.hostname) return "must name a host";
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.href.length > LINK_URL_MAX) return `must be at most ${LINK_URL_MAX} characters once encoded`;
  return null;
}

/**
 * A link as stored and redirected to: the WHATWG serialization, with the host in IDNA (punycode) and
 * the path, query and fragment percent-encoded, so an IRI such as https://例え.jp/日本 becomes plain
 * ASCII that a Location header can carry. For a value linkUrlProblem accepts.
 */
export function normalizedLinkUrl(value: string): string {
  return new URL(value).href;
}

/** A link is on the public page when enabled and inside its schedule window (either end may be open). */
export function isLinkLive(
  link: { enabled: boolean; startsAt: Date | string | null; endsAt: Date | string | null },
  now = Date.now(),
): boolean {
  if (!link.enabled) return false;
  if (link.startsAt && new Date(link.startsAt).getTime() > now) return false;
  if (link.endsAt && new Date(link.endsAt).getTime() <= now) return false;
  return true;
}

export const MAX_LINKS_PER_PAGE = 100;
export const publicPagePath = (slug: string) => `/l/${slug}`;
export const clickPath = (slug: string, linkId: string) => `/l/${slug}/click/${linkId}`;
