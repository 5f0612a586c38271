import {
  APICallError,
  generateImage,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
} from "ai";
import type { z } from "zod";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/api/errors";
import { imageModel, languageModel, type Endpoint } from "./adapters";
import { aiBadOutput, aiProviderError } from "./errors";
import { addUsage, NO_USAGE, type TokenUsage } from "./meter";
import type { ModelChoice } from "./select";

/** What one task asks of a model: its prompt, and a schema for structured output, or text. */
export interface Prompt {
  system?: string;
  prompt: string;
}

export type OutputSpec<T> = { schema: z.ZodType<T>; name?: string } | "text";

export interface ModelAnswer {
  value: unknown;
  usage: TokenUsage;
}

/** A call that failed after spending tokens (a malformed answer twice): the error to answer, and what it cost. */
export class FailedCall extends Error {
  constructor(
    readonly reason: unknown,
    readonly usage: TokenUsage,
  ) {
    super("AI call failed");
  }
}

const isBadOutput = (err: unknown) =>
  NoObjectGeneratedError.isInstance(err) ||
  NoOutputGeneratedError.isInstance(err) ||
  JSONParseError.isInstance(err) ||
  TypeValidationError.isInstance(err);

/** A provider's failure as decisions.md words it; anything else is ours and stays a 500. */
export function mapModelError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  if (isBadOutput(err)) return aiBadOutput();
  const cause = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(cause))
    return aiProviderError(cause.statusCode ? `${cause.statusCode} ${cause.message}` : cause.message);
  if (RetryError.isInstance(err)) return aiProviderError(err.message);
  return err;
}

// One Output per schema and name: making one converts the zod schema to JSON Schema, which costs
// more CPU than the rest of a call's own work; the Output itself keeps no state between calls.
const outputs = new WeakMap<z.ZodType, Map<string, ReturnType<typeof Output.object>>>();

function structuredOutput<T>(spec: { schema: z.ZodType<T>; name?: string }) {
  let byName = outputs.get(spec.schema);
  if (!byName) outputs.set(spec.schema, (byName = new Map()));
  const key = spec.name ?? "";
  let output = byName.get(key);
  if (!output) byName.set(key, (output = Output.object({ schema: spec.schema, name: spec.name })));
  return output;
}

/**
 * Calls the model; an answer that does not fit the schema is asked for once more (the tokens of
 * both attempts count), then AI_BAD_OUTPUT. 429 and 5xx are retried by the SDK (AI_MAX_RETRIES,
 * honouring Retry-After).
 */
export async function invokeModel<T>(
  endpoint: Endpoint,
  choice: ModelChoice,
  prompt: Prompt,
  output: OutputSpec<T>,
): Promise<ModelAnswer> {
  const common = {
    model: languageModel(endpoint),
    system: prompt.system,
    prompt: prompt.prompt,
    maxOutputTokens: choice.maxTokens,
    temperature: choice.temperature,
    maxRetries: env.ai.maxRetries,
  };
  if (output === "text") {
    const result = await generateText(common);
    return { value: result.text, usage: addUsage(NO_USAGE, result.usage) };
  }
  let usage = NO_USAGE;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await generateText({
        ...common,
        output: structuredOutput(output),
      });
      return { value: result.output, usage: addUsage(usage, result.usage) };
    } catch (err) {
      usage = addUsage(usage, NoObjectGeneratedError.isInstance(err) ? err.usage : undefined);
      if (!isBadOutput(err) || attempt === 2) throw new FailedCall(err, usage);
    }
  }
}

/** One image as base64 with its media type. */
export async function invokeImageModel(
  endpoint: Endpoint,
  prompt: string,
  size?: `${number}x${number}`,
): Promise<ModelAnswer> {
  const result = await generateImage({ model: imageModel(endpoint), prompt, size, maxRetries: env.ai.maxRetries });
  const image = result.image;
  return { value: { base64: image.base64, mediaType: image.mediaType }, usage: addUsage(NO_USAGE, result.usage) };
}
