"use client";

import type { ConnectablePlatform } from "@/lib/integrations/social/platform-limits";
import { videoTitle } from "@/lib/integrations/social/youtube/title";
import type { NetworkLook } from "./network-looks";
import {
  AccountAvatar,
  LinkCard,
  PostText,
  PreviewImages,
  VideoFrame,
  type PreviewAccount,
  type PreviewAsset,
} from "./preview-parts";
import type { PreviewText } from "./preview-text";

export interface FamilyProps {
  platform: ConnectablePlatform;
  look: NetworkLook;
  /** The post's text as written (YouTube titles the video with its first line). */
  source: string;
  text: PreviewText;
  account: PreviewAccount;
  assets: readonly PreviewAsset[];
  link: URL | null;
  videoUrl: string | null;
  videoRequired: boolean;
}

const card = "flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-3";

function NoImage({ label }: { label: string }) {
  return (
    <div className="flex aspect-[4/5] items-center justify-center rounded-xl border-2 border-dashed border-red-200 bg-red-50/50 px-4 text-center text-xs font-medium text-red-700">
      {label}
    </div>
  );
}

/** X, Bluesky, Mastodon, Threads: the avatar beside a short post, images under the text. */
export function ShortPostPreview({ look, text, account, assets, link }: FamilyProps) {
  return (
    <article className={`${card} flex-row`}>
      <AccountAvatar account={account} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-1 text-sm">
          <span className="truncate font-semibold text-zinc-900">{account.displayName}</span>
          {account.handle ? <span className="truncate text-zinc-500">{account.handle}</span> : null}
          <span className="text-zinc-400">· now</span>
        </p>
        <PostText text={text} marker={look.fold?.marker} />
        <PreviewImages assets={assets} look={look} />
        {link && look.linkCard && !assets.length ? <LinkCard link={link} /> : null}
      </div>
    </article>
  );
}

/** LinkedIn, Facebook: a header line, the text folded, then the images or the link card across the post. */
export function FeedPostPreview({ platform, look, text, account, assets, link }: FamilyProps) {
  return (
    <article className={card}>
      <header className="flex items-center gap-2">
        <AccountAvatar account={account} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-zinc-900">{account.displayName}</span>
          <span className="text-xs text-zinc-500">
            {platform === "linkedin" ? "Now · Anyone" : "Just now · Public"}
          </span>
        </span>
      </header>
      <PostText text={text} marker={look.fold?.marker} />
      <PreviewImages assets={assets} look={look} />
      {link && look.linkCard && !assets.length ? <LinkCard link={link} /> : null}
    </article>
  );
}

/** Instagram: the image first (one at a time), the caption under it after the username. */
export function InstagramPreview({ look, text, account, assets }: FamilyProps) {
  const name = account.handle?.replace(/^@/, "") ?? account.displayName;
  return (
    <article className={card}>
      <header className="flex items-center gap-2">
        <AccountAvatar account={account} size={32} />
        <span className="truncate text-sm font-semibold text-zinc-900">{name}</span>
      </header>
      {assets.length ? (
        <PreviewImages assets={assets} look={look} />
      ) : (
        <NoImage label="Instagram posts need an image" />
      )}
      <PostText text={text} marker={look.fold?.marker} lead={name} />
    </article>
  );
}

/** YouTube (a 16:9 player, the title, then the description) and TikTok (a vertical player with the caption over it). */
export function VideoPreview({ platform, look, source, text, account, assets, videoUrl, videoRequired }: FamilyProps) {
  const aspect = look.videoAspect ?? 16 / 9;
  if (platform === "youtube")
    return (
      <article className={card}>
        <VideoFrame
          videoUrl={videoUrl}
          aspect={aspect}
          missing={videoRequired ? "No video yet: a YouTube post is a video" : null}
        />
        <h4 className="text-base font-semibold text-zinc-900 [overflow-wrap:anywhere]">
          {videoTitle(source) || "Untitled video"}
        </h4>
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <AccountAvatar account={account} size={32} />
          <span className="truncate">{account.displayName}</span>
        </p>
        <div className="rounded-xl bg-zinc-100 p-3">
          <PostText text={text} marker={look.fold?.marker} />
        </div>
      </article>
    );
  // TikTok: photos when there is no video.
  const photos = !videoUrl && assets.length > 0;
  return (
    <article className={card}>
      <div className="relative">
        {photos ? (
          <div className="mx-auto max-w-[260px]">
            <PreviewImages assets={assets} look={look} />
          </div>
        ) : (
          <VideoFrame
            videoUrl={videoUrl}
            aspect={aspect}
            missing="No video or photos yet: TikTok needs one or the other"
          />
        )}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 mx-auto max-w-[260px] rounded-b-xl bg-gradient-to-t from-black/80 to-transparent p-3 pt-8 text-white">
          <p className="text-sm font-semibold">{account.handle ?? account.displayName}</p>
          <PostText text={text} marker={look.fold?.marker} onDark />
        </div>
      </div>
    </article>
  );
}

/** Pinterest: one image at its own shape, the description under it, and where the Pin leads. */
export function PinPreview({ look, text, account, assets, link }: FamilyProps) {
  return (
    <article className={`${card} mx-auto w-full max-w-[300px]`}>
      {assets.length ? (
        <PreviewImages assets={assets.slice(0, 1)} look={look} />
      ) : (
        <NoImage label="A Pin needs an image" />
      )}
      <PostText text={text} marker={look.fold?.marker} />
      {link ? (
        <p className="truncate text-xs font-medium text-zinc-700">Links to {link.hostname.replace(/^www\./, "")}</p>
      ) : null}
      <p className="flex items-center gap-2 text-xs text-zinc-600">
        <AccountAvatar account={account} size={24} />
        <span className="truncate">{account.displayName}</span>
      </p>
    </article>
  );
}

export const FAMILY_PREVIEWS = {
  post: ShortPostPreview,
  feed: FeedPostPreview,
  instagram: InstagramPreview,
  video: VideoPreview,
  pin: PinPreview,
} as const;
