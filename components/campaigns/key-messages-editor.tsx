"use client";

import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { PlusIcon, XIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";

const MAX_MESSAGES = 20;

/** An editable list of short statements: type one and press Enter (or Add); each has a remove button. */
export function KeyMessagesEditor({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState("");
  function add() {
    const text = draft.trim();
    if (!text || value.length >= MAX_MESSAGES) return;
    onChange([...value, text]);
    setDraft("");
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ol className="flex flex-col gap-1.5">
          {value.map((message, i) => (
            <li
              key={`${i}-${message}`}
              className="group flex items-start gap-2 rounded-lg border border-zinc-200 bg-white py-2 pl-3 pr-1.5 text-sm text-zinc-800"
            >
              <span className="mt-px text-xs font-medium tabular-nums text-zinc-400">{i + 1}.</span>
              <span className="min-w-0 flex-1 break-words">{message}</span>
              <button
                type="button"
                aria-label={`Remove key message ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                className="rounded-md p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <XIcon size={14} />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex gap-2">
        <Input
          aria-label="New key message"
          placeholder={value.length ? "Add another message…" : "e.g. Freshly roasted every Monday"}
          value={draft}
          maxLength={500}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
        />
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          onClick={add}
          disabled={!draft.trim() || value.length >= MAX_MESSAGES}
        >
          Add
        </Button>
      </div>
    </div>
  );
}
