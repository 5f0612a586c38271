import { classifyFailure, type HttpClient } from "@/lib/integrations/http";

/** The longest lease Google's hub grants (10 days); subscriptions are renewed daily, well before it ends. */
export const WEBSUB_LEASE_SECONDS = 10 * 86_400;

/** The Atom feed of a channel's uploads: the topic YouTube's hub publishes (push_notifications guide). */
export function channelTopic(channelId: string): string {
  return `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`;
}

/**
 * Asks the WebSub hub to (un)subscribe our callback to a channel's feed (W3C WebSub 5.1): a form
 * POST the hub answers 202 Accepted, after which it confirms by a GET to the callback carrying
 * hub.challenge (answered by /api/webhooks/youtube). Notifications are then signed with the secret.
 */
export async function requestSubscription(
  http: HttpClient,
  input: { hubUrl: string; callbackUrl: string; secret: string; channelId: string; mode: "subscribe" | "unsubscribe" },
): Promise<void> {
  const res = await http.request({
    op: `websub-${input.mode}`,
    method: "POST",
    url: input.hubUrl,
    form: {
      "hub.callback": input.callbackUrl,
      "hub.topic": channelTopic(input.channelId),
      "hub.mode": input.mode,
      "hub.verify": "async",
      "hub.secret": input.secret,
      "hub.lease_seconds": String(WEBSUB_LEASE_SECONDS),
    },
    // Asking again for the same subscription only renews it.
    idempotent: true,
  });
  if (!res.ok)
    throw classifyFailure(res, "youtube", { message: res.text().slice(0, 200) || `The hub answered ${res.status}` });
}
