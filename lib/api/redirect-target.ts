import { z } from "zod";

/**
 * Where the app may send a browser on a request's say-so (back from connecting a network or a team
 * chat, after signing in): a path of this app, or an address on its own origin. Anything else
 * would make the app an open redirect. Browser-safe: contracts use it.
 */

/** URL.parse, which Node 20 lacks. */
function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Control characters are dropped by URL parsing ("/\t/evil" reads as "//evil"); browsers read "\" as "/". */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The app's origin: APP_URL, else NEXTAUTH_URL, else the development address (as lib/env's
 * appUrl, which this browser-safe module cannot import); null when that is not a URL. In the
 * browser none is set: paths pass, and the server decides on full URLs.
 */
export function appOrigin(): string | null {
  const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;
  const origin = parsed(env.APP_URL ?? env.NEXTAUTH_URL ?? "http://localhost:3000")?.origin;
  return origin && origin !== "null" ? origin : null;
}

/** The target in normal form (a path with its query and fragment, or a full URL on `origin`), or null when the app must not go there. */
export function appRedirectTarget(value: string, origin = appOrigin()): string | null {
  if (CONTROL_OR_BACKSLASH.test(value)) return null;
  if (value.startsWith("/")) {
    // Dot segments can leave a path starting "//" ("/..//evil"), which reads as another host.
    const url = new URL(value, "http://app.invalid");
    if (value.startsWith("//") || url.pathname.startsWith("//")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const url = parsed(value);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.username || url.password) return null;
  return origin !== null && url.origin === origin ? url.href : null;
}

/** A redirect target in a request (redirectUri, returnTo, callbackUrl): 400 naming the field unless appRedirectTarget accepts it. */
export const redirectTarget = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .transform((value, ctx) => {
    const target = appRedirectTarget(value);
    if (target === null)
      ctx.addIssue({
        code: "custom",
        message: "must be a path of this app (/settings/...) or an address on its own origin",
      });
    return target ?? value;
  })
  .describe(
    "A path of this app (/settings/accounts), or a full URL on the app's own origin (APP_URL); other sites are refused",
  );

/**
 * A 302 back to the page an OAuth connect started from (or `fallback`), with what happened in its
 * query (`connected=…` or `error=…`). The stored target is checked again: an earlier request gave it.
 */
export function redirectBack(
  returnTo: string | null,
  fallback: string,
  requestUrl: string,
  outcome: Record<string, string>,
): Response {
  const target = new URL((returnTo && appRedirectTarget(returnTo)) ?? fallback, requestUrl);
  for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value);
  return new Response(null, { status: 302, headers: { Location: target.toString(), "Cache-Control": "no-store" } });
}
