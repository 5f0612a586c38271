"use client";

import { useMutation } from "@tanstack/react-query";
import { AiButton } from "@/components/ai/ai-status";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, type ResponseData } from "@/lib/api/client";
import { analyzeBrand } from "@/lib/brand/contracts";

export type BrandAnalysis = ResponseData<typeof analyzeBrand>;

/** Reads the website into the form (nothing is saved until the form is); says how sure each field is. */
export function AnalyzeWebsiteButton({
  url,
  disabled,
  onResult,
}: {
  url: string;
  disabled: boolean;
  onResult: (analysis: BrandAnalysis) => void;
}) {
  const toast = useToast();
  const analyze = useMutation({
    mutationFn: () => apiRequest(analyzeBrand, { body: { url, mode: "company" } }),
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
    <AiButton
      type="button"
      size="sm"
      variant="secondary"
      disabled={disabled || !url.trim()}
      loading={analyze.isPending}
      onClick={() => analyze.mutate()}
    >
      {analyze.isPending ? "Analysing website…" : "Fill in from website"}
    </AiButton>
  );
}
