import { createHttpClient, ProviderError } from "@/lib/integrations/http";
import { joinUrl, networkConfig, type NetworkConfig } from "../config";
import { publishThread } from "../thread";
import type { AccountContext, AccountProfile, InboxItem, MediaInput, PostPart, SocialProvider } from "../types";
import { BLUESKY_LIMITS } from "./limits";
import { deliveryRecordKey } from "./record-key";
import { blueskyFailure, createSession, refreshSession, sessionTokens } from "./session";
import { findFacets, graphemeLength } from "./text";

interface StrongRef {
  uri: string;
  cid: string;
}

interface BskyProfile {
  did: string;
  handle: string;
  displayName?: string;
  avatar?: string;
  followersCount?: number;
  followsCount?: number;
  postsCount?: number;
}

interface BskyPostView {
  uri: string;
  cid: string;
  record?: { reply?: { root: StrongRef } };
  likeCount?: number;
  repostCount?: number;
  replyCount?: number;
  quoteCount?: number;
}

interface BskyNotification {
  uri: string;
  cid: string;
  author: { did: string; handle: string; displayName?: string; avatar?: string };
  reason: string;
  reasonSubject?: string;
  record: { text?: string; createdAt?: string };
  indexedAt: string;
}

const POST_COLLECTION = "app.bsky.feed.post";
const INBOX_REASONS: Record<string, InboxItem["kind"]> = { mention: "mention", reply: "reply", quote: "quote" };

const rkeyOf = (uri: string) => uri.split("/").pop()!;

