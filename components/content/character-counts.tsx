import { cn } from "@/components/ui/cn";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";
import { PlatformMark } from "./platform-mark";

/** Per selected network: characters used of its limit, counted the network's way (X weighs URLs and CJK), amber near the limit and red over it. */
export function CharacterCounts({ text, platforms }: { text: string; platforms: readonly SocialPlatform[] }) {
  if (!platforms.length)
    return <p className="text-xs text-zinc-500">Pick at least one network to see how the post fits.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Character counts">
      {platforms.map((platform) => {
        const limit = TEXT_LIMITS[platform].maxTextLength;
        const length = countText(text, TEXT_LIMITS[platform]);
        const over = length > limit;
        const near = !over && length > limit * 0.9;
        return (
          <li
            key={platform}
            data-over-limit={over || undefined}
            className={cn(
              "flex flex-col gap-1.5 rounded-lg border px-3 py-2",
              over ? "border-red-200 bg-red-50/60" : "border-zinc-200 bg-white",
            )}
          >
            <div className="flex items-center justify-between gap-2 text-xs">
              <span className="flex items-center gap-1.5 font-medium text-zinc-700">
                <PlatformMark platform={platform} size={16} />
                {PLATFORM_LABELS[platform]}
              </span>
              <span
                className={cn(
                  "tabular-nums",
                  over ? "font-semibold text-red-600" : near ? "font-medium text-amber-700" : "text-zinc-500",
                )}
              >
                {length.toLocaleString("en-US")} / {limit.toLocaleString("en-US")}
                {over ? <span className="sr-only"> — over the limit</span> : null}
              </span>
            </div>
            <div className="h-1 overflow-hidden rounded-full bg-zinc-100" aria-hidden="true">
              <div
                className={cn(
                  "h-full rounded-full transition-all",
                  over ? "bg-red-500" : near ? "bg-amber-500" : "bg-brand-500",
                )}
                style={{ width: `${Math.min(100, (length / limit) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
