import { badRequest } from "@/lib/api/errors";
import { platformsOverLimit, toSocialPlatform, type SocialPlatform } from "./platforms";

export interface SocialPostDraft {
  content: string;
  platforms: readonly string[];
  status: string;
  scheduledAt: Date | null;
}

/**
 * Rules that span fields, checked on the post as it would be after the write: the text fits every
 * selected network, and a SCHEDULED post has a time in the future. The time is only checked when
 * this write sets the status or the time, so editing the text of a post that is already due works.
 */
export function assertValidSocialPost(post: SocialPostDraft, schedulingChanged: boolean, now = new Date()): void {
  const details: Record<string, string> = {};
  const platforms = post.platforms.map(toSocialPlatform).filter((p): p is SocialPlatform => p !== null);
  const over = platformsOverLimit(post.content, platforms);
  if (over.length > 0) {
    details.content = `is ${over[0].length} characters, too long for ${over
      .map((o) => `${o.platform} (max ${o.limit})`)
      .join(", ")}`;
  }
  if (post.status === "SCHEDULED" && schedulingChanged) {
    if (!post.scheduledAt) details.scheduledAt = "is required when status is SCHEDULED";
    else if (post.scheduledAt <= now) details.scheduledAt = "must be in the future when status is SCHEDULED";
  }
  if (Object.keys(details).length > 0) throw badRequest(details);
}
