import { env } from "@/lib/env";
import { viewUrl } from "@/lib/media/view-url";
import type { PublicPageDTO } from "./contracts/public";
import { recordClick, recordView } from "./event-recorder";
import { cachedPage, cachePage } from "./page-cache";
import { loadPublicPage, type PublicPageRecord } from "./public-page-admin";
import { renderNotFoundHtml, renderPageHtml } from "./render-page";
import { clickPath, isLinkLive, publicPagePath } from "./rules";

/** Security headers of the HTML answers: no script at all runs on a public page. */
const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "cache-control": "no-cache",
  vary: "Accept",
};
const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-cache", vary: "Accept" };
const NOT_FOUND = JSON.stringify({ error: "Link-in-bio page not found" });

async function pageEntry(slug: string) {
  return cachedPage(slug) ?? cachePage(slug, await loadPublicPage(slug));
}

/** The next instant a link appears or disappears: rendered answers are good until then. */
function nextBoundary(record: PublicPageRecord, now: number): number {
  let next = Infinity;
  for (const l of record.links) {
    for (const at of [l.startsAt, l.endsAt]) if (at && at.getTime() > now) next = Math.min(next, at.getTime());
  }
  return next;
}

export function publicDTO(record: PublicPageRecord, now = Date.now()): PublicPageDTO {
  const base = env.appUrl;
  const hasAvatar = Boolean(record.avatarAssetId || record.avatarUrl);
  return {
    slug: record.slug,
    title: record.title,
    theme: record.theme,
    bio: record.bio,
    avatarUrl: hasAvatar ? `${base}${publicPagePath(record.slug)}/avatar` : null,
    colors: { background: record.backgroundColor, text: record.textColor, button: record.buttonColor, buttonText: record.buttonTextColor },
    url: `${base}${publicPagePath(record.slug)}`,
    links: record.links.filter((l) => isLinkLive(l, now)).map((l) => ({ id: l.id, title: l.title, url: l.url, clickUrl: `${base}${clickPath(record.slug, l.id)}` })),
  };
}

/** The page's HTML and JSON, rendered once per change (or schedule boundary) and kept with the cache entry. */
function rendered(entry: NonNullable<Awaited<ReturnType<typeof pageEntry>>>, record: PublicPageRecord, now: number) {
  if (entry.rendered && entry.rendered.until > now) return entry.rendered;
  const dto = publicDTO(record, now);
  const html = renderPageHtml(dto, { avatarSrc: dto.avatarUrl ? `${publicPagePath(record.slug)}/avatar` : null, ogImage: dto.avatarUrl });
  entry.rendered = { until: nextBoundary(record, now), html, json: JSON.stringify(dto) };
  return entry.rendered;
}

/** True when the client asks for JSON over HTML (an API client, not a browser). */
export function prefersJson(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  const json = accept.indexOf("application/json");
  if (json < 0) return false;
  const html = accept.indexOf("text/html");
  return html < 0 || json < html;
}

/** A browser fetching ahead of a possible visit (speculation rules, link prefetch, Next's router) is not a view. */
const isPrefetch = (req: Request) =>
  /prefetch|prerender/i.test(`${req.headers.get("sec-purpose") ?? ""} ${req.headers.get("purpose") ?? ""}`) || req.headers.has("next-router-prefetch");

const notFoundAnswer = (asJson: boolean) =>
  asJson ? new Response(NOT_FOUND, { status: 404, headers: JSON_HEADERS }) : new Response(renderNotFoundHtml(), { status: 404, headers: HTML_HEADERS });

/** GET /l/:slug (and the public JSON route): the page, a view counted unless it is a HEAD. */
export async function viewPublicPage(req: Request, slug: string, as: "negotiate" | "json"): Promise<Response> {
  const asJson = as === "json" || prefersJson(req);
  const entry = await pageEntry(slug);
  if (!entry.record) return notFoundAnswer(asJson);
  const now = Date.now();
  const answer = rendered(entry, entry.record, now);
  if (req.method !== "HEAD" && !isPrefetch(req)) recordView(req, { companyId: entry.record.companyId, pageId: entry.record.pageId });
  return asJson ? new Response(answer.json, { headers: JSON_HEADERS }) : new Response(answer.html, { headers: HTML_HEADERS });
}

/**
 * A click: 302 to the URL stored for the link (nothing in the request can change where it goes),
 * answered once the click is durably journaled. A link that is not live on the page: 404.
 */
export async function followPublicLink(req: Request, slug: string, linkId: string): Promise<Response> {
  const entry = await pageEntry(slug);
  const record = entry.record;
  const link = record?.links.find((l) => l.id === linkId);
  if (!record || !link || !isLinkLive(link)) return notFoundAnswer(prefersJson(req) || req.method !== "GET");
  await recordClick(req, { companyId: record.companyId, pageId: record.pageId, linkId: link.id });
  return new Response(null, { status: 302, headers: { location: link.url, "cache-control": "no-store" } });
}

/** The avatar: a freshly signed address of the media asset, or the page's outside https image. */
export async function publicAvatar(slug: string): Promise<Response> {
  const record = (await pageEntry(slug)).record;
  const target = record?.avatarAssetId
    ? viewUrl(env.appUrl, record.companyId, record.avatarAssetId, "original")
    : record?.avatarUrl;
  if (!target) return notFoundAnswer(true);
  return new Response(null, { status: 302, headers: { location: target, "cache-control": "public, max-age=300" } });
}
