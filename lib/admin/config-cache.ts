import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createCacheBus, type CacheBus } from "./cache-bus";

/**
 * In-process caches of Super Admin configuration (settings, flags, entitlements, integration
 * configs). Each entry reloads after its TTL, and `clearConfigCaches()` empties every one of them
 * in this process and, through Redis pub/sub when REDIS_URL is set, in every other instance.
 */
const TTL_MS = 30_000;

interface Entry {
  clear(): void;
}

interface CacheState {
  entries: Set<Entry>;
  bus: CacheBus | null;
  busStarted: boolean;
}

const state = ((globalThis as unknown as { __configCaches?: CacheState }).__configCaches ??= {
  entries: new Set(),
  bus: null,
  busStarted: false,
});

function clearLocal(): void {
  for (const entry of state.entries) entry.clear();
}

function ensureBus(): void {
  if (state.busStarted || !env.redisUrl) return;
  state.busStarted = true;
  state.bus = createCacheBus(env.redisUrl, clearLocal);
}

export interface CachedValue<T> {
  get(): Promise<T>;
  clear(): void;
}

/** A value loaded on first use, kept for TTL_MS, emptied by clearConfigCaches(). */
export function configCache<T>(load: () => Promise<T>, ttlMs = TTL_MS): CachedValue<T> {
  let value: { data: Promise<T>; at: number } | null = null;
  const entry: CachedValue<T> = {
    get() {
      ensureBus();
      if (!value || Date.now() - value.at > ttlMs) {
        const data = load();
        const loaded = { data, at: Date.now() };
        value = loaded;
        // A failed load is not kept: the next caller tries again.
        data.catch(() => {
          if (value === loaded) value = null;
        });
      }
      return value.data;
    },
    clear() {
      value = null;
    },
  };
  state.entries.add(entry);
  return entry;
}

/** Empties every configuration cache here and in every instance sharing REDIS_URL. */
export async function clearConfigCaches(): Promise<{ instancesNotified: boolean }> {
  clearLocal();
  ensureBus();
  if (!state.bus) return { instancesNotified: false };
  try {
    await state.bus.publish();
    return { instancesNotified: true };
  } catch (err) {
    logger.warn({ err }, "could not tell other instances to clear their configuration caches");
    return { instancesNotified: false };
  }
}
