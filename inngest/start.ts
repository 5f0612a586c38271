import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { functions } from "./index";
import { BackgroundRunner, DEFAULT_TICK_MS } from "./runner";

function tickMs(): number {
  const raw = process.env.BACKGROUND_TICK_MS;
  const value = Number(raw);
  if (raw === undefined || raw === "") return DEFAULT_TICK_MS;
  if (Number.isInteger(value) && value >= 100) return value;
  logger.warn({ BACKGROUND_TICK_MS: raw }, `BACKGROUND_TICK_MS must be an integer >= 100; using ${DEFAULT_TICK_MS}`);
  return DEFAULT_TICK_MS;
}

const holder = globalThis as unknown as { __reachBackgroundRunner?: BackgroundRunner };

/**
 * Starts the in-process runner once per server process, unless Inngest drives the functions or
 * DISABLE_BACKGROUND_RUNNER=1 (e.g. a second web instance that should leave background work to one).
 */
export function startBackgroundRunner(): void {
  if (env.inngestConfigured) {
    logger.info("Inngest is configured: it drives background functions through /api/inngest");
    return;
  }
  if (process.env.DISABLE_BACKGROUND_RUNNER === "1") {
    logger.warn("DISABLE_BACKGROUND_RUNNER=1: this process runs no background functions");
    return;
  }
  holder.__reachBackgroundRunner ??= new BackgroundRunner({ functions, tickMs: tickMs() });
  holder.__reachBackgroundRunner.start();
}
