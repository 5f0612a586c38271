import {
  APICallError,
  generateImage,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
  zodSchema,
} from "ai";
import type { z } from "zod";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/api/errors";
import { imageModel, languageModel, type Endpoint } from "./adapters";
import { aiBadOutput, aiProviderError } from "./errors";
import { addUsage, NO_USAGE, type TokenUsage } from "./meter";
import { promptMessages, usageOf, withRetries, type CallOptions, type ModelV3 } from "./provider-call";
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

/** An answer that is not JSON or does not fit the schema, worded as the SDK's NoObjectGeneratedError. */
class BadOutput extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

const isBadOutput = (err: unknown) =>
  err instanceof BadOutput ||
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

// One response format per schema and name: converting the zod schema to JSON Schema costs more
// CPU than the rest of a call's own work, and the result does not change between calls.
type ResponseFormat = NonNullable<CallOptions["responseFormat"]>;
const formats = new WeakMap<z.ZodType, Map<string, Promise<ResponseFormat>>>();

function responseFormat<T>(spec: { schema: z.ZodType<T>; name?: string }) {
  let byName = formats.get(spec.schema);
  if (!byName) formats.set(spec.schema, (byName = new Map()));
  const key = spec.name ?? "";
  let format = byName.get(key);
  if (!format) {
    // As the SDK's Output.object asks: the zod schema's JSON Schema, its name when given.
    const schema = zodSchema(spec.schema).jsonSchema;
    format = Promise.resolve(schema).then((json) => ({
      type: "json" as const,
      schema: json,
      ...(spec.name != null && { name: spec.name }),
    }));
    byName.set(key, format);
  }
  return format;
}

type Generated = Awaited<ReturnType<ModelV3["doGenerate"]>>;

const textOf = (result: Generated) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The answer as the schema types it; fails where generateText's Output.object would have. */
async function parseAnswer<T>(result: Generated, schema: z.ZodType<T>): Promise<T> {
  const text = textOf(result);
  // generateText reads no output from an answer cut short (or a tool call) that wrote nothing.
  const finish = result.finishReason.unified;
  if (!(finish === "stop" || (finish !== "tool-calls" && text.length > 0))) throw new NoOutputGeneratedError();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new BadOutput("No object generated: could not parse the response.", new JSONParseError({ text, cause }));
  }
  const checked = await schema.safeParseAsync(value);
  if (!checked.success)
    throw new BadOutput(
      "No object generated: response did not match schema.",
      new TypeValidationError({ value, cause: checked.error }),
    );
  return checked.data;
}

/**
 * Calls the provider model's own doGenerate (the AI SDK's provider layer, as model-stream.ts
 * does for streams): generateText adds steps, tools, telemetry and output strategies around it,
 * about a fifth of a call's CPU that a single answer does not use. An answer that does not fit
 * the schema is asked for once more (the tokens of both attempts count), then AI_BAD_OUTPUT.
 * 429 and 5xx are retried (AI_MAX_RETRIES, honouring Retry-After).
 */
export async function invokeModel<T>(
  endpoint: Endpoint,
  choice: ModelChoice,
  prompt: Prompt,
  output: OutputSpec<T>,
): Promise<ModelAnswer> {
  const model = languageModel(endpoint) as ModelV3;
  const options: CallOptions = {
    prompt: promptMessages(prompt),
    maxOutputTokens: choice.maxTokens,
    temperature: choice.temperature,
  };
  if (output === "text") {
    const result = await withRetries(() => model.doGenerate(options));
    return { value: textOf(result), usage: usageOf(result.usage) };
  }
  const format = await responseFormat(output);
  let usage = NO_USAGE;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await withRetries(() => model.doGenerate({ ...options, responseFormat: format }));
      usage = addUsage(usage, usageOf(result.usage));
      return { value: await parseAnswer(result, output.schema), usage };
    } catch (err) {
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
