import { notFound } from "@/lib/api/errors";
import { adminDb } from "@/lib/db";
import { challengeEcho } from "./handshake";
import { channelOfTopic } from "./networks/youtube";

export interface WebSubVerification {
  mode?: string;
  topic?: string;
  challenge?: string;
}

/**
 * WebSub's verification of intent: a subscription is confirmed only for the videos feed of a
 * channel connected here, an unsubscription only once no company has that channel connected (we
 * asked for it when it was disconnected). Anything else is refused with 404, as WebSub expects.
 */
export async function confirmYoutubeSubscription(query: WebSubVerification): Promise<Response> {
  const channelId = channelOfTopic(query.topic);
  if (!channelId || !query.challenge || (query.mode !== "subscribe" && query.mode !== "unsubscribe"))
    throw notFound("Subscription");
  const connected = await adminDb().socialAccount.count({
    where: { platform: "youtube", externalId: channelId, status: { not: "disconnected" } },
  });
  if ((query.mode === "subscribe") !== connected > 0) throw notFound("Subscription");
  return challengeEcho(query.challenge);
}
