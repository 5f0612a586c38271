import { badRequest } from "@/lib/api/errors";
import { platformsOverLimit } from "@/lib/integrations/social/platform-limits";
import { toSocialPlatform, type SocialPlatform } from "./platforms";

export interface SocialPostDraft {
  content: string;
  platforms: readonly string[];
  status: string;
  scheduledAt: Date | null;
}

/** The text is longer than one of the selected networks allows: the message for `content`, or null. */
export function contentLengthProblem(content: string, platforms: readonly string[]): string | null {
  const selected = platforms.map(toSocialPlatform).filter((p): p is SocialPlatform => p !== null);
  const over = platformsOverLimit(content, selected);
  if (over.length === 0) return null;
  return `is ${over[0].length} characters, too long for ${over.map((o) => `${o.platform} (max ${o.limit})`).join(", ")}`;
}

/** A SCHEDULED post needs a time in the future: the message for `scheduledAt`, or null. */
export function scheduleProblem(status: string, scheduledAt: Date | null | undefined, now = new Date()): string | null {
  if (status !== "SCHEDULED") return null;
  if (!scheduledAt) return "is required when status is SCHEDULED";
  return scheduledAt <= now ? "must be in the future when status is SCHEDULED" : null;
}

/**
 * Rules that span fields, checked on the post as it would be after the write: the text fits every
 * selected network, and a SCHEDULED post has a time in the future. The time is only checked when
 * this write sets the status or the time, so editing the text of a post that is already due works.
 * The contracts check the same rules on the body alone, alongside its field errors.
 */
export function assertValidSocialPost(post: SocialPostDraft, schedulingChanged: boolean, now = new Date()): void {
  const details: Record<string, string> = {};
  const content = contentLengthProblem(post.content, post.platforms);
  if (content) details.content = content;
  const schedule = schedulingChanged ? scheduleProblem(post.status, post.scheduledAt, now) : null;
  if (schedule) details.scheduledAt = schedule;
  if (Object.keys(details).length > 0) throw badRequest(details);
}
