import { createHmac } from "node:crypto";
import { authSecret, env } from "@/lib/env";
import { networkConfig, type NetworkConfig } from "../config";

/**
 * YouTube's endpoints (decisions.md "External services": `YOUTUBE_API_URL`, `YOUTUBE_AUTH_URL`,
 * `YOUTUBE_TOKEN_URL`, client id and secret) plus the ones only it has: the upload host of the
 * resumable protocol (`YOUTUBE_UPLOAD_URL`) and the WebSub hub (`YOUTUBE_HUB_URL`).
 */
export interface YoutubeConfig extends NetworkConfig {
  uploadUrl: string;
  hubUrl: string;
  /** Where the hub sends verifications and notifications (this app's /api/webhooks/youtube). */
  callbackUrl: string;
  /** The WebSub secret the hub signs notifications with (X-Hub-Signature). */
  webhookSecret: string;
  /** Bytes per upload request; a multiple of 256 KiB as the protocol asks (tests make it small). */
  uploadChunkBytes: number;
  /** How long one upload request may take before it counts as interrupted (and is resumed). */
  uploadTimeoutMs: number;
  /** Who may watch what we upload: public, unlisted or private. */
  privacyStatus: "public" | "unlisted" | "private";
}

const YOUTUBE_DEFAULTS = {
  uploadUrl: "https://www.googleapis.com/upload/youtube/v3",
  hubUrl: "https://pubsubhubbub.appspot.com/subscribe",
};

const PRIVACY = ["public", "unlisted", "private"] as const;

/**
 * The WebSub secret: YOUTUBE_WEBHOOK_SECRET, or one derived from the app's secret, so every
 * subscription is signed and every notification checked even where nobody set one.
 */
export function youtubeWebhookSecret(): string {
  return (
    process.env.YOUTUBE_WEBHOOK_SECRET || createHmac("sha256", authSecret()).update("youtube-websub").digest("hex")
  );
}

export function youtubeConfig(overrides: Partial<YoutubeConfig> = {}): YoutubeConfig {
  const privacy = process.env.YOUTUBE_PRIVACY_STATUS as YoutubeConfig["privacyStatus"] | undefined;
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return {
    uploadUrl: process.env.YOUTUBE_UPLOAD_URL || YOUTUBE_DEFAULTS.uploadUrl,
    hubUrl: process.env.YOUTUBE_HUB_URL || YOUTUBE_DEFAULTS.hubUrl,
    callbackUrl: `${env.appUrl.replace(/\/+$/, "")}/api/webhooks/youtube`,
    webhookSecret: youtubeWebhookSecret(),
    uploadChunkBytes: 8 * 1024 * 1024,
    uploadTimeoutMs: 5 * 60_000,
    privacyStatus: privacy && PRIVACY.includes(privacy) ? privacy : "public",
    ...networkConfig("youtube", overrides),
    ...defined(overrides),
  };
}
