"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AiButton } from "@/components/ai/ai-status";
import { WorkSteps } from "@/components/ai/work-steps";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiRequest, errorMessage, type ResponseData } from "@/lib/api/client";
import { analyzeBrand } from "@/lib/brand/contracts";
import { normaliseWebsite } from "@/lib/brand/draft";
import { preflightCheck } from "@/lib/website/contracts";

export type BrandAnalysis = ResponseData<typeof analyzeBrand>;

type Step = "read" | "analyse";
export const ANALYSIS_STEPS: Array<{ id: Step; label: string }> = [
  { id: "read", label: "Reading the website" },
  { id: "analyse", label: "Finding your brand's name, voice, themes, colours and fonts with AI" },
];

/**
 * A website's analysis into brand fields: the page is read first (preflight-check, no credit), so
 * an unreachable site is said before any credit is spent, then analysed (analyze-brand). `done`
 * and `running` follow the steps for WorkSteps. Nothing is saved.
 */
export function useWebsiteAnalysis(handlers: {
  onSuccess?: (analysis: BrandAnalysis) => void;
  onError?: (err: unknown) => void;
}) {
  const [done, setDone] = useState<Step[]>([]);
  const analyze = useMutation({
    mutationFn: async (address: string) => {
      const url = normaliseWebsite(address);
      setDone([]);
      const page = await apiRequest(preflightCheck, { body: { url } });
      if (!page.success) throw new ApiClientError(400, { error: page.errorCode, message: page.message });
      setDone(["read"]);
      return apiRequest(analyzeBrand, { body: { url, mode: "company" } });
    },
    onSuccess: (analysis) => {
      setDone(["read", "analyse"]);
      handlers.onSuccess?.(analysis);
    },
    onError: handlers.onError,
  });
  const running: Step | null = analyze.isPending ? (done.includes("read") ? "analyse" : "read") : null;
  return { analyze, done, running };
}

/**
 * The website field with its analysis in the settings form: analysed into the form (nothing is
 * saved until the form is), each step shown as it runs; a toast says which fields to check.
 */
export function AnalyzeWebsiteButton({
  url,
  disabled,
  onResult,
  children,
}: {
  url: string;
  disabled: boolean;
  onResult: (analysis: BrandAnalysis) => void;
  /** The website input, shown beside the button (above it on a phone). */
  children: ReactNode;
}) {
  const toast = useToast();
  const { analyze, done, running } = useWebsiteAnalysis({
    onSuccess: (analysis) => {
      onResult(analysis);
      const unsure = Object.entries(analysis.confidence)
        .filter(([, level]) => level !== "high")
        .map(([field]) => field);
      toast.success(
        "Filled in from your website",
        unsure.length ? `Check these before saving: ${unsure.join(", ")}.` : "Review the fields, then save.",
      );
    },
    onError: (err) => toast.error("Couldn't analyse the website", errorMessage(err)),
  });
  return (
    <div className="flex flex-col gap-2">
      {/* The address gets the row's width; on a phone the button goes under it, never squeezing it. */}
      <div className="flex flex-col items-start gap-2 sm:flex-row">
        <div className="w-full min-w-0 sm:flex-1">{children}</div>
        <AiButton
          type="button"
          size="sm"
          variant="secondary"
          disabled={disabled || !url.trim()}
          loading={analyze.isPending}
          onClick={() => analyze.mutate(url)}
        >
          {analyze.isPending ? "Analysing website…" : "Fill in from website"}
        </AiButton>
      </div>
      {running || done.length || analyze.isError ? (
        <WorkSteps
          steps={ANALYSIS_STEPS}
          done={done}
          running={running}
          failed={analyze.isError ? errorMessage(analyze.error) : null}
        />
      ) : null}
    </div>
  );
}
