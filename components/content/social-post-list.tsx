"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageIcon, PlusIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { apiRequest } from "@/lib/api/client";
import { listSocialPosts, SOCIAL_POST_STATUSES } from "@/lib/content/contracts";
import { CampaignFilter, useCampaignNames } from "./campaign-select";
import { ContentStatusBadge } from "./content-status-badge";
import { formatDateTime } from "./datetime";
import { PlatformMarks } from "./platform-mark";
import { contentKeys } from "./queries";

const PAGE = 50;

function when(post: {
  publishedAt: string | null;
  scheduledAt: string | null;
  status: string;
  createdAt: string;
}): string {
  if (post.publishedAt) return `Published ${formatDateTime(post.publishedAt)}`;
  if (post.scheduledAt)
    return `${post.status === "SCHEDULED" ? "Publishes" : "Planned for"} ${formatDateTime(post.scheduledAt)}`;
  return `Created ${formatDateTime(post.createdAt)}`;
}
type Status = (typeof SOCIAL_POST_STATUSES)[number];

export function SocialPostList({ canCreate }: { canCreate: boolean }) {
  const [status, setStatus] = useState<Status | "">("");
  const [campaignId, setCampaignId] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const campaignNames = useCampaignNames();
  const filters = { status, campaignId, limit };
  const posts = useQuery({
    queryKey: contentKeys.social(filters),
    queryFn: ({ signal }) =>
      apiRequest(listSocialPosts, {
        signal,
        query: { status: status ? [status] : undefined, campaignId: campaignId || undefined, limit: limit + 1 },
      }),
    placeholderData: (previous) => previous,
  });
  const filtered = status !== "" || campaignId !== "";

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4 sm:flex-row">
        <Select
          aria-label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status | "")}
          className="sm:w-44"
        >
          <option value="">All statuses</option>
          {SOCIAL_POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0) + s.slice(1).toLowerCase()}
            </option>
          ))}
        </Select>
        <CampaignFilter value={campaignId} onChange={setCampaignId} />
      </div>
      <ListStates
        query={posts}
        what="social posts"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<MessageIcon size={20} />}
            title={filtered ? "No posts match these filters" : "No social posts yet"}
            description={
              filtered
                ? "Try another status or campaign."
                : "Write a post once, pick the networks, and Reach checks it fits each of them."
            }
            action={
              !filtered && canCreate ? (
                <ButtonLink href="/content/social/new" icon={<PlusIcon />} size="sm">
                  New post
                </ButtonLink>
              ) : null
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="divide-y divide-zinc-100">
              {data.slice(0, limit).map((post) => (
                <li key={post.id}>
                  <Link
                    href={`/content/social/${post.id}`}
                    className="flex items-start gap-4 px-5 py-4 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-[13px] leading-relaxed text-zinc-800">{post.content}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-zinc-500">
                        {post.campaignId ? (
                          <>
                            <span className="truncate font-medium text-zinc-600">
                              {campaignNames.get(post.campaignId) ?? "Archived campaign"}
                            </span>
                            <span aria-hidden="true" className="hidden sm:inline">
                              ·
                            </span>
                          </>
                        ) : null}
                        <span>{when(post)}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center sm:gap-3">
                      <PlatformMarks platforms={post.platforms} size={18} max={3} />
                      <ContentStatusBadge status={post.status} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            {data.length > limit ? (
              <div className="border-t border-zinc-100 px-5 py-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setLimit((l) => Math.min(l + PAGE, 499))}
                  loading={posts.isFetching}
                >
                  Show more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </ListStates>
    </Card>
  );
}
