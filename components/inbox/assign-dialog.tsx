"use client";

import { Dialog } from "@/components/ui/dialog";
import { cn } from "@/components/ui/cn";
import type { MemberOut } from "@/lib/team/contracts";

export function memberLabel(member: Pick<MemberOut, "firstName" | "lastName" | "email">): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
}

interface AssignDialogProps {
  open: boolean;
  onClose: () => void;
  members: MemberOut[];
  current: string | null;
  count: number;
  onAssign: (memberId: string | null) => void;
}

/** Who handles the item (or the selected items): members only; the first choice has focus, so a, Enter assigns. */
export function AssignDialog({ open, onClose, members, current, count, onAssign }: AssignDialogProps) {
  const choices = [
    ...members.map((m) => ({ id: m.id as string | null, label: memberLabel(m) })),
    { id: null, label: "Nobody (unassign)" },
  ];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={count > 1 ? `Assign ${count} items` : "Assign to"}
      description="Arrow keys or Tab move, Enter assigns, Escape closes."
    >
      <ul className="flex flex-col gap-1" aria-label="Members">
        {choices.map((choice, index) => (
          <li key={choice.id ?? "nobody"}>
            <button
              type="button"
              autoFocus={index === 0}
              onKeyDown={(e) => {
                const step = e.key === "ArrowDown" || e.key === "j" ? 1 : e.key === "ArrowUp" || e.key === "k" ? -1 : 0;
                if (!step) return;
                e.preventDefault();
                const buttons = e.currentTarget.closest("ul")?.querySelectorAll("button");
                if (buttons) buttons[(index + step + buttons.length) % buttons.length]?.focus();
              }}
              onClick={() => {
                onAssign(choice.id);
                onClose();
              }}
              className={cn(
                "w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-zinc-100 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500",
                choice.id === current && "font-semibold text-brand-700",
              )}
            >
              {choice.label}
              {choice.id === current ? " (current)" : ""}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
