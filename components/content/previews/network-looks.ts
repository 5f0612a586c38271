/**
 * How each network lays a post out in its feed, for the composer's previews. These are display
 * facts (where a feed folds long text, how it crops images, whether it makes a link card), not
 * rules: what a network accepts lives in lib/integrations/social/<network>/limits.ts.
 */
import type { ConnectablePlatform } from "@/lib/integrations/social/platform-limits";
import type { FeedFold } from "./preview-text";

/** Layouts alike enough to share a component. */
export type PreviewFamily = "post" | "feed" | "instagram" | "video" | "pin";

export interface NetworkLook {
  family: PreviewFamily;
  /** Where the feed folds long text; null: it shows all of it (short-post networks). */
  fold: FeedFold | null;
  /** Several images: a grid of up to four, or one at a time with dots. */
  images: "grid" | "carousel";
  /** Width ÷ height a lone image is shown at: its own, brought within this range by cropping. */
  crop: { min: number; max: number };
  /** The network turns the text's first link into a card when no image is attached. */
  linkCard: boolean;
  /** Video networks: the player's width ÷ height. */
  videoAspect?: number;
}

const POST = { family: "post", fold: null, images: "grid", crop: { min: 3 / 4, max: 16 / 9 }, linkCard: true } as const;

export const NETWORK_LOOKS: Record<ConnectablePlatform, NetworkLook> = {
  twitter: POST,
  // Our Bluesky posts carry the link as a facet, not an external embed: no card.
  bluesky: { ...POST, crop: { min: 3 / 4, max: 2 }, linkCard: false },
  mastodon: { ...POST, crop: { min: 16 / 9, max: 16 / 9 } },
  threads: { ...POST, images: "carousel", crop: { min: 4 / 5, max: 16 / 9 } },
  // Member posts from the API carry no article, so LinkedIn shows the link as text.
  linkedin: {
    family: "feed",
    fold: { chars: 210, lines: 3, marker: "…see more" },
    images: "grid",
    crop: { min: 4 / 5, max: 1.91 },
    linkCard: false,
  },
  facebook: {
    family: "feed",
    fold: { chars: 480, lines: 5, marker: "… See more" },
    images: "grid",
    crop: { min: 4 / 5, max: 1.91 },
    linkCard: true,
  },
  // Links in captions are not clickable, so no card.
  instagram: {
    family: "instagram",
    fold: { chars: 125, lines: 2, marker: "… more" },
    images: "carousel",
    crop: { min: 4 / 5, max: 1.91 },
    linkCard: false,
  },
  youtube: {
    family: "video",
    fold: { chars: 150, lines: 3, marker: "...more" },
    images: "carousel",
    crop: { min: 16 / 9, max: 16 / 9 },
    linkCard: false,
    videoAspect: 16 / 9,
  },
  tiktok: {
    family: "video",
    fold: { chars: 80, lines: 2, marker: "... more" },
    images: "carousel",
    crop: { min: 9 / 16, max: 9 / 16 },
    linkCard: false,
    videoAspect: 9 / 16,
  },
  // The first link becomes the Pin's destination, shown under it.
  pinterest: {
    family: "pin",
    fold: { chars: 100, lines: 2, marker: "… more" },
    images: "carousel",
    crop: { min: 1 / 2.1, max: 2 },
    linkCard: true,
  },
};
