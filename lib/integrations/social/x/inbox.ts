import type { HttpClient, HttpResponse, ProviderError } from "@/lib/integrations/http";
import type { AccountContext, InboxItem, InboxPage, InboxQuery } from "../types";

/**
 * The X inbox: mentions (GET /2/users/:id/mentions) and, when the token carries `dm.read`, direct
 * messages (GET /2/dm_events, MessageCreate events of one-to-one and group conversations, 30 days
 * back; 300 requests per 15 minutes per user). Both list newest first and page with
 * `pagination_token`; one inbox page merges them so that every item newer than the page's oldest
 * is on it or an earlier page (see mergeNewestFirst). A token without `dm.read` (accounts connected
 * before DMs were asked for) reads mentions only; a 403 from the DM endpoint (an app without DM
 * access) does the same instead of failing the mentions.
 */

export interface XUser {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number };
}

export interface XTweet {
  id: string;
  text: string;
  author_id?: string;
  created_at?: string;
  referenced_tweets?: { type: "replied_to" | "quoted" | "retweeted"; id: string }[];
  public_metrics?: {
    retweet_count?: number;
    reply_count?: number;
    like_count?: number;
    quote_count?: number;
    impression_count?: number;
  };
}

interface XDmEvent {
  id: string;
  event_type: "MessageCreate" | "ParticipantsJoin" | "ParticipantsLeave";
  text?: string;
  sender_id?: string;
  dm_conversation_id?: string;
  created_at?: string;
}

interface XList<T> {
  data?: T[];
  includes?: { users?: XUser[] };
  meta?: { next_token?: string; result_count?: number };
}

export const DM_READ_SCOPE = "dm.read";

/** Where each list stands: a token to continue from, undefined to start at the top, null when read to its end. */
interface StreamCursor {
  mentions: string | null | undefined;
  dms: string | null | undefined;
}

function encodeCursor(c: StreamCursor): string | null {
  if (c.mentions === null && c.dms === null) return null;
  return Buffer.from(JSON.stringify({ m: c.mentions, d: c.dms })).toString("base64url");
}

function decodeCursor(cursor: string | undefined, withDms: boolean): StreamCursor {
  if (!cursor) return { mentions: undefined, dms: withDms ? undefined : null };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { m?: unknown; d?: unknown };
    const token = (v: unknown) => (typeof v === "string" ? v : v === null ? null : undefined);
    return { mentions: token(parsed.m), dms: withDms ? token(parsed.d) : null };
  } catch {
    // A cursor stored before DMs were read is a bare mentions token.
    return { mentions: cursor, dms: null };
  }
}

export interface StreamPage {
  items: InboxItem[];
  /** The list has more after this page. */
  more: boolean;
  /** The time of the page's oldest entry, kept or not (our own DMs are left out of items but bound the page). */
  oldestAt: number | null;
}

/**
 * Merges pages of newest-first lists. Below the oldest item of a list that has more pages, that
 * list's next items are unknown, so the page stops there: items older than the highest such
 * oldest wait for a later page. A list whose page is wholly above that line moves on; the others
 * are read again from the same place next time (what they gave above the line repeats, and storing
 * is idempotent). At least one list moves on each time.
 */
export function mergeNewestFirst(pages: StreamPage[]): { items: InboxItem[]; advance: boolean[] } {
  const floors = pages.flatMap((p) => (p.more && p.oldestAt !== null ? [p.oldestAt] : []));
  const line = floors.length ? Math.max(...floors) : -Infinity;
  const items = pages
    .flatMap((p) => p.items)
    .filter((i) => i.createdAt.getTime() >= line)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const advance = pages.map((p) => p.oldestAt === null || p.oldestAt >= line);
  return { items, advance };
}

const oldestOf = (times: (string | undefined)[]) =>
  times.length ? Math.min(...times.map((t) => (t ? Date.parse(t) : Date.now()))) : null;

