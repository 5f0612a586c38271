"use client";

import Link from "next/link";
import { useQueries } from "@tanstack/react-query";
import { PlatformMark } from "@/components/content/platform-mark";
import { contentKeys } from "@/components/content/queries";
import { apiRequest } from "@/lib/api/client";
import { listBlogPosts, listSocialPosts, listVideoScripts } from "@/lib/content/contracts";
import { platformLabel, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";
import { dayKeyOf } from "./calendar-time";
import type { ZoneFormats } from "./zone-formats";

/** A draft planned for a day: a social post at its time, or a blog post or video script for the whole day. */
export interface PlannedDraft {
  /** Unique across kinds: `social:<id>`, `blog:<id>`, `video:<id>`. */
  key: string;
  kind: "social" | "blog" | "video";
  href: string;
  platform: SocialPlatform | null;
  /** The planned time (social drafts); null for a draft planned for the day as a whole. */
  at: string | null;
  text: string;
}

const KIND_LABEL = { social: "Draft", blog: "Blog draft", video: "Video draft" } as const;
const asPlatform = (p: string | null | undefined) =>
  SOCIAL_PLATFORMS.includes(p as SocialPlatform) ? (p as SocialPlatform) : null;

/** Day drafts first (they have no time), then the timed ones by time. */
function byPlannedDay(drafts: { day: string; draft: PlannedDraft }[]) {
  const sorted = [...drafts].sort(
    (a, b) =>
      (a.draft.at === null ? 0 : 1) - (b.draft.at === null ? 0 : 1) ||
      Date.parse(a.draft.at ?? "") - Date.parse(b.draft.at ?? "") ||
      a.draft.key.localeCompare(b.draft.key),
  );
  const days = new Map<string, PlannedDraft[]>();
  for (const { day, draft } of sorted) days.set(day, [...(days.get(day) ?? []), draft]);
  return days;
}

/**
 * Drafts planned for a day within the range, by local day: social drafts given a time, blog posts
 * and video scripts given a day (the content-calendar generator's ideas, or any draft so planned).
 * They are not scheduled: the calendar shows them apart from the occurrences, and opening one
 * opens its editor.
 */
export function usePlannedDrafts(range: { from: Date; to: Date }, timeZone: string) {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const plannedFrom = dayKeyOf(range.from, timeZone);
  const plannedTo = dayKeyOf(new Date(to - 1), timeZone);
  const planned = { plannedFrom, plannedTo, limit: "100" };
  return useQueries({
    queries: [
      {
        queryKey: contentKeys.social({ status: "DRAFT", planned: true }),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiRequest(listSocialPosts, { query: { status: ["DRAFT"] }, signal }),
      },
      {
        queryKey: contentKeys.blog({ status: "DRAFT", plannedFrom, plannedTo }),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiRequest(listBlogPosts, { query: { status: ["DRAFT"], ...planned }, signal }),
      },
      {
        queryKey: contentKeys.scripts({ plannedFrom, plannedTo }),
        queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(listVideoScripts, { query: planned, signal }),
      },
    ],
    combine: ([social, blog, scripts]) => {
      const drafts = [
        ...(social.data ?? []).flatMap((p) => {
          const at = p.scheduledAt ? Date.parse(String(p.scheduledAt)) : NaN;
          if (!(at >= from && at < to)) return [];
          const draft: PlannedDraft = {
            key: `social:${p.id}`,
            kind: "social",
            href: `/content/social/${p.id}`,
            platform: asPlatform(p.platforms[0]),
            at: String(p.scheduledAt),
            text: p.content,
          };
          return [{ day: dayKeyOf(draft.at!, timeZone), draft }];
        }),
        ...(blog.data?.items ?? []).flatMap((p) =>
          p.plannedFor
            ? [
                {
                  day: p.plannedFor,
                  draft: {
                    key: `blog:${p.id}`,
                    kind: "blog" as const,
                    href: `/content/blog/${p.id}`,
                    platform: null,
                    at: null,
                    text: p.title,
                  },
                },
              ]
            : [],
        ),
        ...(scripts.data?.items ?? []).flatMap((s) =>
          s.plannedFor
            ? [
                {
                  day: s.plannedFor,
                  draft: {
                    key: `video:${s.id}`,
                    kind: "video" as const,
                    href: `/content/scripts/${s.id}`,
                    platform: asPlatform(s.platform),
                    at: null,
                    text: s.title,
                  },
                },
              ]
            : [],
        ),
      ];
      return { data: byPlannedDay(drafts) };
    },
  });
}

/** One planned draft: dashed and grey (nothing will publish it), its kind, network, time and text; a link to its editor. */
export function DraftChip({ draft, formats }: { draft: PlannedDraft; formats: ZoneFormats }) {
  const time = draft.at ? formats.time(draft.at) : null;
  const label = KIND_LABEL[draft.kind];
  const what = [label, time, draft.platform ? platformLabel(draft.platform) : null].filter(Boolean).join(", ");
  return (
    <Link
      href={draft.href}
      data-testid="planned-draft"
      data-kind={draft.kind}
      aria-label={`${what}: ${draft.text.slice(0, 80)}`}
      title={`${label} (not scheduled): ${draft.text.slice(0, 140)}`}
      className="flex w-full min-w-0 items-center gap-1.5 overflow-hidden rounded-md border border-dashed border-zinc-300 bg-zinc-50 px-1 py-0.5 text-left text-xs leading-tight text-zinc-700 hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:px-1.5 sm:py-1"
    >
      {draft.platform ? <PlatformMark platform={draft.platform} size={14} className="rounded-[4px]" /> : null}
      <span className="shrink-0 font-medium">{label}</span>
      <span className="min-w-0 flex-1 truncate opacity-80">{draft.text}</span>
    </Link>
  );
}
