"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { XIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api/client";
import { reportKeys, useReportJob } from "./queries";

type Stage = "queued" | "running" | "done" | "failed";

const STAGES: Record<Stage, { label: string; tone: BadgeTone; text: string }> = {
  queued: { label: "Queued", tone: "neutral", text: "Waiting for the background worker." },
  running: { label: "Running", tone: "brand", text: "Reading the figures and drawing the file." },
  done: { label: "Done", tone: "success", text: "The file is ready." },
  failed: { label: "Failed", tone: "danger", text: "The file could not be made." },
};

/** One generation, followed until its file is ready: queued (just asked), running, done with a download, or failed. */
export function JobStatus({
  jobId,
  reportName,
  onDismiss,
}: {
  jobId: string;
  reportName: string;
  onDismiss: () => void;
}) {
  const job = useReportJob(jobId);
  const stage: Stage = job.data
    ? job.data.status === "completed"
      ? "done"
      : job.data.status === "failed"
        ? "failed"
        : "running"
    : "queued";
  const info = STAGES[stage];
  const queryClient = useQueryClient();
  // A finished generation changes the report's last run in the list.
  useEffect(() => {
    if (stage === "done" || stage === "failed") void queryClient.invalidateQueries({ queryKey: reportKeys.list });
  }, [stage, queryClient]);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-card sm:flex-row sm:items-center"
      data-testid="report-job"
      data-stage={stage}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {stage === "queued" || stage === "running" ? <Spinner className="mt-0.5 text-brand-600" /> : null}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
            <span className="truncate">{reportName}</span>
            <Badge tone={info.tone}>
              <span role="status" aria-label={`Generation ${info.label.toLowerCase()}`}>
                {info.label}
              </span>
            </Badge>
          </p>
          <p className="mt-0.5 text-xs text-zinc-500">
            {job.isError ? errorMessage(job.error) : stage === "failed" ? (job.data?.error ?? info.text) : info.text}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {stage === "done" && job.data?.downloadUrl ? (
          <a href={job.data.downloadUrl} download className={buttonClass("primary", "sm")}>
            Download
          </a>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          className={buttonClass("ghost", "icon")}
          aria-label={`Dismiss ${reportName} generation`}
        >
          <XIcon size={16} />
        </button>
      </div>
    </li>
  );
}
