import { clearConfigCaches, configCache } from "@/lib/admin/config-cache";
import { afterCommit, type TenantDb } from "@/lib/db";

/**
 * Who a credential names (a user with their role, a personal token's row), remembered briefly so
 * that an API request needs no database round trip to know its caller. What may change it is
 * bounded two ways:
 * - every change made by the app (a token revoked, a role's permissions changed or deleted, a
 *   member's role changed or the member removed) calls `forgetActors` once its transaction has
 *   committed: the next request in this process, and with REDIS_URL in every instance (the
 *   configuration caches' bus), reads the database again;
 * - anything else (another instance without REDIS_URL, a script, SQL by hand) applies within
 *   AUTH_CACHE_MS (default 2000 ms; 0 turns the cache off), the age of the oldest entry.
 * The token itself (signature, expiry) and a personal token's revocation and expiry are checked on
 * every request against what is remembered; only users found are remembered (one created later is
 * seen at once).
 */

/** The longest a remembered caller is used: AUTH_CACHE_MS, or 2 s. Read once: the environment costs a lookup per read. */
function readActorCacheMs(): number {
  const raw = process.env.AUTH_CACHE_MS;
  const ms = raw === undefined || raw === "" ? 2000 : Number(raw);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`AUTH_CACHE_MS is "${raw}": use a number of milliseconds (0: off)`);
  return ms;
}
const CACHE_MS = readActorCacheMs();

const MAX_ENTRIES = 10_000;

// A new map every AUTH_CACHE_MS and on every clear. A lookup under way when the map is replaced
// finishes into the old one, so what it read before a change is never served after it.
const recent = configCache(async () => new Map<string, Promise<unknown>>(), CACHE_MS);

/**
 * The value remembered under `key`, else what `load` answers (remembered when `keep` says so; a
 * failed load is not). Concurrent lookups of one key share one load.
 */
export async function rememberedActor<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  if (CACHE_MS === 0) return load();
  const map = await recent.get();
  const found = map.get(key) as Promise<T> | undefined;
  if (found) return found;
  if (map.size >= MAX_ENTRIES) map.clear();
  const loading = load();
  map.set(key, loading);
  loading.then(
    (value) => {
      if (!keep(value) && map.get(key) === loading) map.delete(key);
    },
    () => {
      if (map.get(key) === loading) map.delete(key);
    },
  );
  return loading;
}

/**
 * After a change to who may do what (a token, a role, a member), once `db`'s transaction has
 * committed (at once outside one): every remembered caller is forgotten, here and, with REDIS_URL,
 * in every instance.
 */
export async function forgetActors(db: TenantDb): Promise<void> {
  await afterCommit(db, () => clearConfigCaches());
}
