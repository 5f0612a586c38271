import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CalendarIcon } from "@/components/ui/icons";
import { platformLabel } from "@/lib/content/platforms";

interface UpcomingPost {
  id: string;
  content: string;
  platforms: string[];
  scheduledAt: Date;
}

export function UpcomingPosts({ posts, timeZone }: { posts: UpcomingPost[]; timeZone: string }) {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return (
    <Card>
      <CardHeader title="Upcoming posts" description="The next posts in your publishing queue" />
      {posts.length ? (
        <ul className="divide-y divide-zinc-100">
          {posts.map((post) => (
            <li key={post.id} className="flex items-start gap-3 px-5 py-3.5">
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <CalendarIcon />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-[13px] text-zinc-800">{post.content}</p>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <span className="text-xs text-zinc-500">{format.format(post.scheduledAt)}</span>
                  {post.platforms.slice(0, 3).map((p) => (
                    <Badge key={p}>{platformLabel(p)}</Badge>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<CalendarIcon size={20} />}
          title="Nothing scheduled yet"
          description="Draft a post and pick a time: it will show up here and publish on schedule."
          action={
            <ButtonLink href="/content/social" variant="secondary" size="sm">
              Go to content
            </ButtonLink>
          }
        />
      )}
    </Card>
  );
}
