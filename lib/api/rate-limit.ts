import Redis from "ioredis";
import { env } from "@/lib/env";

export type RateBucket = "default" | "admin" | "upload" | "inbox" | "bulk" | "auth";

type Per = "ip" | "company" | "caller";

/** Requests per minute. admin/upload are per IP, inbox/bulk per company (the reference's limits). */
const DEFAULT_LIMITS: Record<RateBucket, { limit: number; per: Per }> = {
  admin: { limit: 100, per: "ip" },
  upload: { limit: 100, per: "ip" },
  inbox: { limit: 100, per: "company" },
  bulk: { limit: 20, per: "company" },
  auth: { limit: 30, per: "ip" },
  default: { limit: 600, per: "caller" },
};

/**
 * `RATE_LIMIT_<BUCKET>` (e.g. RATE_LIMIT_ADMIN=200) overrides a bucket's limit: read when a
 * caller's window starts (the memory store) or per request (Redis), not from the environment on
 * every request, which costs as much as the rest of the limiter.
 */
function configuredLimit(bucket: RateBucket): number {
  const override = Number(process.env[`RATE_LIMIT_${bucket.toUpperCase()}`]);
  return Number.isInteger(override) && override > 0 ? override : DEFAULT_LIMITS[bucket].limit;
}

export const RATE_LIMITS = Object.fromEntries(
  (Object.keys(DEFAULT_LIMITS) as RateBucket[]).map((bucket) => [
    bucket,
    {
      per: DEFAULT_LIMITS[bucket].per,
      get limit() {
        return configuredLimit(bucket);
      },
    },
  ]),
) as Record<RateBucket, { readonly limit: number; readonly per: Per }>;

const WINDOW_MS = 60_000;

export interface RateResult {
  limit: number;
  remaining: number;
  /** Epoch seconds when the window resets. */
  reset: number;
  allowed: boolean;
  retryAfter: number;
}

interface WindowHit {
  count: number;
  resetAt: number;
  limit: number;
}

export interface RateStore {
  /**
   * Counts a hit on `key`'s window. The memory store answers at once (no promise per request) and
   * asks `limitOf` once per window; a shared store over the network answers later, asking it per hit.
   */
  hit(key: string, windowMs: number, limitOf: () => number): WindowHit | Promise<WindowHit>;
}

export class MemoryStore implements RateStore {
  private windows = new Map<string, WindowHit>();
  /** The window itself, read at once by the caller: no copy per request. */
  hit(key: string, windowMs: number, limitOf: () => number): Readonly<WindowHit> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      w = { count: 0, resetAt: now + windowMs, limit: limitOf() };
      this.windows.set(key, w);
    }
    w.count++;
    return w;
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

// Fixed window shared by every app instance: INCR, set expiry on the first hit, report the TTL.
const REDIS_HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export class RedisStore implements RateStore {
  constructor(private redis: Redis) {}
  async hit(key: string, windowMs: number, limitOf: () => number) {
    const [count, ttl] = (await this.redis.eval(REDIS_HIT, 1, `rl:${key}`, String(windowMs))) as [number, number];
    return { count, resetAt: Date.now() + Math.max(ttl, 0), limit: limitOf() };
  }
}

const globalStore = globalThis as unknown as { __rateStore?: RateStore };

function store(): RateStore {
  if (!globalStore.__rateStore) {
    globalStore.__rateStore = env.redisUrl
      ? new RedisStore(new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
      : new MemoryStore();
  }
  return globalStore.__rateStore;
}

function resultOf({ count, resetAt, limit }: Readonly<WindowHit>): RateResult {
  // The reference fixes the advertised wait at the window length (60 s); X-RateLimit-Reset has the exact time.
  const retryAfter = WINDOW_MS / 1000;
  return {
    limit,
    remaining: Math.max(0, limit - count),
    reset: Math.ceil(resetAt / 1000),
    allowed: count <= limit,
    retryAfter,
  };
}

const limitsOf = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((bucket) => [bucket, () => RATE_LIMITS[bucket as RateBucket].limit]),
) as Record<RateBucket, () => number>;

function hitOn(rateStore: RateStore, bucket: RateBucket, subject: string): RateResult | Promise<RateResult> {
  const hit = rateStore.hit(`${bucket}:${subject}`, WINDOW_MS, limitsOf[bucket]);
  return hit instanceof Promise ? hit.then(resultOf) : resultOf(hit);
}

/** A limiter over one store; app instances sharing a Redis store share their counts. */
export function rateLimiter(rateStore: RateStore) {
  return async (bucket: RateBucket, subject: string): Promise<RateResult> => hitOn(rateStore, bucket, subject);
}

/** Counts one request; the result comes at once with the memory store, as a promise with Redis. */
export function hitRateLimit(bucket: RateBucket, subject: string): RateResult | Promise<RateResult> {
  return hitOn(store(), bucket, subject);
}

/** Adds the rate-limit headers to a flat list (name, value, name, value...), the form Node's writeHead takes without an object per response. */
export function pushRateLimitHeaders(list: (string | number)[], r: RateResult): void {
  list.push(
    "X-RateLimit-Limit",
    String(r.limit),
    "X-RateLimit-Remaining",
    String(r.remaining),
    "X-RateLimit-Reset",
    String(r.reset),
  );
}
