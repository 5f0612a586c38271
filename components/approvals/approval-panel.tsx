"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { SendIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { ApprovalContentType, ApprovalDTO } from "@/lib/approvals/contracts";
import { ApprovalStatusBadge } from "./approval-status";
import { useApprovalSettings, useLatestApproval, useResubmitApproval, useSubmitApproval } from "./queries";

/** What approval lets each kind of content do. */
const GOES_OUT = { social: "scheduled", blog: "published", script: "used" } as const;
const NOUNS = { social: "post", blog: "blog post", script: "script" } as const;

function stateText(latest: ApprovalDTO | null, required: boolean, type: ApprovalContentType): string {
  if (!latest)
    return required ? `Not submitted yet: it can't be ${GOES_OUT[type]} until it is approved.` : "Not submitted.";
  if (latest.status === "approved" && !latest.current)
    return "It changed after it was approved, so it needs approval again.";
  switch (latest.status) {
    case "pending":
      return "Waiting for a reviewer.";
    case "approved":
      return required ? `Approved: it can be ${GOES_OUT[type]}.` : "Approved.";
    case "changes_requested":
      return `Changes requested: ${latest.feedback ?? ""}`;
    case "rejected":
      return `Rejected: ${latest.reason ?? ""}`;
  }
}

/**
 * The content's approval state beside the composer, and "Submit for approval" (a new round) or
 * "Resubmit" (after changes were asked for) when the company requires approval or a round exists.
 * Reviewers see the content as last saved.
 */
export function ApprovalPanel({
  contentType,
  contentId,
  viewerId,
}: {
  contentType: ApprovalContentType;
  contentId: string;
  viewerId: string;
}) {
  const toast = useToast();
  const settings = useApprovalSettings();
  const latest = useLatestApproval(contentType, contentId);
  const submit = useSubmitApproval(contentType, contentId);
  const resubmit = useResubmitApproval();
  if (settings.isPending || latest.isPending) return <Skeleton className="mt-6 h-24" />;
  if (settings.isError || latest.isError) return null;
  const required = settings.data.requireApproval;
  const item = latest.data;
  if (!required && !item) return null;
  const canResubmit = item?.status === "changes_requested" && item.submittedBy?.id === viewerId;
  // A round still open (pending, or awaiting someone else's changes) takes no new one.
  const canSubmit = !item || item.status === "rejected" || (item.status === "approved" && !item.current);
  const onError = (err: unknown) => toast.error("Couldn't submit for approval", errorMessage(err));
  return (
    <Card className="mt-6" data-testid="approval-panel">
      <CardHeader
        title="Approval"
        description={required ? "This company approves content before it is scheduled or published." : undefined}
        actions={item ? <ApprovalStatusBadge status={item.status} /> : null}
      />
      <CardBody className="flex flex-col gap-3">
        <p className="text-sm text-zinc-700">{stateText(item, required, contentType)}</p>
        <div className="flex flex-wrap items-center gap-3">
          {canResubmit ? (
            <Button
              icon={<SendIcon />}
              loading={resubmit.isPending}
              onClick={() =>
                resubmit.mutate(item.id, { onSuccess: () => toast.success("Resubmitted for approval"), onError })
              }
            >
              Resubmit for approval
            </Button>
          ) : canSubmit ? (
            <Button
              icon={<SendIcon />}
              loading={submit.isPending}
              onClick={() =>
                submit.mutate(undefined, { onSuccess: () => toast.success("Submitted for approval"), onError })
              }
            >
              Submit for approval
            </Button>
          ) : null}
          {item ? (
            <Link href={`/approvals/${item.id}`} className="text-[13px] font-medium text-brand-700 hover:underline">
              See the history
            </Link>
          ) : null}
        </div>
        {canSubmit || canResubmit ? (
          <p className="text-xs text-zinc-500">
            Save your changes first: reviewers see the {NOUNS[contentType]} as last saved.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
