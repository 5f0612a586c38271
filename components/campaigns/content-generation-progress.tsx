import type { ReactNode } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { Spinner } from "@/components/ui/spinner";
import { platformLabel } from "@/lib/content/platforms";
import { plural } from "@/lib/format/plural";
import type { ContentSoFar } from "./use-generate-content";

/** What the model is writing now: it writes the posts, then the blog ideas, then the video ideas. */
function stage(soFar: ContentSoFar): string {
  if (soFar.videoIdeas?.length) return "Writing video ideas";
  if (soFar.blogIdeas?.length) return "Writing blog ideas";
  if (soFar.socialPosts?.length) return "Writing posts";
  return "Reading the plan and the brand";
}

function Section({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
        {label} <span className="tabular-nums text-zinc-400">{count}</span>
      </p>
      {count ? (
        <ul aria-label={label} className="flex flex-col gap-1">
          {children}
        </ul>
      ) : (
        <p className="text-xs text-zinc-400">…</p>
      )}
    </div>
  );
}

/**
 * A campaign's content while it is generated: posts per channel, blog ideas and video ideas
 * appearing as the model writes them, with the counts so far. Nothing is saved until all of it
 * is written and checked; then the drafts appear in the campaign's content list.
 */
export function ContentGenerationProgress({ soFar }: { soFar: ContentSoFar }) {
  const posts = soFar.socialPosts ?? [];
  const blogs = soFar.blogIdeas ?? [];
  const videos = soFar.videoIdeas ?? [];
  return (
    <section
      aria-label="Content being generated"
      aria-busy="true"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 text-left"
    >
      <p role="status" className="flex items-center gap-2 text-xs font-semibold text-brand-700">
        <Spinner className="size-3.5" />
        {stage(soFar)}… {plural(posts.length, "post")}, {plural(blogs.length, "blog idea")},{" "}
        {plural(videos.length, "video idea")} so far
      </p>
      <Section label="Posts" count={posts.length}>
        {posts.map((post, i) => (
          <li key={i} className="flex items-start gap-2 text-[13px] text-zinc-700">
            {post.platform ? <PlatformMark platform={post.platform} size={16} className="mt-0.5" /> : null}
            <span className="min-w-0">
              <span className="sr-only">{post.platform ? `${platformLabel(post.platform)}: ` : ""}</span>
              <span className="line-clamp-2 break-words">{post.content ?? "…"}</span>
            </span>
          </li>
        ))}
      </Section>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Section label="Blog ideas" count={blogs.length}>
          {blogs.map((idea, i) => (
            <li key={i} className="truncate text-[13px] text-zinc-700">
              {idea.title ?? "…"}
            </li>
          ))}
        </Section>
        <Section label="Video ideas" count={videos.length}>
          {videos.map((idea, i) => (
            <li key={i} className="truncate text-[13px] text-zinc-700">
              {idea.title ?? "…"}
              {idea.format ? <span className="text-zinc-500"> · {idea.format}</span> : null}
            </li>
          ))}
        </Section>
      </div>
    </section>
  );
}