export function createBlueskyProvider(overrides: Partial<NetworkConfig> = {}): SocialProvider {
  const config = networkConfig("bluesky", overrides);
  const http = createHttpClient({ network: "bluesky", ...config.http });
  const xrpc = (method: string) => joinUrl(config.apiUrl, `/xrpc/${method}`);
  const auth = (account: AccountContext) => ({ authorization: `Bearer ${account.tokens.accessToken}` });

  async function call<T>(
    accessToken: string,
    op: string,
    method: "GET" | "POST",
    nsid: string,
    input: {
      query?: Record<string, string | number | readonly string[] | undefined>;
      json?: unknown;
      idempotent?: boolean;
    } = {},
  ): Promise<T> {
    const res = await http.request({
      op,
      method,
      url: xrpc(nsid),
      headers: { authorization: `Bearer ${accessToken}` },
      ...input,
    });
    if (!res.ok) throw blueskyFailure(res);
    return res.json<T>() as T;
  }

  const getProfile = (accessToken: string, actor: string) =>
    call<BskyProfile>(accessToken, "profile", "GET", "app.bsky.actor.getProfile", { query: { actor } });

  const toProfile = (p: BskyProfile): AccountProfile => ({
    id: p.did,
    username: p.handle,
    displayName: p.displayName || p.handle,
    avatarUrl: p.avatar ?? null,
    profileUrl: `https://bsky.app/profile/${p.handle}`,
  });

  async function uploadImage(account: AccountContext, media: MediaInput) {
    if (media.data.length > BLUESKY_LIMITS.maxImageBytes) {
      throw new ProviderError(
        "bad_request",
        `Bluesky takes images of at most ${BLUESKY_LIMITS.maxImageBytes.toLocaleString("en")} bytes; this one has ${media.data.length.toLocaleString("en")}.`,
        { network: "bluesky" },
      );
    }
    // An unreferenced blob is dropped by the server: repeating the upload is harmless.
    const res = await http.request({
      op: "upload-blob",
      method: "POST",
      url: xrpc("com.atproto.repo.uploadBlob"),
      bytes: { data: media.data, contentType: media.mimeType },
      headers: auth(account),
      idempotent: true,
    });
    if (!res.ok) throw blueskyFailure(res);
    return { alt: media.altText ?? "", image: res.json<{ blob: unknown }>()!.blob };
  }

  /** Links, #tags, and @mentions whose handle resolves (an unknown handle stays plain text). */
  async function facetsFor(account: AccountContext, text: string) {
    const facets = [];
    for (const match of findFacets(text)) {
      let feature;
      if (match.kind === "link") feature = { $type: "app.bsky.richtext.facet#link", uri: match.value };
      else if (match.kind === "tag") feature = { $type: "app.bsky.richtext.facet#tag", tag: match.value };
      else {
        const res = await http.request({
          op: "resolve-handle",
          method: "GET",
          url: xrpc("com.atproto.identity.resolveHandle"),
          query: { handle: match.value },
          headers: auth(account),
        });
        const did = res.ok ? res.json<{ did?: string }>()?.did : undefined;
        if (!did) continue;
        feature = { $type: "app.bsky.richtext.facet#mention", did };
      }
      facets.push({ index: { byteStart: match.byteStart, byteEnd: match.byteEnd }, features: [feature] });
    }
    return facets;
  }

  /** The record at `rkey` in the account's posts, or null when there is none. */
  async function existingPost(account: AccountContext, rkey: string): Promise<StrongRef | null> {
    const res = await http.request({
      op: "find-record",
      method: "GET",
      url: xrpc("com.atproto.repo.getRecord"),
      query: { repo: account.profileId, collection: POST_COLLECTION, rkey },
      headers: auth(account),
    });
    const found = res.ok ? res.json<StrongRef>() : null;
    if (found) return { uri: found.uri, cid: found.cid };
    if (res.status === 400 || res.status === 404) return null;
    throw blueskyFailure(res);
  }

  /**
   * Creates a post; with `rkey` (a delivery's record key) repeating it is safe: the PDS refuses a
   * second record at that key (today with a 500), so after any refusal or 5xx the key is looked up
   * and a record found there is the post the first try wrote.
   */
  async function createPost(
    account: AccountContext,
    part: PostPart,
    reply: { root: StrongRef; parent: StrongRef } | null,
    rkey: string | null = null,
  ): Promise<StrongRef> {
    const images = [];
    for (const media of part.media ?? []) images.push(await uploadImage(account, media));
    const facets = await facetsFor(account, part.text);
    const record = {
      $type: POST_COLLECTION,
      text: part.text,
      createdAt: new Date().toISOString(),
      ...(facets.length ? { facets } : {}),
      ...(images.length ? { embed: { $type: "app.bsky.embed.images", images } } : {}),
      ...(reply ? { reply } : {}),
    };
    const json = { repo: account.profileId, collection: POST_COLLECTION, ...(rkey ? { rkey } : {}), record };
    if (!rkey)
      return call<StrongRef>(account.tokens.accessToken, "publish", "POST", "com.atproto.repo.createRecord", { json });
    const res = await http.request({
      op: "publish",
      method: "POST",
      url: xrpc("com.atproto.repo.createRecord"),
      headers: auth(account),
      json,
      idempotent: true,
    });
    if (res.ok) return res.json<StrongRef>()!;
    const failure = blueskyFailure(res);
    if (failure.kind !== "bad_request" && failure.kind !== "transient") throw failure;
    const written = await existingPost(account, rkey);
    if (written) return written;
    throw failure;
  }

  const postUrl = (account: AccountContext, uri: string) =>
    `https://bsky.app/profile/${account.username}/post/${rkeyOf(uri)}`;

  async function getPost(account: AccountContext, uri: string): Promise<BskyPostView> {
    const { posts } = await call<{ posts: BskyPostView[] }>(
      account.tokens.accessToken,
      "post-metrics",
      "GET",
      "app.bsky.feed.getPosts",
      { query: { uris: [uri] } },
    );
    if (!posts[0])
      throw new ProviderError("bad_request", "Bluesky does not know this post (deleted or not visible).", {
        network: "bluesky",
        status: 404,
      });
    return posts[0];
  }

  return {
    platform: "bluesky",
    connectMethod: "credentials",
    limits: BLUESKY_LIMITS,
    limitsFor: async () => BLUESKY_LIMITS,
    countText: graphemeLength,

    async connectWithCredentials({ identifier, password }) {
      const session = await createSession(http, config.apiUrl, identifier.trim().replace(/^@/, ""), password.trim());
      const tokens = sessionTokens(session);
      const profile = await getProfile(tokens.accessToken, session.did);
      return {
        tokens,
        profile: toProfile(profile),
        credentials: { identifier: session.did, appPassword: password.trim() },
      };
    },

    canRefresh: (account) => account.tokens.refreshToken !== null || Boolean(account.credentials?.appPassword),

    refresh: async (account) =>
      sessionTokens(await refreshSession(http, config.apiUrl, account.tokens.refreshToken, account.credentials)),

    profile: async (account) => toProfile(await getProfile(account.tokens.accessToken, account.profileId)),

    async publish(account, post) {
      const refs = new Map<string, StrongRef>();
      const keyTime = post.keyTime ?? new Date();
      return publishThread(post, async (part, previousUri, index) => {
        const parent = previousUri ? refs.get(previousUri)! : null;
        const root = refs.size ? [...refs.values()][0] : null;
        const ref = await createPost(
          account,
          part,
          parent && root ? { root, parent } : null,
          deliveryRecordKey(post.idempotencyKey, keyTime, index),
        );
        refs.set(ref.uri, ref);
        return { id: ref.uri, url: postUrl(account, ref.uri) };
      });
    },

    async reply(account, { inReplyToId, text }) {
      const parent = await getPost(account, inReplyToId);
      const root = parent.record?.reply?.root ?? { uri: parent.uri, cid: parent.cid };
      const ref = await createPost(account, { text }, { root, parent: { uri: parent.uri, cid: parent.cid } });
      return { id: ref.uri, url: postUrl(account, ref.uri), threadIds: [ref.uri] };
    },

    async deletePost(account, postId) {
      await call(account.tokens.accessToken, "delete", "POST", "com.atproto.repo.deleteRecord", {
        json: { repo: account.profileId, collection: POST_COLLECTION, rkey: rkeyOf(postId) },
        idempotent: true,
      });
    },

    async postMetrics(account, postId) {
      const post = await getPost(account, postId);
      const shares =
        post.repostCount === undefined && post.quoteCount === undefined
          ? null
          : (post.repostCount ?? 0) + (post.quoteCount ?? 0);
      return {
        postId,
        views: null,
        impressions: null,
        likes: post.likeCount ?? null,
        comments: post.replyCount ?? null,
        shares,
        clicks: null,
        fetchedAt: new Date(),
      };
    },

    async accountMetrics(account) {
      const p = await getProfile(account.tokens.accessToken, account.profileId);
      return {
        followers: p.followersCount ?? null,
        following: p.followsCount ?? null,
        posts: p.postsCount ?? null,
        fetchedAt: new Date(),
      };
    },

    async recentPosts(account, { since, limit = 20 }) {
      const answer = await call<{ records: { uri: string; value: { text?: string; createdAt?: string } }[] }>(
        account.tokens.accessToken,
        "recent-posts",
        "GET",
        "com.atproto.repo.listRecords",
        {
          query: { repo: account.profileId, collection: POST_COLLECTION, limit: Math.min(100, limit) },
        },
      );
      return answer.records
        .map((r) => ({
          id: r.uri,
          text: r.value.text ?? "",
          createdAt: new Date(r.value.createdAt ?? 0),
          url: postUrl(account, r.uri),
        }))
        .filter((p) => p.createdAt >= since);
    },

    async fetchInbox(account, query = {}) {
      const answer = await call<{ notifications: BskyNotification[]; cursor?: string }>(
        account.tokens.accessToken,
        "inbox",
        "GET",
        "app.bsky.notification.listNotifications",
        {
          query: { limit: Math.min(100, query.limit ?? 50), cursor: query.cursor, reasons: Object.keys(INBOX_REASONS) },
        },
      );
      const items = answer.notifications
        .filter((n) => n.reason in INBOX_REASONS)
        .map<InboxItem>((n) => ({
          id: n.uri,
          kind: INBOX_REASONS[n.reason],
          text: n.record.text ?? "",
          createdAt: new Date(n.record.createdAt ?? n.indexedAt),
          url: `https://bsky.app/profile/${n.author.handle}/post/${rkeyOf(n.uri)}`,
          author: {
            id: n.author.did,
            username: n.author.handle,
            displayName: n.author.displayName || n.author.handle,
            avatarUrl: n.author.avatar ?? null,
          },
          subjectPostId: n.reasonSubject ?? null,
        }));
      return { items, cursor: answer.cursor ?? null };
    },
  };
}
