"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/reports/contracts";

export type ReportInput = z.input<typeof contracts.CreateReportBody>;
export type Report = z.output<typeof contracts.ReportDTO>;
export type ReportJob = z.output<typeof contracts.ReportJobDTO>;
export type PreviewInput = z.input<typeof contracts.PreviewReportBody>;

/** Report queries live under ["reports", ...]. */
export const reportKeys = {
  all: ["reports"] as const,
  list: ["reports", "list"] as const,
  one: (id: string) => ["reports", "one", id] as const,
  job: (jobId: string) => ["reports", "job", jobId] as const,
  preview: (input: PreviewInput) => ["reports", "preview", input] as const,
};

const POLL_MS = 1500;

export function useReports() {
  return useQuery({
    queryKey: reportKeys.list,
    queryFn: ({ signal }) => apiRequest(contracts.listReports, { query: { limit: 100 }, signal }),
  });
}

export function useReport(id: string) {
  return useQuery({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) => apiRequest(contracts.getReport, { params: { id }, signal }),
  });
}

/** The figures a report with these settings would carry; the last answer stays while the next loads. */
export function useReportPreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: reportKeys.preview(input ?? ({} as PreviewInput)),
    queryFn: ({ signal }) => apiRequest(contracts.previewReport, { body: input!, signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A generation's status, asked again every 1.5 s until it is completed or failed. */
export function useReportJob(jobId: string) {
  return useQuery({
    queryKey: reportKeys.job(jobId),
    queryFn: ({ signal }) => apiRequest(contracts.getReportJob, { params: { jobId }, signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "processing" ? false : POLL_MS),
  });
}

export function useReportMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: ReportInput) => apiRequest(contracts.createReport, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ReportInput }) =>
        apiRequest(contracts.updateReport, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(contracts.deleteReport, { params: { id } }),
      onSuccess: refresh,
    }),
    generate: useMutation({ mutationFn: (id: string) => apiRequest(contracts.generateReport, { params: { id } }) }),
  };
}

/** GET /api/reports/export for a saved report's settings: the browser downloads the file. */
export function exportUrl(report: Report, startDate: string, endDate: string): string {
  const query = new URLSearchParams({ type: report.reportType, format: report.format, startDate, endDate });
  if (report.platforms.length) query.set("platforms", report.platforms.join(","));
  if (report.socialAccountIds.length) query.set("socialAccountIds", report.socialAccountIds.join(","));
  if (report.campaignId) query.set("campaignId", report.campaignId);
  if (report.metrics.length) query.set("metrics", report.metrics.join(","));
  return `/api/reports/export?${query}`;
}
