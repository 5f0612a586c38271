import {
  classifyFailure,
  isProviderError,
  ProviderError,
  retryAfterSeconds,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from "@/lib/integrations/http";
import { joinUrl } from "../config";
import type { RecentPost } from "../types";

/**
 * Meta's Graph APIs (Facebook, Instagram through Facebook Login, Threads) answer errors as
 * `{error: {message, type, code, error_subcode, error_user_msg, is_transient, fbtrace_id}}`, often
 * with HTTP 400 whatever the cause, so the kind comes from the code (Graph API "Handling Errors").
 */
interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  is_transient?: boolean;
}

/** API Too Many Calls, User Too Many Calls, Page/App request limits, and the Business Use Case throttles. */
const THROTTLE_CODES = new Set([4, 17, 32, 613]);
const isThrottle = (code: number) => THROTTLE_CODES.has(code) || (code >= 80001 && code <= 80014);
/** Subcode 463: the access token expired (a refresh or a fresh token may help); others mean revoked or invalid. */
const EXPIRED_SUBCODE = 463;

/** Minutes until Meta lets the app call again, from X-Business-Use-Case-Usage or X-App-Usage. */
function throttleWaitSeconds(headers: Headers): number | null {
  const usage = headers.get("x-business-use-case-usage");
  if (!usage) return null;
  try {
    const buckets = Object.values(JSON.parse(usage) as Record<string, { estimated_time_to_regain_access?: number }[]>);
    const minutes = Math.max(0, ...buckets.flat().map((b) => b.estimated_time_to_regain_access ?? 0));
    return minutes > 0 ? minutes * 60 : null;
  } catch {
    return null;
  }
}

/** "This message is sent outside of allowed window" (Messenger: 24 hours after the person last wrote). */
const MESSAGING_WINDOW_SUBCODE = 2018278;

export function graphFailure(res: HttpResponse, network: string, label: string): ProviderError {
  const error = res.json<{ error?: GraphError }>()?.error ?? {};
  const message = error.error_user_msg ?? error.message ?? `${label} answered ${res.status}`;
  const code = error.code ?? 0;
  const codeText = error.code === undefined ? undefined : String(error.code);
  if (res.status === 429 || isThrottle(code)) {
    const wait = retryAfterSeconds(res.headers) ?? throttleWaitSeconds(res.headers) ?? 60;
    return new ProviderError("rate_limited", message, {
      network,
      status: res.status,
      code: codeText,
      retryAfterSeconds: wait,
    });
  }
  if (code === 190 || code === 102) {
    return classifyFailure(res, network, {
      message,
      code: codeText,
      kind: "needs_reconnect",
      tokenExpired: error.error_subcode === EXPIRED_SUBCODE,
    });
  }
  // A Messenger answer after the 24-hour window shares the permission code: it is this message refused.
  if (code === 10 && error.error_subcode === MESSAGING_WINDOW_SUBCODE)
    return classifyFailure(res, network, { message, code: codeText, kind: "bad_request" });
  // Permission missing or removed: only connecting again (granting it) helps.
  if (code === 10 || (code >= 200 && code < 300))
    return classifyFailure(res, network, { message, code: codeText, kind: "needs_reconnect" });
  return classifyFailure(res, network, { message, code: codeText });
}

export type GraphRequest = Omit<HttpRequest, "url" | "headers"> & { path: string; token: string };

/** One Graph call with the token as a bearer header; a failure is classified, a success returned. */
export function graphClient(http: HttpClient, apiUrl: string, network: string, label: string) {
  return async function graph<T>(req: GraphRequest): Promise<T> {
    const { path, token, ...rest } = req;
    const res = await http.request({
      ...rest,
      url: joinUrl(apiUrl, path),
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw graphFailure(res, network, label);
    return (res.json<T>() ?? {}) as T;
  };
}

export type Graph = ReturnType<typeof graphClient>;

/** Graph lists: `{data, paging: {cursors: {after}, next}}`; the cursor only while there is a next page. */
export interface GraphList<T> {
  data?: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

export const nextCursor = (list: GraphList<unknown>) =>
  list.paging?.next ? (list.paging.cursors?.after ?? null) : null;

/** Insights answers: `{data: [{name, values: [{value}]}]}` or, for totals, `{name, total_value: {value}}`. */
export function insightValue(
  insights: { data?: { name: string; values?: { value?: unknown }[]; total_value?: { value?: unknown } }[] },
  name: string,
): number | null {
  const metric = insights.data?.find((m) => m.name === name);
  const value = metric?.total_value?.value ?? metric?.values?.at(-1)?.value;
  return typeof value === "number" ? value : null;
}

/** Facebook, Instagram and Threads refuse a call without a configured Meta app. */
export function notConfigured(network: string, label: string, service: string): ProviderError {
  return new ProviderError(
    "bad_request",
    `${label} is not configured: set ${service}_CLIENT_ID and ${service}_CLIENT_SECRET.`,
    { network, code: "NOT_CONFIGURED" },
  );
}

/** Deletes a post; one already gone (code 100: the object does not exist) counts as deleted. */
export async function deleteGraphObject(graph: Graph, id: string, token: string): Promise<void> {
  await graph({ op: "delete", method: "DELETE", path: `/${id}`, token }).catch((err) => {
    if (!(isProviderError(err, "bad_request") && err.code === "100")) throw err;
  });
}

/** The account's own posts since a time, from the Graph edge that lists them newest first (reconciliation). */
export async function recentFromEdge<T>(
  graph: Graph,
  edge: { path: string; fields: string; token: string; since: Date; limit: number },
  toPost: (item: T) => RecentPost,
): Promise<RecentPost[]> {
  const list = await graph<GraphList<T>>({
    op: "recent-posts",
    method: "GET",
    path: edge.path,
    query: { fields: edge.fields, since: Math.floor(edge.since.getTime() / 1000), limit: Math.min(100, edge.limit) },
    token: edge.token,
  });
  return (list.data ?? []).map(toPost);
}

/**
 * Installs the app on a page so Meta sends its webhooks (Webhooks for Pages, "Install your app"):
 * `POST /{page-id}/subscribed_apps` with the page's token and the page fields wanted. Only fields the
 * app also subscribes to in its dashboard arrive. Posting again sets the same fields: harmless.
 */
export async function subscribePage(graph: Graph, pageId: string, token: string, fields: string[]): Promise<void> {
  await graph({
    op: "subscribe-webhooks",
    method: "POST",
    path: `/${pageId}/subscribed_apps`,
    query: { subscribed_fields: fields.join(",") },
    token,
    idempotent: true,
  });
}
