"use client";

import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import type { Contract } from "@/lib/api/contract";
import * as contracts from "@/lib/admin/contracts";
import { useToast } from "@/components/ui/toast";

/** Console queries live under ["admin", ...]; a save refreshes the resource it changed. */
export const adminKeys = {
  system: ["admin", "system"] as const,
  billing: ["admin", "billing"] as const,
  templates: ["admin", "templates"] as const,
  flags: ["admin", "flags"] as const,
  segments: ["admin", "segments"] as const,
  integrations: ["admin", "integrations"] as const,
  features: ["admin", "entitlement-features"] as const,
  plans: ["admin", "plans"] as const,
  packages: ["admin", "packages"] as const,
};

const read = <C extends Contract>(c: C, key: QueryKey) => ({
  queryKey: key,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(c, { signal } as never),
});

export const useSystemSettings = () => useQuery(read(contracts.getSystemConfig, adminKeys.system));
export const useBillingConfig = () => useQuery(read(contracts.getBillingConfig, adminKeys.billing));
export const useEmailTemplates = () => useQuery(read(contracts.listEmailTemplates, adminKeys.templates));
export const useFeatureFlags = () => useQuery(read(contracts.listFeatureFlags, adminKeys.flags));
export const useSegments = () => useQuery(read(contracts.listSegments, adminKeys.segments));
export const useIntegrationConfigs = () => useQuery(read(contracts.listIntegrationConfigs, adminKeys.integrations));
export const useEntitlementFeatures = () => useQuery(read(contracts.listEntitlementFeatures, adminKeys.features));
export const usePlanEntitlements = () => useQuery(read(contracts.listPlanEntitlements, adminKeys.plans));
export const useAdminPackages = () => useQuery(read(contracts.listAdminPackages, adminKeys.packages));

/**
 * A console save: toasts the outcome, hands field errors of a 400 to `onFieldErrors`, and
 * refreshes the queries under `invalidate`.
 */
export function useAdminSave<V, R>(opts: {
  mutationFn: (vars: V) => Promise<R>;
  invalidate: QueryKey[];
  success: string;
  onFieldErrors?: (errors: Record<string, string>) => void;
  onSuccess?: (result: R) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: opts.mutationFn,
    onSuccess: (result) => {
      opts.onFieldErrors?.({});
      toast.success(opts.success);
      opts.onSuccess?.(result);
    },
    onError: (err) => {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length && opts.onFieldErrors) opts.onFieldErrors(fields);
      toast.error("Not saved", errorMessage(err));
    },
    onSettled: () => Promise.all(opts.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
