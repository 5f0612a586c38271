"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { relativeTime } from "@/components/settings/format";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PlusIcon, VideoIcon } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { apiRequest } from "@/lib/api/client";
import { listVideoScripts } from "@/lib/content/contracts";
import { CampaignSelect, useCampaignNames } from "./campaign-select";
import { PlatformMark, platformLabel } from "./platform-mark";
import { contentKeys } from "./queries";

const PAGE_SIZE = 25;

export function VideoScriptList({ canCreate }: { canCreate: boolean }) {
  const [campaignId, setCampaignId] = useState("");
  const [page, setPage] = useState(1);
  const campaignNames = useCampaignNames();
  const scripts = useQuery({
    queryKey: contentKeys.scripts({ campaignId, page }),
    queryFn: ({ signal }) =>
      apiRequest(listVideoScripts, { signal, query: { campaignId: campaignId || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });

  return (
    <Card>
      <div className="border-b border-zinc-100 px-5 py-4">
        <CampaignSelect
          aria-label="Campaign"
          value={campaignId}
          onChange={(id) => {
            setCampaignId(id);
            setPage(1);
          }}
          emptyLabel="All campaigns"
          className="sm:w-64"
        />
      </div>
      {scripts.isPending ? (
        <SkeletonRows rows={4} label="Loading video scripts" />
      ) : scripts.isError ? (
        <ErrorState error={scripts.error} onRetry={() => scripts.refetch()} title="Couldn't load video scripts" />
      ) : scripts.data.items.length === 0 ? (
        <EmptyState
          icon={<VideoIcon size={20} />}
          title={campaignId ? "No scripts in this campaign" : "No video scripts yet"}
          description="Plan Shorts, Reels and explainers: hook, talking points and call to action in one place."
          action={
            !campaignId && canCreate ? (
              <ButtonLink href="/content/scripts/new" icon={<PlusIcon />} size="sm">
                New script
              </ButtonLink>
            ) : null
          }
        />
      ) : (
        <>
          <Table aria-label="Video scripts">
            <THead>
              <tr>
                <TH>Title</TH>
                <TH className="hidden sm:table-cell">Platform</TH>
                <TH className="hidden md:table-cell">Campaign</TH>
                <TH className="hidden text-right sm:table-cell">Updated</TH>
              </tr>
            </THead>
            <TBody>
              {scripts.data.items.map((s) => (
                <TR key={s.id} className="relative">
                  <TD className="w-full max-w-0 sm:max-w-md">
                    <Link
                      href={`/content/scripts/${s.id}`}
                      className="block truncate font-medium text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
                    >
                      {s.title}
                    </Link>
                    <p className="truncate text-xs text-zinc-500">{s.format ?? "No format"} · {s.script.split(/\s+/).filter(Boolean).length} words</p>
                  </TD>
                  <TD className="hidden whitespace-nowrap sm:table-cell">
                    {s.platform ? (
                      <span className="flex items-center gap-1.5 text-[13px]">
                        <PlatformMark platform={s.platform} size={16} />
                        {platformLabel(s.platform)}
                      </span>
                    ) : (
                      <span className="text-zinc-400">—</span>
                    )}
                  </TD>
                  <TD className="hidden whitespace-nowrap text-[13px] md:table-cell">
                    {s.campaignId ? (campaignNames.get(s.campaignId) ?? "Archived campaign") : <span className="text-zinc-400">—</span>}
                  </TD>
                  <TD className="hidden whitespace-nowrap text-right text-[13px] text-zinc-500 sm:table-cell">{relativeTime(s.updatedAt)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <Pagination page={page} pageSize={PAGE_SIZE} total={scripts.data.total} noun="scripts" onPageChange={setPage} />
        </>
      )}
    </Card>
  );
}
