import type { AccountContext, RecentPost, SocialProvider } from "./types";
import { withFreshToken } from "./session";

export type Reconciliation =
  { state: "published"; post: RecentPost } | { state: "not_published" } | { state: "unknowable" };

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * After a publish ended outcome_unknown: did the network take it? Looks for a post with the same
 * text created since the attempt began. "not_published" makes a retry safe; "unknowable" (the
 * network lists no posts) leaves the decision to a person.
 */
export async function reconcilePublish(
  provider: SocialProvider,
  account: AccountContext,
  attempt: { text: string; startedAt: Date },
): Promise<Reconciliation> {
  // A minute of slack for clocks that disagree.
  const since = new Date(attempt.startedAt.getTime() - 60_000);
  const posts = await withFreshToken(provider, account, () => provider.recentPosts(account, { since, limit: 20 }));
  if (posts === null) return { state: "unknowable" };
  const wanted = normalise(attempt.text);
  const post = posts.find((p) => normalise(p.text) === wanted);
  return post ? { state: "published", post } : { state: "not_published" };
}
