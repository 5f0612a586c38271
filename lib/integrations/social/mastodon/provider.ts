import { env } from "@/lib/env";
import { classifyFailure, createHttpClient, ProviderError, type HttpResponse } from "@/lib/integrations/http";
import { guardedTransport, OutboundRefusedError } from "@/lib/integrations/outbound";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { authorizationUrl, createPkcePair, exchangeCode, type OAuthClientConfig } from "../oauth";
import { countText } from "../platform-limits";
import { publishThread } from "../thread";
import type { PlatformLimits } from "../limits";
import type { AccountContext, AccountProfile, InboxItem, MediaInput, RegisteredApp, SocialProvider } from "../types";
import { limitsFromInstance, MASTODON_DEFAULT_LIMITS, type InstanceConfiguration } from "./limits";
import { htmlToText, mastodonLength } from "./text";

export const MASTODON_SCOPES = [
  "read:accounts",
  "read:statuses",
  "read:notifications",
  "write:statuses",
  "write:media",
];

interface MastodonAccount {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  avatar?: string;
  url?: string;
  followers_count?: number;
  following_count?: number;
  statuses_count?: number;
}

interface MastodonStatus {
  id: string;
  url: string | null;
  uri: string;
  content: string;
  created_at: string;
  visibility: string;
  in_reply_to_id: string | null;
  account: MastodonAccount;
  replies_count?: number;
  reblogs_count?: number;
  favourites_count?: number;
  quotes_count?: number;
}

function failure(res: HttpResponse) {
  const body = res.json<{ error?: string; error_description?: string }>() ?? {};
  return classifyFailure(res, "mastodon", {
    message: body.error_description ?? body.error ?? `Mastodon answered ${res.status}`,
  });
}

/** The instance as an origin: "mastodon.social" and "https://mastodon.social/@me" both become https://mastodon.social. */
export function normalizeInstanceUrl(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ProviderError("bad_request", "That is not a Mastodon instance address.", {
      network: "mastodon",
      code: "INVALID_URL",
    });
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new ProviderError("bad_request", "A Mastodon instance address starts with https://.", {
      network: "mastodon",
      code: "INVALID_URL",
    });
  return url.origin;
}

const LIMITS_TTL_MS = 60 * 60_000;
const MEDIA_POLLS = 20;

/**
 * Mastodon on any instance. Every instance URL comes from a user, so every call goes through the
 * outbound guard. The OAuth app is registered once per instance and redirect URI and handed back
 * for the caller to keep. Statuses carry an Idempotency-Key, so a publish may be repeated safely.
 */
