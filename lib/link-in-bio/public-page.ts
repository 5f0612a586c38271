import { gzipSync } from "node:zlib";
import { env } from "@/lib/env";
import { viewUrl } from "@/lib/media/view-url";
import type { PublicPageDTO } from "./contracts/public";
import type { EventTarget } from "./event-line";
import { recordClick, recordView, type EventSource } from "./event-recorder";
import { cachedPage, cachePage } from "./page-cache";
import { loadPublicPage, type PublicPageRecord } from "./public-page-admin";
import { renderNotFoundHtml, renderPageHtml } from "./render-page";
import { clickPath, isLinkLive, publicPagePath } from "./rules";

/** What the public answers read of a request: from a Fetch Request (route files) or Node's (lib/server) alike. */
export interface PublicRequest extends EventSource {
  method: string;
}

/** An answer of the public routes, written out as a Fetch Response or straight to Node's response. */
export interface PublicAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string | null;
  /** The body's bytes (and gzipped, when worth it, with Vary naming Accept-Encoding): encoded once per render, not per request. */
  bytes?: Buffer;
  gzipped?: Buffer;
}

/** Security headers of the HTML answers: no script at all runs on a public page. */
const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "cache-control": "no-cache",
  vary: "Accept",
};
const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-cache", vary: "Accept" };
const NOT_FOUND = JSON.stringify({ error: "Link-in-bio page not found" });

/** A page missing from the cache, loaded and cached; callers try cachedPage first, which needs no promise. */
async function loadedEntry(slug: string) {
  return cachePage(slug, await loadPublicPage(slug));
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
    colors: {
      background: record.backgroundColor,
      text: record.textColor,
      button: record.buttonColor,
      buttonText: record.buttonTextColor,
    },
    url: `${base}${publicPagePath(record.slug)}`,
    links: record.links
      .filter((l) => isLinkLive(l, now))
      .map((l) => ({ id: l.id, title: l.title, url: l.url, clickUrl: `${base}${clickPath(record.slug, l.id)}` })),
  };
}

/** Below this a gzipped body saves less than its cost. */
const GZIP_FROM_BYTES = 1024;
function answerOf(body: string, headers: Record<string, string>): PublicAnswer {
  const bytes = Buffer.from(body);
  if (bytes.length < GZIP_FROM_BYTES) return { status: 200, headers, body, bytes };
  return {
    status: 200,
    headers: { ...headers, vary: `${headers.vary}, Accept-Encoding` },
    body,
    bytes,
    gzipped: gzipSync(bytes),
  };
}

/** The page's HTML and JSON answers, made once per change (or schedule boundary) and kept with the cache entry. */
function rendered(entry: ReturnType<typeof cachePage>, record: PublicPageRecord, now: number) {
  if (entry.rendered && entry.rendered.until > now) return entry.rendered;
  const dto = publicDTO(record, now);
  const html = renderPageHtml(dto, {
    avatarSrc: dto.avatarUrl ? `${publicPagePath(record.slug)}/avatar` : null,
    ogImage: dto.avatarUrl,
  });
  entry.rendered = {
    until: nextBoundary(record, now),
    html: answerOf(html, HTML_HEADERS),
    json: answerOf(JSON.stringify(dto), JSON_HEADERS),
  };
  return entry.rendered;
}

/** True when the client asks for JSON over HTML (an API client, not a browser). */
export function prefersJson(req: EventSource): boolean {
  const accept = req.header("accept") ?? "";
  const json = accept.indexOf("application/json");
  if (json < 0) return false;
  const html = accept.indexOf("text/html");
  return html < 0 || json < html;
}

/** A browser fetching ahead of a possible visit (speculation rules, link prefetch, Next's router) is not a view. */
const isPrefetch = (req: EventSource) =>
  /prefetch|prerender/i.test(`${req.header("sec-purpose") ?? ""} ${req.header("purpose") ?? ""}`) ||
  req.header("next-router-prefetch") !== null;

