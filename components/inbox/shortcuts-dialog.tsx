"use client";

import { Dialog } from "@/components/ui/dialog";

export const SHORTCUTS: Array<[keys: string, what: string]> = [
  ["j / ↓", "Next item"],
  ["k / ↑", "Previous item"],
  ["e", "Archive the conversation (or the selected items)"],
  ["r", "Reply"],
  ["a", "Assign (the item or the selected items)"],
  ["x", "Select or unselect the item"],
  ["Esc", "Clear the selection"],
  ["/", "Search"],
  ["Ctrl+Enter", "Send the reply"],
  ["?", "Show these keys"],
];

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd className="text-zinc-700">{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
