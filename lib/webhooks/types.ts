import type { InboxItem } from "@/lib/integrations/social/types";

/** What one delivery says happened to one connected account of ours. */
export interface AccountActivity {
  /** Our platform identifier of the account's network (`twitter`, `facebook`, `instagram`, `youtube`). */
  platform: string;
  /** The network's id of the account (SocialAccount.externalId). */
  accountExternalId: string;
  /** Items the delivery carries in full. */
  items: InboxItem[];
  /** The delivery only says something happened (YouTube): the account's new items are fetched from the network. */
  fetchNew?: boolean;
}

/** One inbound notification endpoint: how its deliveries are checked and read. */
export interface WebhookNetwork {
  name: "x" | "meta" | "youtube";
  /** Throws a 401 ApiError unless the raw body carries the network's valid signature. */
  verify(raw: string, headers: Headers): void | Promise<void>;
  /** The body in a form the network sends (400 otherwise), checked before the delivery is accepted. */
  assertWellFormed(raw: string): void;
  /** What the delivery says, account by account; parts it does not understand are skipped. */
  activities(raw: string): AccountActivity[];
}
