"use client";

import { useState } from "react";
import { initials } from "@/components/ui/avatar";
import { cn } from "@/components/ui/cn";
import { ImageIcon, PlayIcon } from "@/components/ui/icons";
import type { AssetDTO } from "@/lib/media/contracts/fields";
import type { NetworkLook } from "./network-looks";
import type { PreviewText } from "./preview-text";

export type PreviewAsset = Pick<AssetDTO, "id" | "filename" | "width" | "height" | "thumbnailUrl" | "viewUrl">;

/** The connected account a post goes out from (or a stand-in while none is connected). */
export interface PreviewAccount {
  displayName: string;
  handle: string | null;
  avatarUrl: string | null;
}

/** The account's picture, or its initials when it has none or the picture does not load, `size` pixels round. */
export function AccountAvatar({ account, size = 40 }: { account: PreviewAccount; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  const url = account.avatarUrl;
  if (url && failed !== url)
    return (
      <img
        src={url}
        alt=""
        style={style}
        className="shrink-0 rounded-full object-cover"
        onError={() => setFailed(url)}
        // A picture that failed before React listened for its error event.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setFailed(url);
        }}
      />
    );
  return (
    <span
      aria-hidden="true"
      data-testid="account-initials"
      style={{ ...style, fontSize: Math.round(size * 0.36) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-zinc-200 font-semibold text-zinc-700"
    >
      {initials(account.displayName)}
    </span>
  );
}

/**
 * The text as the feed shows it: folded behind the network's marker (which opens the rest, as it
 * does there), and what is over the limit marked in red.
 */
export function PostText({
  text,
  marker,
  lead,
  onDark,
}: {
  text: PreviewText;
  marker?: string;
  /** Written before the text in the same paragraph (Instagram's username). */
  lead?: string;
  /** White text, over a video. */
  onDark?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!text.accepted && !text.over) return <p className="text-sm italic text-zinc-400">No text yet</p>;
  // A text over the limit is shown whole, so the part to cut is in sight.
  const folded = text.folded !== null && !open && !text.over;
  return (
    <p
      className={cn(
        "whitespace-pre-wrap text-sm [overflow-wrap:anywhere]",
        onDark ? "pointer-events-auto text-white" : "text-zinc-900",
      )}
    >
      {lead ? <span className="mr-1 font-semibold">{lead}</span> : null}
      {folded ? text.folded : text.accepted}
      {folded ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={cn("ml-0.5 hover:underline", onDark ? "font-semibold text-white" : "text-zinc-500")}
        >
          {marker}
        </button>
      ) : text.over ? (
        <mark
          className="rounded-sm bg-red-100 text-red-800"
          title="Over this network's limit: shorten the text to schedule it"
        >
          {text.over}
          <span className="sr-only"> (over the limit)</span>
        </mark>
      ) : null}
    </p>
  );
}

const clamp = (value: number, range: { min: number; max: number }) => Math.min(range.max, Math.max(range.min, value));
const ratioOf = (asset: PreviewAsset) => (asset.width && asset.height ? asset.width / asset.height : 1);

function Picture({ asset }: { asset: PreviewAsset }) {
  const src = asset.thumbnailUrl ?? asset.viewUrl;
  return <img src={src} alt={asset.filename} loading="lazy" className="h-full w-full object-cover" />;
}

/** Images as the feed lays them out: one cropped to the network's range, a grid of up to four, or a carousel. */
export function PreviewImages({ assets, look }: { assets: readonly PreviewAsset[]; look: NetworkLook }) {
  if (!assets.length) return null;
  const first = assets[0]!;
  if (assets.length === 1 || look.images === "carousel")
    return (
      <div className="relative overflow-hidden rounded-xl border border-zinc-200 bg-zinc-100">
        <div style={{ aspectRatio: clamp(ratioOf(first), look.crop) }}>
          <Picture asset={first} />
        </div>
        {assets.length > 1 ? (
          <>
            <span className="absolute right-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-[11px] font-medium text-white">
              1/{assets.length}
            </span>
            <span className="absolute inset-x-0 bottom-2 flex justify-center gap-1" aria-hidden="true">
              {assets.slice(0, 10).map((a, i) => (
                <span key={a.id} className={cn("size-1.5 rounded-full", i === 0 ? "bg-white" : "bg-white/50")} />
              ))}
            </span>
          </>
        ) : null}
      </div>
    );
  const shown = assets.slice(0, 4);
  const more = assets.length - shown.length;
  return (
    <div className="grid aspect-video grid-cols-2 grid-rows-2 gap-0.5 overflow-hidden rounded-xl border border-zinc-200">
      {shown.map((asset, i) => (
        <div
          key={asset.id}
          className={cn(
            "relative bg-zinc-100",
            shown.length === 2 || (shown.length === 3 && i === 0) ? "row-span-2" : undefined,
          )}
        >
          <Picture asset={asset} />
          {more > 0 && i === shown.length - 1 ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-lg font-semibold text-white">
              +{more}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The card a network makes from a link; its title and image come from the page when it is published. */
export function LinkCard({ link, compact }: { link: URL; compact?: boolean }) {
  const host = link.hostname.replace(/^www\./, "");
  return (
    <div className="flex overflow-hidden rounded-xl border border-zinc-200 bg-zinc-50">
      {compact ? null : (
        <span className="flex w-20 shrink-0 items-center justify-center bg-zinc-100 text-zinc-400" aria-hidden="true">
          <ImageIcon size={20} />
        </span>
      )}
      <span className="flex min-w-0 flex-col gap-0.5 px-3 py-2">
        <span className="text-[11px] uppercase tracking-wide text-zinc-500">{host}</span>
        <span className="truncate text-[13px] text-zinc-700">{link.pathname === "/" ? link.href : link.pathname}</span>
        <span className="text-[11px] text-zinc-400">Title and image from the page</span>
      </span>
    </div>
  );
}

/** The player's place: the linked video's name, or what is missing. */
export function VideoFrame({
  videoUrl,
  aspect,
  missing,
}: {
  videoUrl: string | null;
  aspect: number;
  /** What to say while there is no video and the network needs one. */
  missing: string | null;
}) {
  const name = videoUrl ? decodeURIComponent(videoUrl.split(/[?#]/)[0]!.split("/").pop() || videoUrl) : null;
  return (
    <div
      className={cn(
        "relative mx-auto flex w-full items-center justify-center overflow-hidden rounded-xl",
        aspect < 1 ? "max-w-[260px]" : undefined,
        videoUrl ? "bg-zinc-900 text-white" : "border-2 border-dashed border-zinc-300 bg-zinc-50 text-zinc-500",
      )}
      style={{ aspectRatio: aspect }}
    >
      <span className="flex max-w-full flex-col items-center gap-2 px-4 text-center text-xs">
        <PlayIcon size={28} />
        {name ? (
          <span className="max-w-full truncate">{name}</span>
        ) : (
          <span className={missing ? "font-medium text-red-700" : undefined}>{missing ?? "No video"}</span>
        )}
      </span>
    </div>
  );
}
