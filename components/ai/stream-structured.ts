import { ApiClientError } from "@/lib/api/client";
import { openStream } from "./stream-text";

type StreamEvent<P, R> =
  | { type: "partial"; value: P }
  | { type: "retry"; message: string }
  | { type: "result"; value: R }
  | { type: "error"; error: string; message: string };

/**
 * POSTs JSON to a route that streams a structured answer when asked with `Accept:
 * application/x-ndjson`: `onPartial` gets the answer so far as the model writes it; resolves with
 * the final answer the server validated (the same shape as its JSON answer). When the first answer
 * did not fit, the server asks again: `onPartial` then gets `{}`, the nothing a partial answer
 * starts from, and the second attempt's answer grows from there. Refusals before the stream
 * starts arrive as the usual JSON errors; one at its end as an error line.
 */
export async function streamStructured<P, R>(
  path: string,
  body: unknown,
  onPartial: (soFar: P) => void,
  signal?: AbortSignal,
): Promise<R> {
  const reader = await openStream(path, body, "application/x-ndjson", signal);
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as StreamEvent<P, R>;
      if (event.type === "partial") onPartial(event.value);
      // Every field of a partial answer may be missing, so an empty object is one.
      else if (event.type === "retry") onPartial({} as P);
      else if (event.type === "result") return event.value;
      else throw new ApiClientError(502, { error: event.error, message: event.message });
    }
    if (done) throw new ApiClientError(502, { error: "AI_PROVIDER_ERROR", message: "The answer stopped early" });
  }
}
