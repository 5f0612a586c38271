"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { LinkIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api/client";
import { useRevokeShare, useShareApproval } from "./queries";

/** A review link for someone without an account (a client): made on demand, copied, revocable. */
export function ShareLink({ approvalId }: { approvalId: string }) {
  const share = useShareApproval(approvalId);
  const revoke = useRevokeShare(approvalId);
  if (share.data && !revoke.isSuccess) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3">
        <p className="text-xs text-zinc-600">
          Anyone with this link can approve or ask for changes until{" "}
          {new Date(share.data.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1 text-xs text-zinc-800 ring-1 ring-zinc-200">
            {share.data.url}
          </code>
          <CopyButton value={share.data.url} label="Copy link" />
          <Button variant="ghost-danger" size="sm" loading={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        size="sm"
        icon={<LinkIcon />}
        loading={share.isPending}
        onClick={() => {
          revoke.reset();
          share.mutate();
        }}
      >
        {revoke.isSuccess ? "Make a new review link" : "Share a review link"}
      </Button>
      {share.isError ? <p className="text-xs text-red-600">{errorMessage(share.error)}</p> : null}
    </div>
  );
}
