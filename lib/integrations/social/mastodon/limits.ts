import { IMAGE_TYPES, type PlatformLimits } from "../limits";

/**
 * Mastodon's stock configuration, used until the instance's own (/api/v2/instance) is read: each
 * instance sets its characters, attachments and sizes. Posting rate: 300 requests per 5 minutes per
 * account; media uploads 30 per 30 minutes.
 */
export const MASTODON_DEFAULT_LIMITS: PlatformLimits = {
  maxTextLength: 500,
  textCounting: "mastodon",
  urlLength: 23,
  maxImages: 4,
  maxImageBytes: 16 * 1024 * 1024,
  imageMimeTypes: IMAGE_TYPES,
  threads: true,
  postingConcurrency: 1,
  rateBudgets: [
    { name: "requests", limit: 300, windowSeconds: 300, scope: "account" },
    { name: "media", limit: 30, windowSeconds: 1800, scope: "account" },
  ],
  inbox: { mentions: true, replies: true, directMessages: true },
};

export interface InstanceConfiguration {
  configuration?: {
    statuses?: { max_characters?: number; max_media_attachments?: number; characters_reserved_per_url?: number };
    media_attachments?: { image_size_limit?: number; supported_mime_types?: string[] };
  };
}

export function limitsFromInstance(instance: InstanceConfiguration): PlatformLimits {
  const statuses = instance.configuration?.statuses ?? {};
  const media = instance.configuration?.media_attachments ?? {};
  const images = media.supported_mime_types?.filter((t) => t.startsWith("image/"));
  return {
    ...MASTODON_DEFAULT_LIMITS,
    maxTextLength: statuses.max_characters ?? MASTODON_DEFAULT_LIMITS.maxTextLength,
    maxImages: statuses.max_media_attachments ?? MASTODON_DEFAULT_LIMITS.maxImages,
    urlLength: statuses.characters_reserved_per_url ?? MASTODON_DEFAULT_LIMITS.urlLength,
    maxImageBytes: media.image_size_limit ?? MASTODON_DEFAULT_LIMITS.maxImageBytes,
    imageMimeTypes: images?.length ? images : MASTODON_DEFAULT_LIMITS.imageMimeTypes,
  };
}
