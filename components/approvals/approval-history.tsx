import type { ApprovalHistoryEntry } from "@/lib/approvals/contracts";

const ACTION_LABELS: Record<ApprovalHistoryEntry["action"], string> = {
  submitted: "submitted it",
  resubmitted: "resubmitted it",
  approved: "approved it",
  rejected: "rejected it",
  changes_requested: "asked for changes",
};

const when = (at: string | Date) => new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Every move of the item, oldest first, with who made it and what they wrote. */
export function ApprovalHistory({ history }: { history: readonly Omit<ApprovalHistoryEntry, "userId">[] }) {
  return (
    <ol className="flex flex-col gap-2 border-l border-zinc-200 pl-4" aria-label="History">
      {history.map((entry, i) => (
        <li key={i} className="text-[13px] text-zinc-600">
          <span className="font-medium text-zinc-900">{entry.name}</span> {ACTION_LABELS[entry.action]}
          <span className="text-zinc-400" suppressHydrationWarning>
            {" "}
            · {when(entry.at)}
          </span>
          {entry.comment ? <q className="mt-0.5 block text-zinc-800">{entry.comment}</q> : null}
        </li>
      ))}
    </ol>
  );
}
