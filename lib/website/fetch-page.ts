import {
  guardedFetch,
  OutboundFailedError,
  OutboundRefusedError,
  OUTBOUND_DEFAULTS,
} from "@/lib/integrations/outbound";
import { ApiError } from "@/lib/api/errors";
import { readPage, type PageFacts } from "./read-page";

/** preflight-check's errorCodes (platform-api.md). */
export type PageErrorCode =
  "UNREACHABLE" | "LOGIN_PAGE" | "INSUFFICIENT_CONTENT" | "BLOCKED" | "INVALID_URL" | "TIMEOUT";

export type PageResult =
  | { ok: true; url: string; facts: PageFacts; contentLength: number; responseTime: number }
  | { ok: false; errorCode: PageErrorCode; message: string };

/** Pages with less visible text than this are not worth analysing. */
const MIN_TEXT = 200;

const MESSAGES: Record<PageErrorCode, string> = {
  UNREACHABLE: "The website could not be reached or did not answer with a page.",
  LOGIN_PAGE: "The address shows a login page; give the address of a public page.",
  INSUFFICIENT_CONTENT: "The page has too little text to analyse.",
  BLOCKED: "The address is not a public internet address.",
  INVALID_URL: "The URL must be a plain http(s) address.",
  TIMEOUT: "The website took longer than 5 seconds to answer.",
};

const failed = (errorCode: PageErrorCode): PageResult => ({ ok: false, errorCode, message: MESSAGES[errorCode] });

/**
 * Fetches a page a user named through the outbound guard (public addresses only, checked at
 * connect and on every redirect; 5 s; 2 MB) and reads it. Nothing of a failed answer is echoed.
 */
export async function fetchPage(url: string): Promise<PageResult> {
  const started = performance.now();
  try {
    const res = await guardedFetch(url, {
      followRedirects: true,
      headers: { accept: "text/html,application/xhtml+xml" },
      ...OUTBOUND_DEFAULTS,
    });
    const type = res.headers.get("content-type") ?? "text/html";
    if (res.status < 200 || res.status >= 300 || !/html|xml|text\/plain/i.test(type)) return failed("UNREACHABLE");
    const html = new TextDecoder().decode(res.body);
    const facts = readPage(html, res.url);
    if (facts.looksLikeLogin) return failed("LOGIN_PAGE");
    if (facts.textLength < MIN_TEXT) return failed("INSUFFICIENT_CONTENT");
    return {
      ok: true,
      url: res.url,
      facts,
      contentLength: res.body.length,
      responseTime: Math.round(performance.now() - started),
    };
  } catch (err) {
    if (err instanceof OutboundRefusedError) return failed(err.code);
    if (err instanceof OutboundFailedError) return failed(err.message === "timed out" ? "TIMEOUT" : "UNREACHABLE");
    throw err;
  }
}

/** A page that must be read for the route to go on: its failure as 400 {error: errorCode, message}. */
export async function requirePage(url: string) {
  const page = await fetchPage(url);
  if (!page.ok) throw new ApiError(400, page.errorCode, { message: page.message });
  return page;
}
