import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env";
import type { TokenUsage } from "./meter";

/**
 * Answers of identical requests (task, model, input, settings) for an hour, bounded by bytes
 * (AI_CACHE_MAX_BYTES). Identical requests arriving while the first is still with the model wait
 * for its answer instead of calling again. `POST /api/admin/gateway/clear-cache` empties it.
 */
export interface CachedAnswer {
  value: unknown;
  usage: TokenUsage;
}

type Produce = () => Promise<CachedAnswer>;

const HOUR_MS = 60 * 60 * 1000;

function createCache() {
  return new LRUCache<string, CachedAnswer, Produce>({
    maxSize: env.ai.cacheMaxBytes,
    sizeCalculation: (answer, key) => key.length + JSON.stringify(answer.value).length * 2 + 64,
    ttl: HOUR_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

const holder = globalThis as unknown as { __aiAnswerCache?: ReturnType<typeof createCache> };
const cache = (holder.__aiAnswerCache ??= createCache());

export function cacheKey(parts: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}

/** The answer and whether it came from the cache (or a call already under way) rather than a call of its own. */
export async function cachedAnswer(key: string, produce: Produce): Promise<{ answer: CachedAnswer; cached: boolean }> {
  const status: LRUCache.Status<string, CachedAnswer, Produce> = {};
  const answer = await cache.fetch(key, { context: produce, status });
  if (!answer) throw new Error("the AI answer cache produced nothing");
  return { answer, cached: status.fetch !== "miss" };
}

/** The answer already cached for `key` (not one still being produced), without calling anything. */
export const peekAnswer = (key: string): CachedAnswer | undefined => cache.get(key);

export function clearAnswerCache(): number {
  const entries = cache.size;
  cache.clear();
  return entries;
}

export const answerCacheSize = () => ({ entries: cache.size, bytes: cache.calculatedSize });
