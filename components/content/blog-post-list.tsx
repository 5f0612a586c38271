"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { relativeTime } from "@/components/settings/format";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FileTextIcon, PlusIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { Select } from "@/components/ui/select";
import { RowLink, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { apiRequest } from "@/lib/api/client";
import { BLOG_POST_STATUSES, listBlogPosts } from "@/lib/content/contracts";
import { CampaignFilter, CampaignName, useCampaignNames } from "./campaign-select";
import { ContentStatusBadge } from "./content-status-badge";
import { contentKeys } from "./queries";

const PAGE_SIZE = 25;
type Status = (typeof BLOG_POST_STATUSES)[number];

export function BlogPostList({ canCreate }: { canCreate: boolean }) {
  const [status, setStatus] = useState<Status | "">("");
  const [campaignId, setCampaignId] = useState("");
  const [page, setPage] = useState(1);
  const campaignNames = useCampaignNames();
  const posts = useQuery({
    queryKey: contentKeys.blog({ status, campaignId, page }),
    queryFn: ({ signal }) =>
      apiRequest(listBlogPosts, {
        signal,
        query: {
          status: status ? [status] : undefined,
          campaignId: campaignId || undefined,
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        },
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
          onChange={(e) => {
            setStatus(e.target.value as Status | "");
            setPage(1);
          }}
          className="sm:w-44"
        >
          <option value="">All statuses</option>
          <option value="DRAFT">Draft</option>
          <option value="PUBLISHED">Published</option>
        </Select>
        <CampaignFilter
          value={campaignId}
          onChange={(id) => {
            setCampaignId(id);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={posts}
        what="blog posts"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<FileTextIcon size={20} />}
            title={filtered ? "No blog posts match these filters" : "No blog posts yet"}
            description={
              filtered
                ? "Try another status or campaign."
                : "Long-form articles in Markdown, with a live preview while you write."
            }
            action={
              !filtered && canCreate ? (
                <ButtonLink href="/content/blog/new" icon={<PlusIcon />} size="sm">
                  New blog post
                </ButtonLink>
              ) : null
            }
          />
        }
      >
        {(data) => (
          <>
            <Table aria-label="Blog posts">
              <THead>
                <tr>
                  <TH>Title</TH>
                  <TH className="hidden md:table-cell">Campaign</TH>
                  <TH>Status</TH>
                  <TH className="hidden text-right sm:table-cell">Updated</TH>
                </tr>
              </THead>
              <TBody>
                {data.items.map((post) => (
                  <TR key={post.id} className="relative">
                    <TD className="w-full max-w-0 sm:max-w-md">
                      <RowLink href={`/content/blog/${post.id}`}>{post.title}</RowLink>
                      <p className="truncate font-mono text-xs text-zinc-500">/blog/{post.slug}</p>
                    </TD>
                    <TD className="hidden whitespace-nowrap text-[13px] md:table-cell">
                      <CampaignName campaignId={post.campaignId} names={campaignNames} />
                    </TD>
                    <TD>
                      <ContentStatusBadge status={post.status} />
                    </TD>
                    <TD className="hidden whitespace-nowrap text-right text-[13px] text-zinc-500 sm:table-cell">
                      {relativeTime(post.updatedAt)}
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} noun="blog posts" onPageChange={setPage} />
          </>
        )}
      </ListStates>
    </Card>
  );
}
