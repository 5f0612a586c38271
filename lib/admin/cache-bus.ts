import Redis from "ioredis";
import { logger } from "@/lib/logger";

export const CACHE_CLEAR_CHANNEL = "reach:config-cache:clear";

export interface CacheBus {
  /** Tells every subscriber (this one included) to clear. */
  publish(): Promise<void>;
  /** Resolves once the subscription is live. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * One subscriber connection per instance on CACHE_CLEAR_CHANNEL; a message clears that instance's
 * caches. Publishing uses a second connection (a subscribed connection can only subscribe).
 */
export function createCacheBus(redisUrl: string, onClear: () => void): CacheBus {
  const options = { maxRetriesPerRequest: 2, lazyConnect: false };
  const subscriber = new Redis(redisUrl, options);
  let publisher: Redis | null = null;
  subscriber.on("error", (err) => logger.warn({ err }, "configuration cache bus: subscriber error"));
  subscriber.on("message", (channel) => {
    if (channel === CACHE_CLEAR_CHANNEL) onClear();
  });
  const ready = subscriber.subscribe(CACHE_CLEAR_CHANNEL).then(() => undefined);
  ready.catch((err: unknown) => logger.warn({ err }, "configuration cache bus: could not subscribe"));
  return {
    ready,
    async publish() {
      publisher ??= new Redis(redisUrl, options);
      await publisher.publish(CACHE_CLEAR_CHANNEL, String(Date.now()));
    },
    async close() {
      await Promise.all([subscriber.quit().catch(() => undefined), publisher?.quit().catch(() => undefined)]);
    },
  };
}
