"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { getBrandProfile } from "@/lib/brand/contracts";
import { getCampaign, getCampaignAnalytics, listCampaignContent, listCampaigns } from "@/lib/campaigns/contracts";
import { getCompany } from "@/lib/company/contracts";
import type { CampaignStatus, CampaignType } from "./campaign-meta";

export interface CampaignListFilters {
  statuses: CampaignStatus[];
  type: CampaignType | "";
  search: string;
  includeArchived: boolean;
  page: number;
}

export const CAMPAIGN_PAGE_SIZE = 20;

/** Everything campaign-shaped lives under ["campaigns"], so one invalidation refreshes lists and details. */
export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (f: CampaignListFilters) => ["campaigns", "list", f] as const,
  options: ["campaigns", "options"] as const,
  detail: (id: string) => ["campaigns", "detail", id] as const,
  content: (id: string) => ["campaigns", "detail", id, "content"] as const,
  analytics: (id: string) => ["campaigns", "detail", id, "analytics"] as const,
};

export function useCampaignList(filters: CampaignListFilters) {
  return useQuery({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(listCampaigns, {
        signal,
        query: {
          status: filters.statuses.length ? filters.statuses : undefined,
          type: filters.type ? [filters.type] : undefined,
          search: filters.search || undefined,
          includeArchived: filters.includeArchived ? "true" : undefined,
          limit: CAMPAIGN_PAGE_SIZE,
          offset: (filters.page - 1) * CAMPAIGN_PAGE_SIZE,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

/** Campaigns to pick from in content editors and the delete dialog (the 100 newest, archived left out). */
export function useCampaignOptions() {
  return useQuery({
    queryKey: campaignKeys.options,
    queryFn: ({ signal }) => apiRequest(listCampaigns, { signal, query: { limit: 100 } }),
    select: (data) => data.items.map((c) => ({ id: c.id, name: c.name, status: c.status })),
  });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getCampaign, { signal, params: { id } }),
  });
}

export function useCampaignContent(id: string) {
  return useQuery({
    queryKey: campaignKeys.content(id),
    queryFn: ({ signal }) => apiRequest(listCampaignContent, { signal, params: { id } }),
  });
}

export function useCampaignAnalytics(id: string) {
  return useQuery({
    queryKey: campaignKeys.analytics(id),
    queryFn: ({ signal }) => apiRequest(getCampaignAnalytics, { signal, params: { id } }),
  });
}

/** What a campaign inherits when it does not override: brand profile texts and the company's default networks. */
export function useBrandDefaults() {
  return useQuery({
    queryKey: ["brand-defaults"],
    queryFn: async ({ signal }) => {
      const [brand, company] = await Promise.all([
        apiRequest(getBrandProfile, { signal }),
        apiRequest(getCompany, { signal }),
      ]);
      return {
        keyMessages: brand.keyMessages,
        targetAudience: brand.targetAudience,
        tone: brand.tone,
        channels: company.defaultSocialPlatforms,
      };
    },
  });
}