const NOT_FOUND_JSON: PublicAnswer = { status: 404, headers: JSON_HEADERS, body: NOT_FOUND };
const notFoundAnswer = (asJson: boolean): PublicAnswer =>
  asJson ? NOT_FOUND_JSON : { status: 404, headers: HTML_HEADERS, body: renderNotFoundHtml() };

/** GET /l/:slug (and the public JSON route): the page, a view counted unless it is a HEAD. */
export async function publicPageAnswer(
  req: PublicRequest,
  slug: string,
  as: "negotiate" | "json",
): Promise<PublicAnswer> {
  const asJson = as === "json" || prefersJson(req);
  const entry = cachedPage(slug) ?? (await loadedEntry(slug));
  if (!entry.record) return notFoundAnswer(asJson);
  const answer = rendered(entry, entry.record, Date.now());
  if (req.method !== "HEAD" && !isPrefetch(req)) recordView(req, targetOf(entry.record));
  return asJson ? answer.json : answer.html;
}

/** Event targets made once per cached page and link, not per event (event-line.ts keeps each one's JSON with it). */
const targets = new WeakMap<object, EventTarget>();
function targetOf(record: PublicPageRecord): EventTarget;
function targetOf(record: PublicPageRecord, link: { id: string }): EventTarget & { linkId: string };
function targetOf(record: PublicPageRecord, link?: { id: string }): EventTarget {
  const key = link ?? record;
  let target = targets.get(key);
  if (!target) {
    target = { companyId: record.companyId, pageId: record.pageId, ...(link && { linkId: link.id }) };
    targets.set(key, target);
  }
  return target;
}

/** The redirect's headers, one object per link URL rather than one per click. */
const redirects = new Map<string, PublicAnswer>();
function redirectTo(url: string): PublicAnswer {
  let answer = redirects.get(url);
  if (!answer) {
    if (redirects.size >= 10_000) redirects.clear();
    answer = { status: 302, headers: { location: url, "cache-control": "no-store" }, body: null };
    redirects.set(url, answer);
  }
  return answer;
}

/**
 * A click: 302 to the URL stored for the link (nothing in the request can change where it goes),
 * answered once the click is durably journaled. A link that is not live on the page: 404.
 * Promises made with `then`, not async functions: one promise per click on a cached page.
 */
export function publicClickAnswer(req: PublicRequest, slug: string, linkId: string): Promise<PublicAnswer> {
  const entry = cachedPage(slug);
  return entry
    ? clickAnswer(req, entry.record, linkId)
    : loadedEntry(slug).then((loaded) => clickAnswer(req, loaded.record, linkId));
}

function clickAnswer(req: PublicRequest, record: PublicPageRecord | null, linkId: string): Promise<PublicAnswer> {
  const link = record?.links.find((l) => l.id === linkId);
  if (!record || !link || !isLinkLive(link))
    return Promise.resolve(notFoundAnswer(prefersJson(req) || req.method !== "GET"));
  return recordClick(req, targetOf(record, link)).then(() => redirectTo(link.url));
}

/** A Fetch Request as the public answers read it. */
const fromFetch = (req: Request): PublicRequest => ({ method: req.method, header: (name) => req.headers.get(name) });
const toResponse = (answer: PublicAnswer) =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

export const viewPublicPage = async (req: Request, slug: string, as: "negotiate" | "json") =>
  toResponse(await publicPageAnswer(fromFetch(req), slug, as));
export const followPublicLink = async (req: Request, slug: string, linkId: string) =>
  toResponse(await publicClickAnswer(fromFetch(req), slug, linkId));

/** The avatar: a freshly signed address of the media asset, or the page's outside https image. */
export async function publicAvatar(slug: string): Promise<Response> {
  const record = (cachedPage(slug) ?? (await loadedEntry(slug))).record;
  const target = record?.avatarAssetId
    ? viewUrl(env.appUrl, record.companyId, record.avatarAssetId, "original")
    : record?.avatarUrl;
  if (!target) return toResponse(NOT_FOUND_JSON);
  return new Response(null, { status: 302, headers: { location: target, "cache-control": "public, max-age=300" } });
}
