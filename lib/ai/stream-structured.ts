import { Output, parsePartialJson, streamText } from "ai";
import type { z } from "zod";
import { ApiError, internalError } from "@/lib/api/errors";
import type { RequestHead } from "@/lib/api/incoming";
import { logger } from "@/lib/logger";
import { env } from "@/lib/env";
import { languageModel } from "./adapters";
import { mapModelError, type Prompt } from "./call";
import type { AiTask } from "./catalog";
import { aiBadOutput } from "./errors";
import { plan, type AiCaller } from "./gateway";
import { completeLog } from "./log";
import { addUsage, NO_USAGE } from "./meter";
import { streamedResponse } from "./streamed-response";

/**
 * One line of a structured stream (NDJSON, `application/x-ndjson`): the answer so far as the
 * model writes it, then either the final answer (validated by the task's schema and shaped like
 * the route's JSON answer) or the error the JSON route would have answered. A `retry` line says
 * the answer did not fit and is being asked for once more: the partials shown so far are void,
 * the second attempt's partials follow from nothing.
 */
export type StructuredStreamEvent<Partial, Result> =
  | { type: "partial"; value: Partial }
  | { type: "retry"; message: string }
  | { type: "result"; value: Result }
  | { type: "error"; error: string; message: string };

export const NDJSON = "application/x-ndjson";

/** Whether the client asked for the structured stream (`Accept: application/x-ndjson`). */
export const wantsStructuredStream = (headers: RequestHead["headers"]) =>
  headers.get("accept")?.startsWith(NDJSON) ?? false;

/**
 * A structured task streamed: the same budgets, limits and credit as `runTask`, the model asked
 * for the same JSON schema, its partial JSON sent as it grows and the complete answer validated at
 * the end. An answer that does not fit is asked for once more, as `runTask` does (one credit, one
 * log row, both attempts' tokens): a `retry` line, then the second attempt streamed; if that does
 * not fit either, the stream ends with AI_BAD_OUTPUT and gives the credit back. Resolves once the
 * first chunk has arrived, so a provider that fails at once still gets its 502 as JSON.
 *
 * A client that leaves mid-stream pays for what was written. With `finishWhenLeft` (a `present`
 * that saves the answer) the answer is written to its end (asked again if it does not fit) and
 * saved anyway, so the credits buy drafts the user will find rather than nothing.
 */
export async function streamStructuredTask<T, R>(
  caller: AiCaller,
  task: AiTask,
  prompt: Prompt,
  output: { schema: z.ZodType<T>; name: string },
  present: (value: T) => R | Promise<R>,
  options: { finishWhenLeft?: boolean } = {},
): Promise<Response> {
  const p = await plan(caller, task);
  const ask = () =>
    streamText({
      model: languageModel(p.endpoint),
      system: prompt.system,
      prompt: prompt.prompt,
      maxOutputTokens: p.choice.maxTokens,
      temperature: p.choice.temperature,
      maxRetries: env.ai.maxRetries,
      output: Output.object({ schema: output.schema, name: output.name }),
      onError: () => {},
    }).fullStream[Symbol.asyncIterator]();
  let usage = NO_USAGE;
  let attempt = 1;
  let parts = ask();
  let text = "";
  /** Reads until the text grows (true) or the answer ends (false). */
  const grow = async (): Promise<boolean> => {
    for (;;) {
      const { value: part, done } = await parts.next();
      if (done) return false;
      if (part.type === "text-delta") {
        text += part.text;
        return true;
      }
      if (part.type === "error") throw part.error;
      if (part.type === "finish") usage = addUsage(usage, part.totalUsage);
    }
  };
  let logged = false;
  const log = async (success: boolean) => {
    if (logged) return;
    logged = true;
    await completeLog(caller.ctx, p, { success, cached: false, usage });
  };

  let more: boolean;
  try {
    more = await grow();
  } catch (err) {
    await log(false);
    throw mapModelError(err);
  }
  /** Whether the text has grown since its last partial was sent. */
  let fresh = more;

  const encoder = new TextEncoder();
  const line = (event: StructuredStreamEvent<unknown, R>) => encoder.encode(`${JSON.stringify(event)}\n`);
  let lastPartial = "";
  const partial = async (): Promise<Uint8Array | null> => {
    const { value } = await parsePartialJson(text);
    const seen = JSON.stringify(value ?? null);
    if (value === null || typeof value !== "object" || seen === lastPartial) return null;
    lastPartial = seen;
    return line({ type: "partial", value });
  };
  /**
   * The complete answer checked: the line that ends the stream, or (`again`) the retry line once
   * a second attempt has been asked for, its answer still to be read.
   */
  const final = async (): Promise<{ line: Uint8Array; again: boolean }> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const checked = output.schema.safeParse(parsed);
    if (!checked.success && attempt === 1) {
      attempt = 2;
      parts = ask();
      text = "";
      lastPartial = "";
      more = true;
      return { line: line({ type: "retry", message: "The answer did not fit, asking the AI again" }), again: true };
    }
    if (!checked.success) {
      await log(false);
      const bad = aiBadOutput();
      return { line: line({ type: "error", error: bad.error, message: bad.message }), again: false };
    }
    let value: R;
    try {
      value = await present(checked.data);
    } catch (err) {
      // Our own failure (saving the answer), not the provider's: said as the JSON route would.
      await log(false);
      if (!(err instanceof ApiError)) logger.error({ err, task }, "a streamed AI answer could not be kept");
      const ours = err instanceof ApiError ? err : internalError();
      return { line: line({ type: "error", error: ours.error, message: ours.message }), again: false };
    }
    await log(true);
    return { line: line({ type: "result", value }), again: false };
  };
  const failure = async (err: unknown) => {
    await log(false);
    const mapped = mapModelError(err);
    const known = mapped instanceof ApiError ? mapped : null;
    return line({
      type: "error",
      error: known?.error ?? "AI_PROVIDER_ERROR",
      message: known?.message ?? "The AI provider failed",
    });
  };

  // A client may leave while a pull waits on the model: from then on the pull touches neither the
  // stream nor the log, and what goes on after leaving (below) waits for it, so one reader reads.
  let left = false;
  let leftWith: { err: unknown } | null = null;
  let finished = false;
  const pullOnce = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    try {
      // A pull that enqueues nothing is not pulled again: read on until there is a line to send
      // (a second attempt starts from empty text, which is no partial yet). A partial leaves
      // before the next chunk is awaited: the user sees each chunk when the model writes it.
      for (;;) {
        if (fresh) {
          fresh = false;
          const chunk = await partial();
          if (left) return;
          if (chunk) {
            controller.enqueue(chunk);
            return;
          }
        }
        if (!more) break;
        more = await grow();
        fresh = more;
        if (left) return;
      }
      const end = await final();
      finished = !end.again;
      if (left) return;
      controller.enqueue(end.line);
      if (end.again) return;
    } catch (err) {
      if (left) {
        leftWith = { err };
        return;
      }
      controller.enqueue(await failure(err));
    }
    controller.close();
  };
  let pulling: Promise<void> = Promise.resolve();

  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulling = pullOnce(controller);
      return pulling;
    },
    async cancel() {
      left = true;
      if (options.finishWhenLeft) {
        void (async () => {
          await pulling;
          try {
            if (leftWith) throw leftWith.err;
            for (let again = !finished; again;) {
              while (more) more = await grow();
              ({ again } = await final());
            }
          } catch (err) {
            await failure(err);
          }
        })();
        return;
      }
      const logging = log(true);
      await parts.return?.();
      await logging;
    },
  });
  return streamedResponse(body, NDJSON);
}
