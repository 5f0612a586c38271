"use client";

import type { AssetDTO } from "@/lib/media/contracts";
import { cn } from "@/components/ui/cn";
import { ImageIcon } from "@/components/ui/icons";

/**
 * An asset's thumbnail, or a placeholder while the server is still making it (in the background,
 * seconds after the upload; the media queries poll until it is there). `alt` "" marks a decorative
 * thumbnail whose name is shown next to it.
 */
export function AssetThumbnail({
  asset,
  alt = asset.filename,
  className,
  placeholderClassName = className,
}: {
  asset: Pick<AssetDTO, "filename" | "thumbnailUrl">;
  alt?: string;
  className?: string;
  /** The placeholder's size where the image's own size would leave it a dot (default: className). */
  placeholderClassName?: string;
}) {
  if (asset.thumbnailUrl) return <img src={asset.thumbnailUrl} alt={alt} loading="lazy" className={className} />;
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt ? `${alt} (preview being prepared)` : undefined}
      title="Preview being prepared"
      className={cn("flex items-center justify-center bg-zinc-100 text-zinc-400", placeholderClassName)}
    >
      <ImageIcon size={20} className="animate-pulse" />
    </span>
  );
}
