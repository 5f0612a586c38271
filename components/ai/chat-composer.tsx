"use client";

import { useState } from "react";
import { Textarea } from "@/components/ui/input";
import { AiButton } from "./ai-status";

/** The message box under a chat: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  onSend,
  busy,
  placeholder,
}: {
  onSend: (message: string) => Promise<boolean>;
  busy: boolean;
  placeholder: string;
}) {
  const [draft, setDraft] = useState("");
  async function submit() {
    const message = draft.trim();
    if (!message || busy) return;
    setDraft("");
    if (!(await onSend(message))) setDraft(message);
  }
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Textarea
        aria-label="Message"
        value={draft}
        rows={2}
        maxLength={4000}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <AiButton type="submit" loading={busy} disabled={!draft.trim()}>
        Send
      </AiButton>
    </form>
  );
}
