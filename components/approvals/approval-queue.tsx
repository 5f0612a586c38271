"use client";

import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CheckIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { cn } from "@/components/ui/cn";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { ApprovalDTO, ApprovalStatus } from "@/lib/approvals/contracts";
import { ApprovalCard, type Viewer } from "./approval-card";
import { STATUS_LOOKS } from "./approval-status";
import { DecisionDialog, type DecisionKind } from "./decision-dialog";
import {
  useApproval,
  useApprovalSettings,
  useApprovals,
  useDecide,
  useResubmitApproval,
  type Decision,
} from "./queries";

type Filter = ApprovalStatus | "all";
const FILTERS: Filter[] = ["pending", "changes_requested", "approved", "rejected", "all"];

const DONE: Record<DecisionKind, string> = {
  approve: "Approved",
  reject: "Rejected",
  "request-changes": "Changes requested",
};

/** Decisions on one or several items, with the dialog that takes their comment. */
function useDecisions() {
  const toast = useToast();
  const decide = useDecide();
  const resubmit = useResubmitApproval();
  const [open, setOpen] = useState<{ kind: DecisionKind; ids: string[] } | null>(null);
  const dialog = (
    <DecisionDialog
      key={open ? `${open.kind}:${open.ids.join()}` : "closed"}
      kind={open?.kind ?? null}
      count={open?.ids.length ?? 0}
      onClose={() => setOpen(null)}
      mutation={decide}
      onDecide={(decision: Decision) =>
        decide.mutate(
          { ids: open!.ids, decision },
          {
            onSuccess: ({ done, failed }) => {
              setOpen(null);
              if (done) toast.success(done === 1 ? DONE[open!.kind] : `${DONE[open!.kind]}: ${done} items`);
              if (failed.length) toast.error(`${failed.length} could not be decided`, errorMessage(failed[0].reason));
            },
          },
        )
      }
    />
  );
  return {
    ask: (kind: DecisionKind, ids: string[]) => {
      decide.reset();
      setOpen({ kind, ids });
    },
    resubmit: (id: string) =>
      resubmit.mutate(id, {
        onSuccess: () => toast.success("Resubmitted for approval"),
        onError: (err) => toast.error("Couldn't resubmit", errorMessage(err)),
      }),
    dialog,
  };
}

function FilterBar({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  return (
    <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-1.5">
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            "rounded-full px-3 py-1 text-[13px] font-medium ring-1 ring-inset transition-colors",
            value === f
              ? "bg-zinc-900 text-white ring-zinc-900"
              : "bg-white text-zinc-600 ring-zinc-200 hover:text-zinc-900",
          )}
        >
          {f === "all" ? "All" : STATUS_LOOKS[f].label}
        </button>
      ))}
    </div>
  );
}

export function ApprovalQueue({ viewer }: { viewer: Viewer }) {
  const [filter, setFilter] = useState<Filter>("pending");
  const [selected, setSelected] = useState<string[]>([]);
  const items = useApprovals(filter);
  // With the gate off nothing has to come here: the empty queue says so and where to turn it on.
  const gateOff = useApprovalSettings().data?.requireApproval === false;
  const decisions = useDecisions();
  const decidable = (item: ApprovalDTO) =>
    viewer.canReview && item.status === "pending" && item.submittedBy?.id !== viewer.userId;
  const chosen = selected.filter((id) => items.data?.some((i) => i.id === id && decidable(i)));

  return (
    <>
      <FilterBar
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setSelected([]);
        }}
      />
      {chosen.length ? (
        <Card className="sticky top-16 z-10 mb-4 flex flex-wrap items-center gap-2 p-3 lg:top-4">
          <span className="mr-auto text-sm font-medium text-zinc-800">{chosen.length} selected</span>
          <Button size="sm" icon={<CheckIcon />} onClick={() => decisions.ask("approve", chosen)}>
            Approve selected
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => decisions.ask("reject", chosen)}>
            Reject selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
            Clear
          </Button>
        </Card>
      ) : null}
      <ListStates
        query={items}
        what="approvals"
        isEmpty={(data) => data.length === 0}
        empty={
          filter === "pending" && gateOff ? (
            <EmptyState
              icon={<CheckIcon />}
              title="Approvals are off"
              description="Content is scheduled and published without a review. Turn on approvals in Settings, or submit a post for approval from its page."
              action={
                <ButtonLink href="/settings/approvals" variant="secondary">
                  Approval settings
                </ButtonLink>
              }
            />
          ) : (
            <EmptyState
              icon={<CheckIcon />}
              title={filter === "pending" ? "Nothing waits for approval" : "No items here"}
              description="Content submitted for approval shows here with a preview for each network."
            />
          )
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.map((item) => (
              <li key={item.id}>
                <ApprovalCard
                  item={item}
                  viewer={viewer}
                  onDecide={(kind) => decisions.ask(kind, [item.id])}
                  onResubmit={() => decisions.resubmit(item.id)}
                  select={
                    decidable(item) ? (
                      <input
                        type="checkbox"
                        aria-label="Select for a bulk decision"
                        className="mt-0.5 size-4 rounded border-zinc-300 accent-brand-600"
                        checked={selected.includes(item.id)}
                        onChange={(e) =>
                          setSelected((s) => (e.target.checked ? [...s, item.id] : s.filter((id) => id !== item.id)))
                        }
                      />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {decisions.dialog}
    </>
  );
}

/** One item on its own page (where notifications link). */
export function ApprovalItem({ id, viewer }: { id: string; viewer: Viewer }) {
  const item = useApproval(id);
  const decisions = useDecisions();
  return (
    <>
      <ListStates query={item} what="the approval" isEmpty={() => false} empty={null}>
        {(data) => (
          <ApprovalCard
            item={data}
            viewer={viewer}
            onDecide={(kind) => decisions.ask(kind, [data.id])}
            onResubmit={() => decisions.resubmit(data.id)}
          />
        )}
      </ListStates>
      {decisions.dialog}
    </>
  );
}