export function createXInbox(deps: {
  http: HttpClient;
  api: (path: string) => string;
  failure: (res: HttpResponse) => ProviderError;
}) {
  const { http, api, failure } = deps;
  const auth = (account: AccountContext) => ({ authorization: `Bearer ${account.tokens.accessToken}` });
  const authorOf = (id: string | undefined, users: Map<string, XUser>) => {
    const user = users.get(id ?? "");
    return {
      id: id ?? "",
      username: user?.username ?? "",
      displayName: user?.name ?? "",
      avatarUrl: user?.profile_image_url ?? null,
      followers: user?.public_metrics?.followers_count ?? null,
    };
  };

  function mentionItem(tweet: XTweet, users: Map<string, XUser>): InboxItem {
    const author = authorOf(tweet.author_id, users);
    const replied = tweet.referenced_tweets?.find((r) => r.type === "replied_to");
    const quoted = tweet.referenced_tweets?.find((r) => r.type === "quoted");
    return {
      id: tweet.id,
      kind: replied ? "reply" : quoted ? "quote" : "mention",
      text: tweet.text,
      createdAt: new Date(tweet.created_at ?? Date.now()),
      url: author.username ? `https://x.com/${author.username}/status/${tweet.id}` : null,
      author,
      subjectPostId: replied?.id ?? quoted?.id ?? null,
    };
  }

  function dmItem(event: XDmEvent, users: Map<string, XUser>): InboxItem {
    return {
      id: event.id,
      kind: "direct_message",
      text: event.text ?? "",
      createdAt: new Date(event.created_at ?? Date.now()),
      url: event.dm_conversation_id ? `https://x.com/messages/${event.dm_conversation_id}` : null,
      author: authorOf(event.sender_id, users),
      subjectPostId: null,
    };
  }

  type Read = StreamPage & { next: string | null };
  const read = (
    account: AccountContext,
    op: string,
    path: string,
    query: Record<string, string | number | undefined>,
  ) => http.request({ op, method: "GET", url: api(path), query, headers: auth(account) });

  async function mentions(account: AccountContext, token: string | undefined, limit: number): Promise<Read> {
    const res = await read(account, "inbox", `/2/users/${encodeURIComponent(account.profileId)}/mentions`, {
      max_results: Math.min(100, Math.max(5, limit)),
      pagination_token: token,
      "tweet.fields": "created_at,author_id,referenced_tweets",
      expansions: "author_id",
      "user.fields": "username,name,profile_image_url,public_metrics",
    });
    if (!res.ok) throw failure(res);
    const body = res.json<XList<XTweet>>() ?? {};
    const users = new Map((body.includes?.users ?? []).map((u) => [u.id, u]));
    const next = body.meta?.next_token ?? null;
    const tweets = body.data ?? [];
    return {
      items: tweets.map((t) => mentionItem(t, users)),
      more: next !== null,
      oldestAt: oldestOf(tweets.map((t) => t.created_at)),
      next,
    };
  }

  /** Null when the app or token may not read DMs. */
  async function directMessages(
    account: AccountContext,
    token: string | undefined,
    limit: number,
  ): Promise<Read | null> {
    const res = await read(account, "inbox-dms", "/2/dm_events", {
      max_results: Math.min(100, Math.max(1, limit)),
      pagination_token: token,
      event_types: "MessageCreate",
      "dm_event.fields": "id,text,event_type,created_at,sender_id,dm_conversation_id",
      expansions: "sender_id",
      "user.fields": "username,name,profile_image_url,public_metrics",
    });
    if (res.status === 403) return null;
    if (!res.ok) throw failure(res);
    const body = res.json<XList<XDmEvent>>() ?? {};
    const users = new Map((body.includes?.users ?? []).map((u) => [u.id, u]));
    const next = body.meta?.next_token ?? null;
    // The list holds what we sent too: those are our replies, not the inbox's.
    const events = body.data ?? [];
    const items = events
      .filter((e) => e.event_type === "MessageCreate" && e.sender_id !== account.profileId)
      .map((e) => dmItem(e, users));
    return { items, more: next !== null, oldestAt: oldestOf(events.map((e) => e.created_at)), next };
  }

  return {
    async fetchInbox(account: AccountContext, query: InboxQuery = {}): Promise<InboxPage> {
      const limit = query.limit ?? 50;
      const at = decodeCursor(query.cursor, account.tokens.scopes.includes(DM_READ_SCOPE));
      const [m, d] = await Promise.all([
        at.mentions === null ? null : mentions(account, at.mentions, limit),
        at.dms === null ? null : directMessages(account, at.dms, limit),
      ]);
      const none: Read = { items: [], more: false, oldestAt: null, next: null };
      const pages = [m ?? none, d ?? none];
      const { items, advance } = mergeNewestFirst(pages);
      const next: StreamCursor = {
        mentions: at.mentions === null ? null : advance[0] ? pages[0].next : at.mentions,
        dms: at.dms === null || d === null ? null : advance[1] ? pages[1].next : at.dms,
      };
      return { items, cursor: encodeCursor(next) };
    },

    /** A private answer: POST /2/dm_conversations/with/:participant_id/messages (needs `dm.write`). */
    async sendDirectMessage(account: AccountContext, participantId: string, text: string) {
      const res = await http.request({
        op: "reply-dm",
        method: "POST",
        url: api(`/2/dm_conversations/with/${encodeURIComponent(participantId)}/messages`),
        json: { text },
        headers: auth(account),
      });
      if (!res.ok) throw failure(res);
      const data = res.json<{ data: { dm_conversation_id: string; dm_event_id: string } }>()!.data;
      return {
        id: data.dm_event_id,
        url: `https://x.com/messages/${data.dm_conversation_id}`,
        threadIds: [data.dm_event_id],
      };
    },
  };
}
