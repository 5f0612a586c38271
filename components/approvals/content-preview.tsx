import { PlatformMark } from "@/components/content/platform-mark";
import { cn } from "@/components/ui/cn";
import { platformLabel, toSocialPlatform } from "@/lib/content/platforms";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";

const TYPE_LABELS = { social: "Social post", blog: "Blog post", script: "Video script" } as const;

/**
 * How the content will look where it goes: one card per network (its mark, the text as posted,
 * the characters it uses of that network's limit), or the document for a blog post or a script.
 */
export function ContentPreview({
  type,
  content,
  platforms,
  author,
}: {
  type: keyof typeof TYPE_LABELS;
  content: string;
  platforms: readonly string[];
  author: string;
}) {
  if (type !== "social" || platforms.length === 0) {
    return (
      <div className="rounded-lg border border-zinc-200 bg-white p-4">
        <p className="mb-2 text-xs font-medium uppercase tracking-wide text-zinc-500">{TYPE_LABELS[type]}</p>
        <p className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words text-sm text-zinc-800">{content}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Preview per network">
      {platforms.map((platform) => {
        const id = toSocialPlatform(platform);
        const limit = id ? TEXT_LIMITS[id] : null;
        const length = limit ? countText(content, limit) : content.length;
        const over = limit !== null && length > limit.maxTextLength;
        return (
          <li
            key={platform}
            className={cn(
              "flex min-w-0 flex-col gap-2 rounded-lg border bg-white p-3",
              over ? "border-red-200" : "border-zinc-200",
            )}
          >
            <div className="flex items-center gap-2">
              <PlatformMark platform={platform} size={28} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-zinc-900">{author}</p>
                <p className="text-xs text-zinc-500">{platformLabel(platform)}</p>
              </div>
            </div>
            <p className="whitespace-pre-wrap break-words text-sm text-zinc-800">{content}</p>
            {limit ? (
              <p className={cn("text-xs", over ? "font-medium text-red-600" : "text-zinc-500")}>
                {length} / {limit.maxTextLength} characters{over ? ": too long for this network" : ""}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
