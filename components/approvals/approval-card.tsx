"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckIcon, MessageIcon, XIcon } from "@/components/ui/icons";
import type { ApprovalDTO } from "@/lib/approvals/contracts";
import { ApprovalHistory } from "./approval-history";
import { ApprovalStatusBadge } from "./approval-status";
import { ContentPreview } from "./content-preview";
import type { DecisionKind } from "./decision-dialog";
import { ShareLink } from "./share-link";

const EDIT_PATHS = { social: "/content/social", blog: "/content/blog", script: "/content/scripts" } as const;

export interface Viewer {
  userId: string;
  canReview: boolean;
  /** Whose name the networks show on the post: the company's, as on the public review page. */
  companyName: string;
}

/** What the reviewer last said, shown under the preview. */
function Verdict({ item }: { item: ApprovalDTO }) {
  const said =
    item.status === "rejected"
      ? item.reason
      : item.status === "changes_requested"
        ? item.feedback
        : item.status === "approved"
          ? item.notes
          : null;
  if (!said) return null;
  return (
    <p className="rounded-lg bg-zinc-50 px-3 py-2 text-[13px] text-zinc-700">
      <span className="font-medium text-zinc-900">Reviewer: </span>
      {said}
    </p>
  );
}

/** One item of the queue: the content as each network will show it, its state and history, and the moves open to the viewer. */
export function ApprovalCard({
  item,
  viewer,
  onDecide,
  onResubmit,
  select,
}: {
  item: ApprovalDTO;
  viewer: Viewer;
  onDecide: (kind: DecisionKind) => void;
  onResubmit: () => void;
  /** The bulk selection's checkbox, for items that can be decided. */
  select?: ReactNode;
}) {
  const own = item.submittedBy?.id === viewer.userId;
  const canDecide = viewer.canReview && !own && item.status === "pending";
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="approval-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          {select}
          <div className="min-w-0">
            <p className="text-sm font-semibold text-zinc-900">
              {item.submittedBy?.name ?? "A former member"}
              <span className="font-normal text-zinc-500">
                {" "}
                submitted{" "}
                {new Date(item.submittedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
              </span>
            </p>
            {item.current ? null : (
              <p className="text-xs text-amber-700">Changed since it was submitted: it needs a new round.</p>
            )}
          </div>
        </div>
        <ApprovalStatusBadge status={item.status} />
      </div>
      <ContentPreview type={item.type} content={item.content} platforms={item.platforms} author={viewer.companyName} />
      <Verdict item={item} />
      <details className="group">
        <summary className="cursor-pointer text-[13px] font-medium text-zinc-600 hover:text-zinc-900">
          History ({item.history.length})
        </summary>
        <div className="mt-2">
          <ApprovalHistory history={item.history} />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 pt-3">
        {canDecide ? (
          <>
            <Button size="sm" icon={<CheckIcon />} onClick={() => onDecide("approve")}>
              Approve
            </Button>
            <Button size="sm" variant="secondary" icon={<MessageIcon />} onClick={() => onDecide("request-changes")}>
              Request changes
            </Button>
            <Button size="sm" variant="outline-danger" icon={<XIcon />} onClick={() => onDecide("reject")}>
              Reject
            </Button>
          </>
        ) : null}
        {own && item.status === "changes_requested" ? (
          <Button size="sm" onClick={onResubmit}>
            Resubmit
          </Button>
        ) : null}
        <Link
          href={`${EDIT_PATHS[item.type]}/${item.contentId}`}
          className="text-[13px] font-medium text-brand-700 hover:underline"
        >
          Open the {item.type === "social" ? "post" : item.type === "blog" ? "blog post" : "script"}
        </Link>
        {viewer.canReview && item.status === "pending" ? (
          <div className="w-full sm:ml-auto sm:w-auto">
            <ShareLink approvalId={item.id} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
