import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type pg from "pg";
import type { AdminDb } from "@/lib/db";

/**
 * A bench scenario: data to seed, the request the app answers, and the baseline that answers the
 * same request with the equivalent SQL through `pg` and nothing else. `State` is what seeding
 * returns (ids, tokens); it must be JSON, because the baseline server runs in its own process.
 */
export interface BenchScenario<State = unknown> {
  description: string;
  seed(ctx: SeedContext): Promise<State>;
  request(state: State): BenchRequest;
  baseline(pool: pg.Pool, req: IncomingMessage, state: State): Promise<BaselineAnswer>;
  /** Also read each server's live memory (after a full collection) during the runs; for memory scenarios, not throughput ones. */
  liveMemory?: boolean;
  /**
   * A check after the run, given how many of the app's answers had the expected status over the
   * whole bench (warm-up included): throws when it fails, else says what it found.
   */
  verify?(pool: pg.Pool, state: State, answered: number): Promise<string>;
  /**
   * Whether the app has finished the work its answers so far left for later (events stored):
   * the bench waits for it after each of the app's runs, so that it neither slows the next run
   * (the baseline's, say) nor goes uncounted, and reports its CPU apart (with the VACUUM ANALYZE
   * and CHECKPOINT it then runs, so that PostgreSQL's own work after those writes counts too).
   */
  settled?(pool: pg.Pool, state: State, answered: number): Promise<boolean>;
  /**
   * Measurements of its own after the runs, against both servers (a stream's first chunk): throws
   * when a target is missed, else says what it found.
   */
  probe?(urls: { app: string; baseline: string }, req: BenchRequest, state: State): Promise<string>;
}

export interface SeedContext {
  /** The unscoped Prisma client on the bench database (the app's own data layer). */
  db: AdminDb;
  /** Raw SQL for bulk inserts (INSERT ... SELECT FROM generate_series is fastest for large volumes). */
  pool: pg.Pool;
  /** A bearer token the app accepts for that user (the bench and the app share AUTH_SECRET). */
  tokenFor(user: { email: string; userId: string; companyId: string }): Promise<string>;
}

export interface BenchRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  /** A Buffer for binary bodies (uploads). */
  body?: string | Buffer;
  /** Every `[<id>]` in a string body replaced by a number no request of the bench had (requests that must all differ: cache misses). */
  distinct?: boolean;
  /** The status every answer must have (a redirect); default: any 2xx. */
  expectStatus?: number;
}

export interface BaselineAnswer {
  status?: number;
  /** Sent as JSON, unless `raw` is given. */
  body?: unknown;
  /** Bytes sent as they are (an HTML page), with `headers`. */
  raw?: string | Buffer;
  /** Chunks sent as they come (a streamed answer), with `headers`. */
  stream?: AsyncIterable<string | Uint8Array>;
  headers?: Record<string, string>;
}

export function defineScenario<State>(scenario: BenchScenario<State>): BenchScenario<State> {
  return scenario;
}

/**
 * A scenario that measures background work rather than answers to requests (publish-lag): it
 * seeds, starts the app's processes, measures and checks by itself, with its own options, and
 * answers the bench's exit code.
 */
type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export interface SelfDrivenScenario<Options extends ParseArgsOptionsConfig = ParseArgsOptionsConfig> {
  description: string;
  options: Options;
  run(options: ReturnType<typeof parseArgs<{ options: Options }>>["values"]): Promise<number>;
}

export function defineSelfDrivenScenario<Options extends ParseArgsOptionsConfig>(
  scenario: SelfDrivenScenario<Options>,
): SelfDrivenScenario<Options> {
  return scenario;
}

/** Runs `<name> [options]` when it names a self-driven scenario (its exit code); null for a request scenario. */
export async function runSelfDriven(argv: string[]): Promise<number | null> {
  const [name, ...rest] = argv;
  if (!name || !scenarioNames().includes(name)) return null;
  const scenario = (
    (await import(path.join(SCENARIOS_DIR, `${name}.ts`))) as { default: BenchScenario | SelfDrivenScenario }
  ).default;
  if (!("run" in scenario)) return null;
  const { values } = parseArgs({ args: rest, options: scenario.options, strict: true });
  return scenario.run(values);
}

const SCENARIOS_DIR = path.join(import.meta.dirname, "scenarios");

export function scenarioNames(): string[] {
  return fs
    .readdirSync(SCENARIOS_DIR)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.slice(0, -3))
    .sort();
}

export async function loadScenario(name: string): Promise<BenchScenario> {
  if (!scenarioNames().includes(name)) {
    throw new Error(
      `Unknown bench scenario "${name}". Scenarios: ${scenarioNames().join(", ")} (bench/scenarios/<name>.ts)`,
    );
  }
  const mod = (await import(path.join(SCENARIOS_DIR, `${name}.ts`))) as { default: BenchScenario };
  return mod.default;
}
