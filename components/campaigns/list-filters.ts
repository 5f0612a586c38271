import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from "@/lib/campaigns/contracts";
import type { CampaignStatus, CampaignType } from "./campaign-meta";
import type { CampaignListFilters } from "./queries";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** Filters from the page URL (?status=ACTIVE,PAUSED&type=ONE_TIME&q=launch&archived=1&page=2); unknown values are dropped. */
export function filtersFromSearchParams(params: SearchParams): CampaignListFilters {
  const statuses = first(params.status)
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(s));
  const type = first(params.type).toUpperCase();
  const page = Number.parseInt(first(params.page), 10);
  return {
    statuses,
    type: (CAMPAIGN_TYPES as readonly string[]).includes(type) ? (type as CampaignType) : "",
    search: first(params.q).slice(0, 200),
    includeArchived: first(params.archived) === "1",
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function filtersToSearch(f: CampaignListFilters): string {
  const s = new URLSearchParams();
  if (f.statuses.length) s.set("status", f.statuses.join(","));
  if (f.type) s.set("type", f.type);
  if (f.search) s.set("q", f.search);
  if (f.includeArchived) s.set("archived", "1");
  if (f.page > 1) s.set("page", String(f.page));
  const query = s.toString();
  return query ? `?${query}` : "";
}
