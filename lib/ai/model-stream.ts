import { languageModel, type Endpoint } from "./adapters";
import type { Prompt } from "./call";
import { NO_USAGE, type TokenUsage } from "./meter";
import { promptMessages, usageOf, withRetries, type ModelV3 } from "./provider-call";
import type { ModelChoice } from "./select";

/**
 * A model's text as it streams, from the provider model's own doStream (the AI SDK's provider
 * layer, which speaks each API). streamText adds steps, tools, tees and telemetry around it,
 * several milliseconds of CPU per stream that a plain text answer does not use, and on a busy
 * server every stream's first chunk waits behind them. Retried like streamText: the call, until
 * its stream starts, on a retryable error (429, 5xx), AI_MAX_RETRIES times, 2 s then 4 s apart
 * unless the provider's Retry-After says otherwise (under a minute).
 */
type StreamPart = Awaited<ReturnType<ModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

export interface TextStream {
  /** The next piece of text, null at the end; throws the provider's error. */
  next(): Promise<string | null>;
  /** The tokens the provider reported (at the end). */
  usage(): TokenUsage;
  /** Stops reading (the client went away). */
  cancel(): Promise<void>;
}

export function streamModelText(endpoint: Endpoint, choice: ModelChoice, prompt: Prompt): TextStream {
  const model = languageModel(endpoint) as ModelV3;
  let usage = NO_USAGE;
  let reader: ReadableStreamDefaultReader<StreamPart> | null = null;
  const opening = () =>
    withRetries(() =>
      model.doStream({
        prompt: promptMessages(prompt),
        maxOutputTokens: choice.maxTokens,
        temperature: choice.temperature,
      }),
    ).then(({ stream }) => (reader = stream.getReader()));
  return {
    async next() {
      const parts = reader ?? (await opening());
      for (;;) {
        const { value: part, done } = await parts.read();
        if (done) return null;
        if (part.type === "text-delta" && part.delta) return part.delta;
        if (part.type === "error") throw part.error;
        if (part.type === "finish") usage = usageOf(part.usage);
      }
    },
    usage: () => usage,
    async cancel() {
      await (reader as ReadableStreamDefaultReader<StreamPart> | null)?.cancel().catch(() => undefined);
    },
  };
}
