import { z } from "zod";

/**
 * Where the app may send a browser on a request's say-so (back from connecting a network or a team
 * chat, after signing in): a path of this app, or an address on its own origin. Anything else
 * would make the app an open redirect. Browser-safe: contracts use it.
 */

/** Control characters are dropped by URL parsing ("/\t/evil" reads as "//evil"); browsers read "\" as "/". */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The app's origin: APP_URL, else NEXTAUTH_URL, else the development address (as lib/env's
 * appUrl, which this browser-safe module cannot import). In the browser none is set: paths pass.
 */
export function appOrigin(): string {
  const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;
  return new URL(env.APP_URL ?? env.NEXTAUTH_URL ?? "http://localhost:3000").origin;
}

/** The target in normal form (a path with its query and fragment, or a full URL on `origin`), or null when the app must not go there. */
export function appRedirectTarget(value: string, origin = appOrigin()): string | null {
  if (CONTROL_OR_BACKSLASH.test(value)) return null;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url.origin === origin ? url.href : null;
}

/** A redirect target in a request (redirectUri, returnTo, callbackUrl): 400 naming the field unless appRedirectTarget accepts it. */
export const redirectTarget = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .transform((value, ctx) => {
    const target = appRedirectTarget(value);
    if (target === null) ctx.addIssue({ code: "custom", message: "must be a path of this app (/settings/...) or an address on its own origin" });
    return target ?? value;
  })
  .describe("A path of this app (/settings/accounts), or a full URL on the app's own origin (APP_URL); other sites are refused");
