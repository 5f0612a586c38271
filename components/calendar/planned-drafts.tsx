"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { PlatformMark } from "@/components/content/platform-mark";
import { contentKeys } from "@/components/content/queries";
import { apiRequest } from "@/lib/api/client";
import { listSocialPosts, type SocialPostDTO } from "@/lib/content/contracts";
import { platformLabel, type SocialPlatform } from "@/lib/content/platforms";
import { byDay } from "./calendar-time";
import type { ZoneFormats } from "./zone-formats";

export type PlannedDraft = SocialPostDTO & { scheduledAt: string };

/**
 * Drafts planned for a day (the content-calendar generator's ideas, or any draft given a time),
 * by local day within the range. They are not scheduled: the calendar shows them apart from the
 * occurrences, and opening one opens its editor.
 */
export function usePlannedDrafts(range: { from: Date; to: Date }, timeZone: string) {
  const from = range.from.getTime();
  const to = range.to.getTime();
  return useQuery({
    queryKey: contentKeys.social({ status: "DRAFT", planned: true }),
    queryFn: ({ signal }) => apiRequest(listSocialPosts, { query: { status: ["DRAFT"] }, signal }),
    select: (posts) =>
      byDay(
        posts.filter((p): p is PlannedDraft => {
          const at = p.scheduledAt ? Date.parse(String(p.scheduledAt)) : NaN;
          return at >= from && at < to;
        }),
        timeZone,
      ),
  });
}

/** One planned draft: dashed and grey (nothing will publish it), its network, time and text; a link to its editor. */
export function DraftChip({ draft, formats }: { draft: PlannedDraft; formats: ZoneFormats }) {
  const platform = draft.platforms[0] as SocialPlatform | undefined;
  const time = formats.time(draft.scheduledAt);
  return (
    <Link
      href={`/content/social/${draft.id}`}
      data-testid="planned-draft"
      aria-label={`Draft, ${time}${platform ? `, ${platformLabel(platform)}` : ""}: ${draft.content.slice(0, 80)}`}
      title={`Draft (not scheduled): ${draft.content.slice(0, 140)}`}
      className="flex w-full min-w-0 items-center gap-1.5 overflow-hidden rounded-md border border-dashed border-zinc-300 bg-zinc-50 px-1 py-0.5 text-left text-xs leading-tight text-zinc-700 hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:px-1.5 sm:py-1"
    >
      {platform ? <PlatformMark platform={platform} size={14} className="rounded-[4px]" /> : null}
      <span className="shrink-0 font-medium">Draft</span>
      <span className="min-w-0 flex-1 truncate opacity-80">{draft.content}</span>
    </Link>
  );
}
