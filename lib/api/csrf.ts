import { env } from "@/lib/env";
import type { Contract } from "./contract";
import { ApiError } from "./errors";
import type { RequestHead } from "./incoming";

/**
 * Cross-site request forgery, for callers signed in by the browser's session cookie (a bearer
 * token is never sent by a browser on its own, so those callers are unaffected). An unsafe method
 * must come from this app's own origin and carry JSON (or a media type the route `consumes`, such
 * as multipart for uploads): another site can make a browser send a form or text/plain with the
 * cookie attached, but not JSON without a CORS preflight, which this API never grants.
 *
 * The Origin header decides; without it, Sec-Fetch-Site does. Browsers send one or both on every
 * cross-origin unsafe request, so a request with neither is no browser's (a script with a copied
 * cookie), which no other site can make a victim send.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSiteRefused = () =>
  new ApiError(403, "Cross-site request refused: send it from this app's own origin");
export const unsupportedMediaType = (accepted: string[]) =>
  new ApiError(415, "Unsupported media type", { message: `Send the body as ${accepted.join(" or ")}` });

/**
 * The hosts this app is served at: the Host header (a browser sets it; no page can), a proxy's
 * X-Forwarded-Host, the request URL's (Next builds it from its own hostname and port) and APP_URL's.
 * Hosts, not origins, as Next's own Server Actions compare them: a TLS proxy may not say the scheme.
 */
function ownHosts(req: RequestHead): string[] {
  const hosts = [new URL(req.url).host];
  for (const name of ["host", "x-forwarded-host"]) {
    const value = req.headers.get(name)?.split(",")[0]?.trim().toLowerCase();
    if (value) hosts.push(value);
  }
  if (URL.canParse(env.appUrl)) hosts.push(new URL(env.appUrl).host);
  return hosts;
}

function fromOwnOrigin(req: RequestHead): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null) return URL.canParse(origin) && ownHosts(req).includes(new URL(origin).host);
  const site = req.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}

const hasBody = (req: RequestHead) =>
  Number(req.headers.get("content-length") ?? 0) > 0 || req.headers.has("transfer-encoding");

/** Throws 403 for a cookie-authenticated unsafe request from another origin, 415 for a body that is not JSON (or the route's `consumes`). */
export function assertSameOriginWrite(req: RequestHead, c: Contract): void {
  if (SAFE_METHODS.has(req.method)) return;
  if (!fromOwnOrigin(req)) throw crossSiteRefused();
  const type = req.headers.get("content-type");
  if (type === null && !hasBody(req)) return;
  const accepted = ["application/json", ...Object.keys(c.consumes ?? {})];
  const mediaType = (type ?? "").split(";")[0].trim().toLowerCase();
  if (!accepted.includes(mediaType)) throw unsupportedMediaType(accepted);
}
