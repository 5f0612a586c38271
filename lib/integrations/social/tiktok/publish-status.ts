import { ProviderError } from "@/lib/integrations/http";

/** TikTok's `fail_reason` values in plain words, with what a retry can do about each. */
const REASONS: Record<
  string,
  { kind: "needs_reconnect" | "rate_limited" | "transient" | "bad_request"; message: string }
> = {
  auth_removed: { kind: "needs_reconnect", message: "The TikTok account removed this app's access." },
  spam_risk_too_many_posts: {
    kind: "rate_limited",
    message: "The account reached TikTok's daily limit of posts made through apps.",
  },
  spam_risk_too_many_pending_share: {
    kind: "rate_limited",
    message: "The account has too many posts waiting on TikTok; try again later.",
  },
  spam_risk_user_banned_from_posting: {
    kind: "bad_request",
    message: "TikTok does not let this account post at the moment.",
  },
  spam_risk_text: { kind: "bad_request", message: "TikTok refused the caption as spam." },
  spam_risk: { kind: "bad_request", message: "TikTok refused the post as spam." },
  file_format_check_failed: { kind: "bad_request", message: "TikTok does not accept the media's format." },
  duration_check_failed: { kind: "bad_request", message: "The video is longer or shorter than TikTok accepts." },
  frame_rate_check_failed: { kind: "bad_request", message: "TikTok does not accept the video's frame rate." },
  picture_size_check_failed: { kind: "bad_request", message: "TikTok does not accept the images' size." },
  url_ownership_unverified: {
    kind: "bad_request",
    message: "TikTok fetches media only from a domain verified for the app; verify the app's domain with TikTok.",
  },
  publish_cancelled: { kind: "bad_request", message: "The post was cancelled on TikTok." },
  // Nothing was posted: a retry (with freshly signed media URLs) may go through.
  video_pull_failed: { kind: "transient", message: "TikTok could not fetch the video." },
  photo_pull_failed: { kind: "transient", message: "TikTok could not fetch the photos." },
  internal: { kind: "transient", message: "TikTok failed while processing the post." },
};

/** The publisher's error for a post TikTok ended FAILED: nothing was posted, so every kind is safe to act on. */
export function publishStatusFailure(reason: string | undefined): ProviderError {
  const known = reason ? REASONS[reason] : undefined;
  const kind = known?.kind ?? "bad_request";
  return new ProviderError(kind, known?.message ?? `TikTok refused the post (${reason ?? "no reason given"}).`, {
    network: "tiktok",
    code: reason,
    ...(kind === "rate_limited" ? { retryAfterSeconds: 3600 } : {}),
  });
}
