"use client";

import { useEffect, useState } from "react";
import { PlatformMarks } from "@/components/content/platform-mark";
import { formatDateRange } from "@/components/content/datetime";
import { relativeTime } from "@/components/settings/format";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { MegaphoneIcon, PlusIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { RowLink, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { Campaign } from "@/lib/campaigns/contracts";
import { TYPE_LABEL } from "./campaign-meta";
import { CampaignFilters } from "./campaign-filters";
import { filtersToSearch } from "./list-filters";
import { CAMPAIGN_PAGE_SIZE, useCampaignList, type CampaignListFilters } from "./queries";
import { ArchivedBadge, CampaignStatusBadge } from "./status-badge";
import { useDebouncedValue } from "./use-debounced-value";

export function CampaignList({
  initialFilters,
  canManage,
}: {
  initialFilters: CampaignListFilters;
  canManage: boolean;
}) {
  const [filters, setFilters] = useState(initialFilters);
  const [searchText, setSearchText] = useState(initialFilters.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const query = { ...filters, search: debouncedSearch };
  const campaigns = useCampaignList(query);

  // A new search starts again from the first page.
  useEffect(() => {
    setFilters((f) => (f.search === debouncedSearch ? f : { ...f, search: debouncedSearch, page: 1 }));
  }, [debouncedSearch]);

  // The URL mirrors the filters so a reload or a shared link shows the same list.
  useEffect(() => {
    window.history.replaceState(null, "", `/campaigns${filtersToSearch(filters)}`);
  }, [filters]);

  const update = (patch: Partial<CampaignListFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const filtered =
    filters.statuses.length > 0 || filters.type !== "" || debouncedSearch !== "" || filters.includeArchived;

  const newButton = canManage ? (
    <ButtonLink href="/campaigns/new" icon={<PlusIcon />}>
      New campaign
    </ButtonLink>
  ) : null;

  return (
    <Card>
      <CampaignFilters
        search={searchText}
        onSearchChange={setSearchText}
        statuses={filters.statuses}
        onStatusesChange={(statuses) => update({ statuses })}
        type={filters.type}
        onTypeChange={(type) => update({ type })}
        includeArchived={filters.includeArchived}
        onIncludeArchivedChange={(includeArchived) => update({ includeArchived })}
      />
      <ListStates
        query={campaigns}
        what="campaigns"
        rows={5}
        isEmpty={(data) => data.items.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={<MegaphoneIcon size={20} />}
              title="No campaigns match these filters"
              description="Try another status or type, a shorter search, or include archived campaigns."
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setSearchText("");
                    setFilters({ statuses: [], type: "", search: "", includeArchived: false, page: 1 });
                  }}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<MegaphoneIcon size={20} />}
              title="No campaigns yet"
              description="A campaign groups your posts, articles and video scripts around one goal, with dates, key messages and results in one place."
              action={newButton}
            />
          )
        }
      >
        {(data) => (
          <div className={campaigns.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <CampaignTable campaigns={data.items} />
            <Pagination
              page={filters.page}
              pageSize={CAMPAIGN_PAGE_SIZE}
              total={data.total}
              noun="campaigns"
              onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </div>
        )}
      </ListStates>
    </Card>
  );
}

/** A campaign's networks, saying when they are the workspace's defaults rather than its own choice. */
function Channels({ campaign }: { campaign: Campaign }) {
  const { channels } = campaign.context;
  if (!campaign.inheritedFields.includes("channels")) {
    return channels.length ? (
      <PlatformMarks platforms={channels} />
    ) : (
      <span className="text-xs text-zinc-400">None</span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      {channels.length ? <PlatformMarks platforms={channels} /> : null}
      <span className="whitespace-nowrap text-xs text-zinc-400">
        {channels.length ? "Workspace default" : "Workspace default (none set)"}
      </span>
    </span>
  );
}

function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <Table aria-label="Campaigns">
      <THead>
        <tr>
          <TH>Campaign</TH>
          <TH className="hidden sm:table-cell">Status</TH>
          <TH className="hidden md:table-cell">Type</TH>
          <TH className="hidden lg:table-cell">Schedule</TH>
          <TH className="hidden md:table-cell">Channels</TH>
          <TH className="hidden text-right lg:table-cell">Updated</TH>
        </tr>
      </THead>
      <TBody>
        {campaigns.map((c) => (
          <TR key={c.id} className={c.isArchived ? "relative bg-zinc-50/40" : "relative"}>
            <TD className="max-w-0 w-full sm:w-auto sm:max-w-sm">
              <RowLink href={`/campaigns/${c.id}`}>{c.name}</RowLink>
              <p className="truncate text-xs text-zinc-500">{c.brief || c.goal || "No brief yet"}</p>
              <div className="mt-1.5 flex flex-wrap items-center gap-1.5 sm:hidden">
                <CampaignStatusBadge status={c.status} />
                {c.isArchived ? <ArchivedBadge /> : null}
                <span className="text-xs text-zinc-500">{formatDateRange(c.startsAt, c.endsAt)}</span>
              </div>
            </TD>
            <TD className="hidden sm:table-cell">
              <div className="flex items-center gap-1.5">
                <CampaignStatusBadge status={c.status} />
                {c.isArchived ? <ArchivedBadge /> : null}
              </div>
            </TD>
            <TD className="hidden whitespace-nowrap md:table-cell">{TYPE_LABEL[c.type]}</TD>
            <TD className="hidden whitespace-nowrap text-[13px] lg:table-cell">
              {formatDateRange(c.startsAt, c.endsAt)}
            </TD>
            <TD className="hidden md:table-cell">
              <Channels campaign={c} />
            </TD>
            <TD className="hidden whitespace-nowrap text-right text-[13px] text-zinc-500 lg:table-cell">
              {relativeTime(c.updatedAt)}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
