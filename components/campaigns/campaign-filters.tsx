"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from "@/lib/campaigns/contracts";
import { STATUS_DOT, STATUS_LABEL, TYPE_LABEL, type CampaignStatus, type CampaignType } from "./campaign-meta";

interface CampaignFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  statuses: CampaignStatus[];
  onStatusesChange: (value: CampaignStatus[]) => void;
  type: CampaignType | "";
  onTypeChange: (value: CampaignType | "") => void;
  includeArchived: boolean;
  onIncludeArchivedChange: (value: boolean) => void;
}

/** Search, status chips (several at once), type and the archived switch above the campaign list. */
export function CampaignFilters(props: CampaignFiltersProps) {
  const { statuses } = props;
  function toggleStatus(status: CampaignStatus) {
    const next = statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status];
    props.onStatusesChange(CAMPAIGN_STATUSES.filter((s) => next.includes(s)));
  }
  return (
    <div className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label="Search campaigns by name"
          placeholder="Search campaigns…"
          value={props.search}
          onValueChange={props.onSearchChange}
          className="sm:max-w-xs sm:flex-1"
        />
        <Select
          aria-label="Campaign type"
          value={props.type}
          onChange={(e) => props.onTypeChange(e.target.value as CampaignType | "")}
          className="sm:w-44"
        >
          <option value="">All types</option>
          {CAMPAIGN_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </Select>
        <div className="whitespace-nowrap px-2 sm:ml-auto">
          <Checkbox
            label="Show archived"
            checked={props.includeArchived}
            onChange={(e) => props.onIncludeArchivedChange(e.target.checked)}
          />
        </div>
      </div>
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={statuses.length === 0}
          onClick={() => props.onStatusesChange([])}
          className={chipClass(statuses.length === 0)}
        >
          All statuses
        </button>
        {CAMPAIGN_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={statuses.includes(status)}
            onClick={() => toggleStatus(status)}
            className={chipClass(statuses.includes(status))}
          >
            <span aria-hidden="true" className={cn("size-1.5 rounded-full", STATUS_DOT[status])} />
            {STATUS_LABEL[status]}
          </button>
        ))}
      </div>
    </div>
  );
}

function chipClass(active: boolean) {
  return cn(
    "inline-flex h-7 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
    active
      ? "border-zinc-900 bg-zinc-900 text-white"
      : "border-zinc-200 bg-white text-zinc-600 hover:border-zinc-300 hover:text-zinc-900",
  );
}
