"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { relativeTime } from "@/components/settings/format";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PlusIcon, VideoIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { RowLink, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { apiRequest } from "@/lib/api/client";
import { listVideoScripts } from "@/lib/content/contracts";
import { platformLabel } from "@/lib/content/platforms";
import { CampaignFilter, CampaignName, useCampaignNames } from "./campaign-select";
import { PlatformMark } from "./platform-mark";
import { contentKeys } from "./queries";
import { plural } from "@/lib/format/plural";

const PAGE_SIZE = 25;

export function VideoScriptList({ canCreate }: { canCreate: boolean }) {
  const [campaignId, setCampaignId] = useState("");
  const [page, setPage] = useState(1);
  const campaignNames = useCampaignNames();
  const scripts = useQuery({
    queryKey: contentKeys.scripts({ campaignId, page }),
    queryFn: ({ signal }) =>
      apiRequest(listVideoScripts, {
        signal,
        query: { campaignId: campaignId || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      }),
    placeholderData: (previous) => previous,
  });

  return (
    <Card>
      <div className="border-b border-zinc-100 px-5 py-4">
        <CampaignFilter
          value={campaignId}
          onChange={(id) => {
            setCampaignId(id);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={scripts}
        what="video scripts"
        isEmpty={(data) => data.items.length === 0}
        empty={
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
        }
      >
        {(data) => (
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
                {data.items.map((s) => (
                  <TR key={s.id} className="relative">
                    <TD className="w-full max-w-0 sm:max-w-md">
                      <RowLink href={`/content/scripts/${s.id}`}>{s.title}</RowLink>
                      <p className="truncate text-xs text-zinc-500">
                        {s.format ?? "No format"} · {plural(s.script.split(/\s+/).filter(Boolean).length, "word")}
                      </p>
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
                      <CampaignName campaignId={s.campaignId} names={campaignNames} />
                    </TD>
                    <TD className="hidden whitespace-nowrap text-right text-[13px] text-zinc-500 sm:table-cell">
                      {relativeTime(s.updatedAt)}
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} noun="scripts" onPageChange={setPage} />
          </>
        )}
      </ListStates>
    </Card>
  );
}
