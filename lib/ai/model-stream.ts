import { APICallError, type LanguageModel } from "ai";
import { env } from "@/lib/env";
import { languageModel, type Endpoint } from "./adapters";
import type { Prompt } from "./call";
import { addUsage, NO_USAGE, type TokenUsage } from "./meter";
import type { ModelChoice } from "./select";

/**
 * A model's text as it streams, from the provider model's own doStream (the AI SDK's provider
 * layer, which speaks each API). streamText adds steps, tools, tees and telemetry around it,
 * several milliseconds of CPU per stream that a plain text answer does not use, and on a busy
 * server every stream's first chunk waits behind them. Retried like streamText: the call, until
 * its stream starts, on a retryable error (429, 5xx), AI_MAX_RETRIES times, 2 s then 4 s apart
 * unless the provider's Retry-After says otherwise (under a minute).
 */
type ModelV3 = Extract<LanguageModel, { specificationVersion: "v3" }>;
type StreamPart = Awaited<ReturnType<ModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

export interface TextStream {
  /** The next piece of text, null at the end; throws the provider's error. */
  next(): Promise<string | null>;
  /** The tokens the provider reported (at the end). */
  usage(): TokenUsage;
  /** Stops reading (the client went away). */
  cancel(): Promise<void>;
}

const FIRST_RETRY_MS = 2000;
const LONGEST_RETRY_AFTER_MS = 60_000;

function retryDelayMs(err: APICallError, attempt: number): number {
  const backoff = FIRST_RETRY_MS * 2 ** attempt;
  const headers = err.responseHeaders ?? {};
  const ms = headers["retry-after-ms"]
    ? Number.parseFloat(headers["retry-after-ms"])
    : headers["retry-after"]
      ? Number.parseFloat(headers["retry-after"]) * 1000
      : Number.NaN;
  return Number.isFinite(ms) && ms >= 0 && ms < LONGEST_RETRY_AFTER_MS ? ms : backoff;
}

async function open(model: ModelV3, options: Parameters<ModelV3["doStream"]>[0]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await model.doStream(options)).stream;
    } catch (err) {
      if (!APICallError.isInstance(err) || !err.isRetryable || attempt >= env.ai.maxRetries) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(err, attempt)));
    }
  }
}

const tokens = (count: number | { total?: number } | undefined) =>
  typeof count === "number" ? count : (count?.total ?? 0);

export function streamModelText(endpoint: Endpoint, choice: ModelChoice, prompt: Prompt): TextStream {
  const model = languageModel(endpoint) as ModelV3;
  let usage = NO_USAGE;
  let reader: ReadableStreamDefaultReader<StreamPart> | null = null;
  const opening = () =>
    open(model, {
      prompt: [
        ...(prompt.system ? [{ role: "system" as const, content: prompt.system }] : []),
        { role: "user", content: [{ type: "text", text: prompt.prompt }] },
      ],
      maxOutputTokens: choice.maxTokens,
      temperature: choice.temperature,
    }).then((stream) => (reader = stream.getReader()));
  return {
    async next() {
      const parts = reader ?? (await opening());
      for (;;) {
        const { value: part, done } = await parts.read();
        if (done) return null;
        if (part.type === "text-delta" && part.delta) return part.delta;
        if (part.type === "error") throw part.error;
        if (part.type === "finish")
          usage = addUsage(NO_USAGE, {
            inputTokens: tokens(part.usage.inputTokens),
            outputTokens: tokens(part.usage.outputTokens),
          });
      }
    },
    usage: () => usage,
    async cancel() {
      await (reader as ReadableStreamDefaultReader<StreamPart> | null)?.cancel().catch(() => undefined);
    },
  };
}
