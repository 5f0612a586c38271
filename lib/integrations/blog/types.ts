import type { z } from "zod";

/** What every destination receives: the post with its Markdown already rendered to safe HTML. */
export interface OutgoingBlogPost {
  id: string;
  title: string;
  slug: string;
  html: string;
  markdown: string;
  /** A short summary (the author's, else the body's first words). */
  excerpt: string;
  tags: string[];
  categories: string[];
  /** The featured image from the media library: its bytes to upload, and an address that serves it. */
  featuredImage: FeaturedImage | null;
  publishedAt: string | null;
}

export interface FeaturedImage {
  /** The media library item. */
  assetId: string;
  /** SHA-256 (hex) of `data`. */
  sha256: string;
  /** The destination's id of these very bytes, uploaded by an earlier publish there (null: never, or other bytes). */
  uploadedId: string | null;
  data: Uint8Array;
  mimeType: string;
  filename: string;
  url: string;
}

/** What is left of a post deleted here, enough to name it at a destination (its text is gone). */
export type DeletedBlogPost = Pick<OutgoingBlogPost, "id" | "title" | "slug" | "publishedAt">;

/** The post as it lives at the destination. */
export interface RemotePost {
  remoteId: string;
  url: string | null;
  /** Media now in the destination's own library (uploaded or reused), remembered for the next publish. */
  media?: { assetId: string; remoteId: string }[];
}

/** A destination opened for a call: its address, its settings and its secret in the clear. */
export interface DestinationAccess<Settings = Record<string, unknown>> {
  baseUrl: string;
  settings: Settings;
  secret: string;
  /** Sent as the Idempotency-Key where the destination honours one (one per delivery). */
  idempotencyKey: string;
}

/**
 * One kind of blog destination (lib/integrations/blog/<kind>/). `publish` creates the remote post or,
 * given the one a delivery already made (or one found under the post's slug), updates it: a retry
 * never makes a second remote post. `unpublish` removes it or turns it back into a draft; `remove`
 * takes down a post deleted here (WordPress deletes it rather than trashing it, the webhook is told
 * `blog_post.deleted`). Both count a post already gone there as done.
 */
export interface BlogDestinationProvider<Settings = Record<string, unknown>> {
  kind: string;
  label: string;
  /** The settings a company fills in besides the address and the secret. */
  settings: z.ZodType<Settings>;
  /** What the secret is, in the words of the destination's own documentation. */
  secretLabel: string;
  /** The secret's shape, when the destination fixes one. */
  secretFormat?: { pattern: RegExp; message: string };
  /** Checks the address and the credentials without publishing anything (or sends a test event). */
  test(access: DestinationAccess<Settings>): Promise<void>;
  publish(
    access: DestinationAccess<Settings>,
    post: OutgoingBlogPost,
    existing: RemotePost | null,
  ): Promise<RemotePost>;
  unpublish(access: DestinationAccess<Settings>, post: OutgoingBlogPost, remote: RemotePost): Promise<void>;
  remove(access: DestinationAccess<Settings>, post: DeletedBlogPost, remote: RemotePost): Promise<void>;
}
