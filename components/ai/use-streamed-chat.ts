"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { ChatTurn } from "./chat-transcript";
import { streamText } from "./stream-text";

/**
 * A conversation with a streaming chat route: `send` adds the person's message, streams the answer
 * into `streaming` and keeps both in `turns` once it is complete. A failed answer drops the
 * message again, so it can be sent once more.
 */
export function useStreamedChat(path: string) {
  const toast = useToast();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);

  async function send(message: string): Promise<boolean> {
    const history = turns;
    setTurns([...history, { role: "user", text: message }]);
    setStreaming("");
    try {
      const answer = await streamText(path, { message, history }, setStreaming);
      setTurns([...history, { role: "user", text: message }, { role: "assistant", text: answer }]);
      return true;
    } catch (err) {
      setTurns(history);
      toast.error("The assistant couldn't answer", errorMessage(err));
      return false;
    } finally {
      setStreaming(null);
    }
  }

  return { turns, streaming, busy: streaming !== null, send };
}