export function createMastodonProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("mastodon", overrides);
  const http = createHttpClient({
    network: "mastodon",
    timeoutMs: 5_000,
    ...config.http,
    transport: guardedTransport({ allowHosts: config.allowHosts }),
  });
  // Each instance's limits, read from its /api/v2/instance and kept for an hour.
  const limitsCache = new Map<string, { limits: PlatformLimits; at: number }>();

  const instanceOf = (account: AccountContext) => normalizeInstanceUrl(account.instanceUrl ?? "");
  const auth = (account: AccountContext) => ({ authorization: `Bearer ${account.tokens.accessToken}` });

  /** A refused address is the user's input problem, said plainly. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof OutboundRefusedError) {
        throw new ProviderError(
          "bad_request",
          err.code === "BLOCKED"
            ? "That Mastodon instance address is not reachable from the internet."
            : "That is not a Mastodon instance address.",
          { network: "mastodon", code: err.code },
        );
      }
      throw err;
    }
  }

  const oauth = (instance: string, app: RegisteredApp): OAuthClientConfig => ({
    authUrl: joinUrl(instance, "/oauth/authorize"),
    tokenUrl: joinUrl(instance, "/oauth/token"),
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    scopes: app.scopes,
    pkce: true,
    clientAuth: "body",
  });

  async function registerApp(instance: string, redirectUri: string): Promise<RegisteredApp> {
    const res = await http.request({
      op: "register-app",
      method: "POST",
      url: joinUrl(instance, "/api/v1/apps"),
      json: {
        client_name: "Reach",
        redirect_uris: redirectUri,
        scopes: MASTODON_SCOPES.join(" "),
        website: env.appUrl,
      },
    });
    if (!res.ok) throw failure(res);
    const app = res.json<{ client_id: string; client_secret: string }>()!;
    return { clientId: app.client_id, clientSecret: app.client_secret, redirectUri, scopes: MASTODON_SCOPES };
  }

  async function verifyCredentials(instance: string, accessToken: string): Promise<MastodonAccount> {
    const res = await http.request({
      op: "profile",
      method: "GET",
      url: joinUrl(instance, "/api/v1/accounts/verify_credentials"),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw failure(res);
    return res.json<MastodonAccount>()!;
  }

  const toProfile = (instance: string, a: MastodonAccount): AccountProfile => ({
    id: a.id,
    username: `${a.username}@${new URL(instance).host}`,
    displayName: a.display_name || a.username,
    avatarUrl: a.avatar ?? null,
    profileUrl: a.url ?? null,
  });

  async function uploadImage(account: AccountContext, media: MediaInput): Promise<string> {
    const form = new FormData();
    form.set("file", new Blob([media.data as Uint8Array<ArrayBuffer>], { type: media.mimeType }), "image");
    if (media.altText) form.set("description", media.altText);
    const instance = instanceOf(account);
    const res = await http.request({
      op: "upload-media",
      method: "POST",
      url: joinUrl(instance, "/api/v2/media"),
      multipart: form,
      headers: auth(account),
      idempotent: true,
      timeoutMs: 30_000,
    });
    if (!res.ok) throw failure(res);
    const attachment = res.json<{ id: string; url: string | null }>()!;
    // 202: the server is still processing; a status may only attach it once it has a URL.
    for (let poll = 0; res.status === 202 && poll < MEDIA_POLLS; poll++) {
      await new Promise((r) => setTimeout(r, 250 * (poll + 1)));
      const check = await http.request({
        op: "media-status",
        method: "GET",
        url: joinUrl(instance, `/api/v1/media/${attachment.id}`),
        headers: auth(account),
      });
      if (check.status === 200) return attachment.id;
      if (check.status !== 206) throw failure(check);
    }
    if (res.status === 202)
      throw new ProviderError("transient", "Mastodon is still processing the image.", { network: "mastodon" });
    return attachment.id;
  }

  async function postStatus(
    account: AccountContext,
    text: string,
    media: MediaInput[] | undefined,
    inReplyTo: string | null,
    idempotencyKey: string,
    visibility: "public" | "direct" = "public",
  ) {
    const mediaIds = [];
    for (const item of media ?? []) mediaIds.push(await uploadImage(account, item));
    const res = await http.request({
      op: "publish",
      method: "POST",
      url: joinUrl(instanceOf(account), "/api/v1/statuses"),
      json: {
        status: text,
        visibility,
        ...(mediaIds.length ? { media_ids: mediaIds } : {}),
        ...(inReplyTo ? { in_reply_to_id: inReplyTo } : {}),
      },
      headers: { ...auth(account), "idempotency-key": idempotencyKey },
      idempotent: true,
    });
    if (!res.ok) throw failure(res);
    const status = res.json<MastodonStatus>()!;
    return { id: status.id, url: status.url ?? status.uri };
  }

  const toInboxItem = (n: {
    id: string;
    type: string;
    created_at: string;
    account: MastodonAccount;
    status?: MastodonStatus;
  }): InboxItem => ({
    id: n.status?.id ?? n.id,
    kind: n.status?.visibility === "direct" ? "direct_message" : n.status?.in_reply_to_id ? "reply" : "mention",
    text: htmlToText(n.status?.content ?? ""),
    createdAt: new Date(n.status?.created_at ?? n.created_at),
    url: n.status?.url ?? null,
    author: {
      id: n.account.id,
      username: n.account.acct,
      displayName: n.account.display_name || n.account.username,
      avatarUrl: n.account.avatar ?? null,
      followers: n.account.followers_count ?? null,
    },
    subjectPostId: n.status?.in_reply_to_id ?? null,
  });

  /** The instance's own limits (/api/v2/instance), kept an hour. */
  async function instanceLimits(account: AccountContext): Promise<PlatformLimits> {
    const instance = instanceOf(account);
    const cached = limitsCache.get(instance);
    if (cached && Date.now() - cached.at < LIMITS_TTL_MS) return cached.limits;
    const res = await guarded(() =>
      http.request({ op: "instance", method: "GET", url: joinUrl(instance, "/api/v2/instance") }),
    );
    if (!res.ok) throw failure(res);
    const limits = limitsFromInstance(res.json<InstanceConfiguration>() ?? {});
    limitsCache.set(instance, { limits, at: Date.now() });
    return limits;
  }

  return {
    platform: "mastodon",
    connectMethod: "oauth",
    limits: MASTODON_DEFAULT_LIMITS,
    countText: (text) => mastodonLength(text),

    limitsFor: instanceLimits,

    startAuthorization: ({ redirectUri, state, instanceUrl, app }) =>
      guarded(async () => {
        if (!instanceUrl)
          throw new ProviderError("bad_request", "Name the Mastodon instance to connect (e.g. mastodon.social).", {
            network: "mastodon",
            code: "INSTANCE_REQUIRED",
          });
        const instance = normalizeInstanceUrl(instanceUrl);
        const client = app && app.redirectUri === redirectUri ? app : await registerApp(instance, redirectUri);
        const pkce = createPkcePair();
        return {
          url: authorizationUrl(oauth(instance, client), { redirectUri, state, codeChallenge: pkce.challenge }),
          codeVerifier: pkce.verifier,
          app: client,
        };
      }),

    completeAuthorization: ({ code, codeVerifier, redirectUri, instanceUrl, app }) =>
      guarded(async () => {
        if (!instanceUrl || !app)
          throw new ProviderError(
            "bad_request",
            "The Mastodon instance and its registered app are needed to finish connecting.",
            { network: "mastodon" },
          );
        const instance = normalizeInstanceUrl(instanceUrl);
        const tokens = await exchangeCode(http, oauth(instance, app), { code, redirectUri, codeVerifier });
        return {
          tokens,
          profile: toProfile(instance, await verifyCredentials(instance, tokens.accessToken)),
          instanceUrl: instance,
        };
      }),

    // Mastodon access tokens do not expire and come without a refresh token.
    canRefresh: () => false,
    async refresh() {
      throw new ProviderError("needs_reconnect", "Mastodon tokens cannot be refreshed; connect the account again.", {
        network: "mastodon",
      });
    },

    profile: (account) =>
      guarded(async () =>
        toProfile(instanceOf(account), await verifyCredentials(instanceOf(account), account.tokens.accessToken)),
      ),

    publish: (account, post) =>
      guarded(() =>
        publishThread(post, (part, previous, index) =>
          postStatus(account, part.text, part.media, previous, `${post.idempotencyKey}:${index}`),
        ),
      ),

    reply: (account, { inReplyToId, text, idempotencyKey, directTo }) =>
      guarded(async () => {
        // A direct status reaches only the accounts it mentions: the answer to a DM names its author and stays private.
        const mention = directTo ? `@${directTo.username}` : null;
        const status = mention && !text.includes(mention) ? `${mention} ${text}` : text;
        // The session checked the text given; the mention added here counts too, and Mastodon would refuse the whole.
        if (status !== text) {
          const limits = await instanceLimits(account);
          const length = countText(status, limits);
          if (length > limits.maxTextLength) {
            throw new ProviderError(
              "bad_request",
              `${length} characters with the ${mention} a direct reply starts with; the limit is ${limits.maxTextLength}.`,
              { network: "mastodon", code: "OVER_LIMIT" },
            );
          }
        }
        const created = await postStatus(
          account,
          status,
          undefined,
          inReplyToId,
          idempotencyKey,
          directTo ? "direct" : "public",
        );
        return { ...created, threadIds: [created.id] };
      }),

    deletePost: (account, postId) =>
      guarded(async () => {
        const res = await http.request({
          op: "delete",
          method: "DELETE",
          url: joinUrl(instanceOf(account), `/api/v1/statuses/${encodeURIComponent(postId)}`),
          headers: auth(account),
        });
        if (!res.ok && res.status !== 404) throw failure(res);
      }),

    postMetrics: (account, postId) =>
      guarded(async () => {
        const res = await http.request({
          op: "post-metrics",
          method: "GET",
          url: joinUrl(instanceOf(account), `/api/v1/statuses/${encodeURIComponent(postId)}`),
          headers: auth(account),
        });
        if (!res.ok) throw failure(res);
        const s = res.json<MastodonStatus>()!;
        const shares = (s.reblogs_count ?? 0) + (s.quotes_count ?? 0);
        return {
          postId,
          views: null,
          impressions: null,
          likes: s.favourites_count ?? null,
          comments: s.replies_count ?? null,
          shares,
          clicks: null,
          fetchedAt: new Date(),
        };
      }),

    accountMetrics: (account) =>
      guarded(async () => {
        const a = await verifyCredentials(instanceOf(account), account.tokens.accessToken);
        return {
          followers: a.followers_count ?? null,
          following: a.following_count ?? null,
          posts: a.statuses_count ?? null,
          fetchedAt: new Date(),
        };
      }),

    recentPosts: (account, { since, limit = 20 }) =>
      guarded(async () => {
        const res = await http.request({
          op: "recent-posts",
          method: "GET",
          url: joinUrl(instanceOf(account), `/api/v1/accounts/${encodeURIComponent(account.profileId)}/statuses`),
          query: { limit: Math.min(40, limit) },
          headers: auth(account),
        });
        if (!res.ok) throw failure(res);
        return (res.json<MastodonStatus[]>() ?? [])
          .map((s) => ({
            id: s.id,
            text: htmlToText(s.content),
            createdAt: new Date(s.created_at),
            url: s.url ?? s.uri,
          }))
          .filter((p) => p.createdAt >= since);
      }),

    fetchInbox: (account, query = {}) =>
      guarded(async () => {
        const res = await http.request({
          op: "inbox",
          method: "GET",
          url: joinUrl(instanceOf(account), "/api/v1/notifications"),
          query: { "types[]": ["mention"], limit: Math.min(40, query.limit ?? 40), max_id: query.cursor },
          headers: auth(account),
        });
        if (!res.ok) throw failure(res);
        const notifications = res.json<Parameters<typeof toInboxItem>[0][]>() ?? [];
        // Pagination is in the Link header: rel="next" carries max_id.
        const next = res.headers.get("link")?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
        return {
          items: notifications.filter((n) => n.status).map(toInboxItem),
          cursor: next ? new URL(next).searchParams.get("max_id") : null,
        };
      }),
  };
}
