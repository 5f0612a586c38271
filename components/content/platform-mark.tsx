import { cn } from "@/components/ui/cn";
import { platformLabel, toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";

/** Each network's brand colour and a one- or two-letter mark: recognisable without logo files. */
const MARKS: Record<SocialPlatform, { letters: string; color: string }> = {
  twitter: { letters: "X", color: "#0f1419" },
  linkedin: { letters: "in", color: "#0a66c2" },
  facebook: { letters: "f", color: "#1877f2" },
  instagram: { letters: "IG", color: "#d62976" },
  youtube: { letters: "YT", color: "#e62117" },
  tiktok: { letters: "TT", color: "#111111" },
  threads: { letters: "@", color: "#1c1c1c" },
  bluesky: { letters: "bs", color: "#0085ff" },
  pinterest: { letters: "P", color: "#e60023" },
  mastodon: { letters: "M", color: "#6364ff" },
};

export function PlatformMark({
  platform,
  size = 20,
  className,
}: {
  platform: string;
  size?: number;
  className?: string;
}) {
  const id = toSocialPlatform(platform);
  const mark = id ? MARKS[id] : { letters: platform.slice(0, 1).toUpperCase(), color: "#71717a" };
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-md font-semibold leading-none text-white",
        className,
      )}
      style={{
        width: size,
        height: size,
        backgroundColor: mark.color,
        fontSize: Math.round(size * (mark.letters.length > 1 ? 0.42 : 0.52)),
      }}
    >
      {mark.letters}
    </span>
  );
}

/** A row of marks, with the names for screen readers and as a tooltip. */
export function PlatformMarks({
  platforms,
  max = 4,
  size = 18,
}: {
  platforms: readonly string[];
  max?: number;
  size?: number;
}) {
  if (!platforms.length) return null;
  const shown = platforms.slice(0, max);
  const names = platforms.map(platformLabel).join(", ");
  return (
    <span className="inline-flex items-center gap-1" title={names}>
      <span className="sr-only">{names}</span>
      {shown.map((p) => (
        <PlatformMark key={p} platform={p} size={size} />
      ))}
      {platforms.length > max ? <span className="text-xs text-zinc-500">+{platforms.length - max}</span> : null}
    </span>
  );
}
