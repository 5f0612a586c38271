"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";

/** The AI console's queries, under ["admin", "ai", ...]. */
export const aiKeys = {
  all: ["admin", "ai"] as const,
  configs: ["admin", "ai", "configs"] as const,
  gateway: ["admin", "ai", "gateway"] as const,
  overrides: (companyId: string) => ["admin", "ai", "overrides", companyId] as const,
  tests: ["admin", "ai", "tests"] as const,
  results: (id: string) => ["admin", "ai", "results", id] as const,
  analytics: (range: object) => ["admin", "ai", "analytics", range] as const,
};

export const useAiConfigs = () =>
  useQuery({ queryKey: aiKeys.configs, queryFn: ({ signal }) => apiRequest(contracts.listAiConfigs, { signal }) });

export const useGateway = () =>
  useQuery({
    queryKey: aiKeys.gateway,
    queryFn: async ({ signal }) => {
      const [status, adapters] = await Promise.all([
        apiRequest(contracts.getGatewayStatus, { signal }),
        apiRequest(contracts.listGatewayAdapters, { signal }),
      ]);
      return { status, adapters };
    },
  });

export const useCompanyOverrides = (companyId: string) =>
  useQuery({
    queryKey: aiKeys.overrides(companyId),
    queryFn: ({ signal }) => apiRequest(contracts.listCompanyAiConfigs, { params: { id: companyId }, signal }),
    enabled: /^[0-9a-f-]{36}$/i.test(companyId),
  });

export const useAbTests = () =>
  useQuery({ queryKey: aiKeys.tests, queryFn: ({ signal }) => apiRequest(contracts.listAbTests, { signal }) });

export const useAbTestResults = (id: string) =>
  useQuery({
    queryKey: aiKeys.results(id),
    queryFn: ({ signal }) => apiRequest(contracts.getAbTestResults, { params: { id }, signal }),
  });
