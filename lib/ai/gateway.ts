import { configCache } from "@/lib/admin/config-cache";
import { aiSettings } from "@/lib/admin/ai-settings";
import type { TenantCtx } from "@/lib/db";
import { resolveEndpoint, type Endpoint } from "./adapters";
import { assertWithinBudget } from "./budget-admin";
import { cacheKey, cachedAnswer, peekAnswer } from "./cache";
import {
  FailedCall,
  invokeImageModel,
  invokeModel,
  mapModelError,
  type ModelAnswer,
  type OutputSpec,
  type Prompt,
} from "./call";
import type { AiAction, AiTask } from "./catalog";
import { reserveCredits } from "./limits";
import { completeLog, type CallRecord } from "./log";
import { NO_USAGE } from "./meter";
import { streamModelText } from "./model-stream";
import { selectModel, type ModelChoice } from "./select";

/**
 * The one way into a model. A feature names its task, what the call consumes and its output (a
 * zod schema, text, or a stream); the gateway picks the model (company override, A/B test, global
 * config), checks configuration, budgets and limits before any call, answers identical requests
 * from the cache, and logs every call with its tokens, cost and latency.
 */
export interface AiCaller {
  ctx: TenantCtx;
  action: AiAction;
  /** Credits the call takes (default 1; CONTENT_GENERATION: the items it makes). */
  credits?: number;
  /** CHAT_MESSAGE: the messages the session already has. */
  sessionMessages?: number;
}

interface Route {
  choice: ModelChoice;
  endpoint: Endpoint;
}

export type Plan = Route & CallRecord;

/** The model and endpoint of the call: cached configuration only, no database round trip. */
async function decideRoute(task: AiTask, companyId: string, userId: string | null): Promise<Route> {
  const settings = await aiSettings();
  const choice = selectModel(settings, task, companyId, userId);
  return { choice, endpoint: await resolveEndpoint(settings, choice) };
}

// Each caller's route for a task, decided at most once a second (a new map every second, and on
// every console write: clearConfigCaches) rather than per call: choosing the model and its endpoint
// cost as much as the rest of a cached answer. A configuration change applies within a second.
const ROUTES_FRESH_MS = 1000;
const recentRoutes = configCache(async () => new Map<string, Promise<Route>>(), ROUTES_FRESH_MS);
const MAX_ROUTES = 10_000;

async function route(caller: AiCaller, task: AiTask): Promise<Route> {
  const routes = await recentRoutes.get();
  const userId = caller.ctx.actor?.userId ?? null;
  const key = `${task}:${caller.ctx.companyId}:${userId ?? ""}`;
  let found = routes.get(key);
  if (!found) {
    const deciding = decideRoute(task, caller.ctx.companyId, userId);
    if (routes.size >= MAX_ROUTES) routes.clear();
    routes.set(key, deciding);
    deciding.catch(() => routes.delete(key));
    found = deciding;
  }
  return found;
}

/** Budgets, then the plan's limits and the call's credits (reserveCredits), before any model call. */
export async function plan(caller: AiCaller, task: AiTask, routed?: Route): Promise<Plan> {
  const r = routed ?? (await route(caller, task));
  await assertWithinBudget();
  const { choice } = r;
  const reservation = {
    action: caller.action,
    credits: caller.credits ?? 1,
    sessionMessages: caller.sessionMessages,
    row: {
      userId: caller.ctx.actor?.userId ?? null,
      task,
      provider: choice.provider,
      model: choice.model,
      abTestId: choice.abTestId,
      variant: choice.variant,
    },
  };
  const logId = await reserveCredits(caller.ctx, reservation);
  return { ...r, reservation, logId, started: performance.now() };
}

async function settle<T>(
  caller: AiCaller,
  p: Plan,
  work: () => Promise<{ answer: ModelAnswer; cached: boolean }>,
): Promise<T> {
  try {
    const { answer, cached } = await work();
    await completeLog(caller.ctx, p, { success: true, cached, usage: cached ? NO_USAGE : answer.usage });
    return answer.value as T;
  } catch (err) {
    const failed = err instanceof FailedCall ? err : new FailedCall(err, NO_USAGE);
    await completeLog(caller.ctx, p, { success: false, cached: false, usage: failed.usage });
    throw mapModelError(failed.reason);
  }
}

/**
 * A structured answer validated by `output.schema`, or text with `"text"`. The cache is looked up
 * first: a hit passes the same budgets and limits, takes its credit and calls nothing.
 */
export async function runTask<T>(caller: AiCaller, task: AiTask, prompt: Prompt, output: OutputSpec<T>): Promise<T> {
  const started = performance.now();
  const r = await route(caller, task);
  const key = cacheKey({
    task,
    adapter: r.endpoint.adapter,
    baseURL: r.endpoint.baseURL,
    model: r.endpoint.modelId,
    ownKeyOf: r.choice.ownKey ? caller.ctx.companyId : null,
    maxTokens: r.choice.maxTokens,
    temperature: r.choice.temperature,
    output: output === "text" ? "text" : (output.name ?? "object"),
    prompt,
  });
  const hit = peekAnswer(key);
  const p = await plan(caller, task, r);
  if (hit) {
    await completeLog(caller.ctx, { ...p, started }, { success: true, cached: true, usage: NO_USAGE });
    return hit.value as T;
  }
  return settle(caller, p, () => cachedAnswer(key, () => invokeModel(p.endpoint, p.choice, prompt, output)));
}

/** One generated image (base64 and media type). Not cached: asking again means wanting another. */
export async function runImageTask(caller: AiCaller, task: AiTask, prompt: string, size?: `${number}x${number}`) {
  const p = await plan(caller, task);
  return settle<{ base64: string; mediaType: string }>(caller, p, async () => ({
    answer: await invokeImageModel(p.endpoint, prompt, size),
    cached: false,
  }));
}

/**
 * A text answer as a stream of UTF-8 chunks. Resolves once the first chunk has arrived, so a
 * provider that fails at once still gets its 502; the call is logged when the stream ends.
 */
export async function streamTask(caller: AiCaller, task: AiTask, prompt: Prompt): Promise<ReadableStream<Uint8Array>> {
  const p = await plan(caller, task);
  const text = streamModelText(p.endpoint, p.choice, prompt);
  const encoder = new TextEncoder();
  const nextText = () => text.next();
  // Logged once: a stream its reader cancels is logged by the cancel, not again by a read it cut short.
  let logged = false;
  const log = (success: boolean) => {
    if (logged) return;
    logged = true;
    return completeLog(caller.ctx, p, { success, cached: false, usage: text.usage() });
  };
  const fail = async (err: unknown) => {
    await log(false);
    return mapModelError(err);
  };
  let first: string | null;
  try {
    first = await nextText();
  } catch (err) {
    throw await fail(err);
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first !== null) controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      try {
        const piece = await nextText();
        if (piece === null) {
          await log(true);
          controller.close();
        } else controller.enqueue(encoder.encode(piece));
      } catch (err) {
        controller.error(await fail(err));
      }
    },
    async cancel() {
      const logging = log(true);
      await text.cancel();
      await logging;
    },
  });
}
