import { ProviderError } from "@/lib/integrations/http";
import type { PostInput, PostPart, PublishedPost } from "./types";

/**
 * A thread stopped after some parts went out. The published parts stay (deleting them would
 * surprise readers more); `published` says which, and `cause` why the rest did not.
 */
export class ThreadIncompleteError extends ProviderError {
  constructor(
    readonly published: PublishedPost,
    readonly cause: ProviderError,
    total: number,
  ) {
    // tokenExpired is deliberately not carried over: a refresh-and-repeat would publish the first parts twice.
    super(cause.kind, `Only ${published.threadIds.length} of ${total} thread posts were published: ${cause.message}`, {
      network: cause.network,
      status: cause.status,
      code: cause.code,
      retryAfterSeconds: cause.retryAfterSeconds,
    });
    this.name = "ThreadIncompleteError";
  }
}

/** Publishes a post and its thread parts in order, each replying to the one before. */
export async function publishThread(
  post: PostInput,
  publishPart: (
    part: PostPart,
    previousId: string | null,
    index: number,
  ) => Promise<{ id: string; url: string | null }>,
): Promise<PublishedPost> {
  const parts: PostPart[] = [{ text: post.text, media: post.media }, ...(post.thread ?? [])];
  const first = await publishPart(parts[0], null, 0);
  const result: PublishedPost = { id: first.id, url: first.url, threadIds: [first.id] };
  for (let i = 1; i < parts.length; i++) {
    try {
      const next = await publishPart(parts[i], result.threadIds[i - 1], i);
      result.threadIds.push(next.id);
    } catch (err) {
      if (err instanceof ProviderError)
        throw new ThreadIncompleteError({ ...result, threadIds: [...result.threadIds] }, err, parts.length);
      throw err;
    }
  }
  return result;
}
