import { APICallError, type LanguageModel } from "ai";
import { env } from "@/lib/env";
import type { Prompt } from "./call";
import { addUsage, NO_USAGE, type TokenUsage } from "./meter";

/**
 * What model-stream.ts and call.ts share to call a provider model's own doStream / doGenerate
 * (the AI SDK's provider layer) without streamText / generateText around it: the v3 model type,
 * the prompt in its messages, the SDK's retries and its token counts.
 */
export type ModelV3 = Extract<LanguageModel, { specificationVersion: "v3" }>;
export type CallOptions = Parameters<ModelV3["doGenerate"]>[0];

export const promptMessages = (prompt: Prompt): CallOptions["prompt"] => [
  ...(prompt.system ? [{ role: "system" as const, content: prompt.system }] : []),
  { role: "user", content: [{ type: "text", text: prompt.prompt }] },
];

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

/**
 * Retried like the SDK's generateText / streamText: on a retryable error (429, 5xx),
 * AI_MAX_RETRIES times, 2 s then 4 s apart unless the provider's Retry-After says otherwise
 * (under a minute).
 */
export async function withRetries<T>(call: () => PromiseLike<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!APICallError.isInstance(err) || !err.isRetryable || attempt >= env.ai.maxRetries) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(err, attempt)));
    }
  }
}

type V3Usage = Awaited<ReturnType<ModelV3["doGenerate"]>>["usage"];

const tokens = (count: number | { total?: number } | undefined) =>
  typeof count === "number" ? count : (count?.total ?? 0);

/** The tokens a provider reported, as the meter counts them. */
export const usageOf = (usage: V3Usage): TokenUsage =>
  addUsage(NO_USAGE, { inputTokens: tokens(usage.inputTokens), outputTokens: tokens(usage.outputTokens) });
