"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/approvals/contracts";
import type { ApprovalContentType, ApprovalStatus } from "@/lib/approvals/contracts";

/** Approval queries live under ["approvals", ...]; a decision also changes the bell's. */
export const approvalKeys = {
  all: ["approvals"] as const,
  list: (status: ApprovalStatus | "all") => ["approvals", "list", status] as const,
  item: (id: string) => ["approvals", "item", id] as const,
  content: (type: ApprovalContentType, id: string) => ["approvals", "content", type, id] as const,
  settings: ["approvals", "settings"] as const,
};

export function useApprovals(status: ApprovalStatus | "all") {
  return useQuery({
    queryKey: approvalKeys.list(status),
    queryFn: ({ signal }) =>
      apiRequest(contracts.listApprovals, {
        query: status === "all" ? { limit: 100 } : { status, limit: 100 },
        signal,
      }),
  });
}

export function useApproval(id: string) {
  return useQuery({
    queryKey: approvalKeys.item(id),
    queryFn: ({ signal }) => apiRequest(contracts.getApproval, { params: { id }, signal }),
  });
}

/** The content's latest round, or null when it was never submitted. */
export function useLatestApproval(contentType: ApprovalContentType, contentId: string) {
  return useQuery({
    queryKey: approvalKeys.content(contentType, contentId),
    queryFn: async ({ signal }) =>
      (await apiRequest(contracts.listApprovals, { query: { contentType, contentId, limit: 1 }, signal }))[0] ?? null,
  });
}

export function useApprovalSettings() {
  return useQuery({
    queryKey: approvalKeys.settings,
    queryFn: ({ signal }) => apiRequest(contracts.getApprovalSettings, { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
    ]);
}

export function useSaveApprovalSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (requireApproval: boolean) => apiRequest(contracts.putApprovalSettings, { body: { requireApproval } }),
    onSuccess: () => refresh(),
  });
}

export type Decision =
  | { action: "approve"; notes?: string }
  | { action: "reject"; reason: string; notes?: string }
  | { action: "request-changes"; feedback: string };

export function decide(id: string, decision: Decision) {
  const params = { id };
  switch (decision.action) {
    case "approve":
      return apiRequest(contracts.approveApproval, { params, body: { notes: decision.notes } });
    case "reject":
      return apiRequest(contracts.rejectApproval, { params, body: { reason: decision.reason, notes: decision.notes } });
    case "request-changes":
      return apiRequest(contracts.requestApprovalChanges, { params, body: { feedback: decision.feedback } });
  }
}

/** One decision on several items (the API decides one at a time): each in turn, the failures counted. */
export function useDecide() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ ids, decision }: { ids: string[]; decision: Decision }) => {
      const results = await Promise.allSettled(ids.map((id) => decide(id, decision)));
      return {
        done: results.filter((r) => r.status === "fulfilled").length,
        failed: results.filter((r) => r.status === "rejected"),
      };
    },
    onSettled: () => refresh(),
  });
}

export function useSubmitApproval(contentType: ApprovalContentType, contentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(contracts.submitApproval, { body: { contentType, contentId } }),
    onSuccess: () => refresh(),
  });
}

export function useResubmitApproval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(contracts.resubmitApproval, { params: { id }, body: {} }),
    onSuccess: () => refresh(),
  });
}

export function useShareApproval(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(contracts.shareApproval, { params: { id }, body: { expiresInHours: 72 } }),
  });
}

export function useRevokeShare(id: string) {
  return useMutation({ mutationFn: () => apiRequest(contracts.revokeApprovalShare, { params: { id } }) });
}
