// Self-driven scenarios (bench/scenarios/publish-lag.ts) take their own options: `npm run bench -- publish-lag --occurrences 1000`.
// `npm run bench -- <scenario> [--connections 10] [--duration 10] [--warmup 3] [--warmup-connections N] [--rounds 2] [--port 3340] [--build] [--keep-db] [--reuse-db] [--db <name>] [--json] [--cpu-prof <dir>]`
// Seeds the scenario into its own PostgreSQL database, starts the production app (scripts/run.ts
// start) and a bare `pg` baseline server, drives both with autocannon with the same settings, and
// prints req/s, p50 and p99 for each, their ratio and the p99 delta. Rounds alternate the order
// (app then baseline, baseline then app, ...) because whichever goes first measures worse.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { adminDb, disconnectBaseClient } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { signToken } from "@/lib/auth/tokens";
import { loadScenario, runSelfDriven, scenarioNames, type BenchRequest } from "./scenario";
import { startServer, waitUntilReady, type Server } from "./processes";
import {
  machineCpuMs,
  measureServer,
  MEMORY_PROBE,
  probeSocketPath,
  probedPid,
  processCpuMs,
  waitForProbe,
  type ServerSample,
} from "./memory";

const selfDriven = await runSelfDriven(process.argv.slice(2));
if (selfDriven !== null) process.exit(selfDriven);

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    // Fewer warm-up connections than measured ones: memory grown by the measured concurrency then shows in round 1.
    "warmup-connections": { type: "string" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3340" },
    build: { type: "boolean", default: false },
    "keep-db": { type: "boolean", default: false },
    // Measure on the database a --keep-db run left (seeding 1,000,000 inbox items takes minutes); read-only scenarios only.
    "reuse-db": { type: "boolean", default: false },
    // The bench database's name: scenarios with the same seed (the inbox ones) can share one kept database.
    db: { type: "string" },
    json: { type: "boolean", default: false },
    // A folder for V8 CPU profiles of the app's processes (node --cpu-prof), written when they stop.
    "cpu-prof": { type: "string" },
  },
});
const name = positionals[0];
if (!name) {
  console.error(`usage: npm run bench -- <scenario> [options]; scenarios: ${scenarioNames().join(", ")}`);
  process.exit(2);
}
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const warmup = Number(opts.warmup);
const warmupConnections = Number(opts["warmup-connections"] ?? connections);
const rounds = Math.max(1, Number(opts.rounds));
const appPort = Number(opts.port);
const baselinePort = appPort + 1;

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = opts.db ?? `reach_bench_${name.replace(/\W/g, "_")}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
// The bench signs tokens the app must accept: both use this secret.
process.env.AUTH_SECRET = "bench-secret-bench-secret-bench-secret-01";
process.env.DATABASE_URL = databaseUrl;
const tsx = path.resolve("node_modules/.bin/tsx");

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What seeding answered, kept beside a --keep-db database for --reuse-db. */
const stateFile = path.join(os.tmpdir(), `${dbName}.state.json`);

async function seed(scenario: Awaited<ReturnType<typeof loadScenario>>) {
  if (opts["reuse-db"]) {
    if (!fs.existsSync(stateFile)) throw new Error(`No kept database for ${name}: run it once with --keep-db`);
    log(`Reusing the seeded ${dbName} (--reuse-db)`);
    return JSON.parse(fs.readFileSync(stateFile, "utf8")) as unknown as Awaited<ReturnType<typeof scenario.seed>>;
  }
  fs.rmSync(stateFile, { force: true });
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${dbName}"`);
  await applyMigrations(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const started = Date.now();
  try {
    const state = await scenario.seed({
      db: adminDb(),
      pool,
      tokenFor: (u) => signToken({ sub: u.email, email: u.email, userId: u.userId, companyId: u.companyId }),
    });
    // Settle the database before measuring, so neither side meets autovacuum or a checkpoint catching up on the seed.
    await pool.query("VACUUM ANALYZE");
    await pool.query("CHECKPOINT");
    log(`Seeded ${dbName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (opts["keep-db"]) fs.writeFileSync(stateFile, JSON.stringify(state));
    return state;
  } finally {
    await pool.end();
    await disconnectBaseClient();
  }
}

function ensureBuild() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!opts.build && fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    log(`Using the existing production build in ${distDir} (--build rebuilds it)`);
    return Promise.resolve();
  }
  log("Building the app (npm run build)...");
  const build = startServer("build", "npm", ["run", "build"], process.env);
  return new Promise<void>((resolve, reject) =>
    build.child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed:\n${build.output.join("\n")}`)),
    ),
  );
}

let requestsMade = 0;

function measure(url: string, req: BenchRequest, seconds: number, clients = connections): Promise<Result> {
  const body = req.body;
  return autocannon({
    url,
    connections: clients,
    duration: seconds,
    method: req.method ?? "GET",
    headers: req.headers,
    body,
    ...(req.distinct &&
      typeof body === "string" && {
        requests: [{ setupRequest: (r) => ({ ...r, body: body.replaceAll("[<id>]", String(++requestsMade)) }) }],
      }),
  });
}

function log(line: string) {
  if (!opts.json) console.log(line);
}

/** Answers with the status the scenario expects: its redirect, or any 2xx. */
const answeredAsExpected = (r: Result, req: BenchRequest) =>
  req.expectStatus && req.expectStatus >= 300 && req.expectStatus < 400 ? r["3xx"] : r["2xx"];

function summary(label: string, r: Result, req: BenchRequest) {
  const unexpected = r.non2xx + r["2xx"] - answeredAsExpected(r, req);
  return {
    label,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: unexpected,
    errors: r.errors + r.timeouts,
  };
}

interface Settling {
  ms: number;
  appCpuMs: number;
  machineCpuMs: number;
}

/** Rounds combined: mean req/s, mean of each round's percentiles, all failures. */
function averageOf(runs: ReturnType<typeof summary>[]): ReturnType<typeof summary> {
  const mean = (pick: (r: ReturnType<typeof summary>) => number) =>
    runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const sum = (pick: (r: ReturnType<typeof summary>) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    label: runs[0].label,
    reqPerSec: mean((r) => r.reqPerSec),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function printTable(rows: ReturnType<typeof summary>[]) {
  const cells = [
    ["", "req/s", "p50 ms", "p99 ms", "bad status", "errors"],
    ...rows.map((r) => [r.label, r.reqPerSec.toFixed(1), ms(r.p50), ms(r.p99), String(r.non2xx), String(r.errors)]),
  ];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  for (const row of cells)
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("   "));
}

const servers: Server[] = [];
let dataDir = "";
let exitCode = 0;
try {
  const scenario = await loadScenario(name);
  const state = await seed(scenario);
  const req = scenario.request(state);
  await ensureBuild();

  // Files the app writes (uploads) go to a directory removed at the end.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-bench-data-"));
  const env = { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: dataDir };
  // Rate limits would turn a load test into 429s; the in-process background runner would add noise.
  const noRateLimits = Object.fromEntries(
    ["DEFAULT", "ADMIN", "UPLOAD", "INBOX", "BULK", "AUTH"].map((b) => [`RATE_LIMIT_${b}`, "1000000000"]),
  );
  // The memory probe (bench/memory-probe.mjs) is preloaded into both servers, each on its own socket.
  const memorySockets = [probeSocketPath(dataDir, "app"), probeSocketPath(dataDir, "baseline")];
  const probe = (socket: string) => ({
    BENCH_MEMORY_SOCKET: socket,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc --import ${pathToFileURL(MEMORY_PROBE).href}`.trim(),
  });
  const appEnv = {
    ...env,
    ...noRateLimits,
    ...probe(memorySockets[0]),
    PORT: String(appPort),
    DISABLE_BACKGROUND_RUNNER: "1",
  };
  // Profiled, the app's server process is started itself (run.ts would start it without the flags; the database is migrated already).
  const app = opts["cpu-prof"]
    ? startServer(
        "app",
        process.execPath,
        ["--cpu-prof", `--cpu-prof-dir=${path.resolve(opts["cpu-prof"])}`, "--import", "tsx", "scripts/serve.ts"],
        { ...appEnv, NODE_ENV: "production" },
      )
    : startServer("app", tsx, ["scripts/run.ts", "start"], appEnv);
  servers.push(app);
  const baseline = startServer("baseline", tsx, ["bench/baseline-server.ts"], {
    ...env,
    ...probe(memorySockets[1]),
    PORT: String(baselinePort),
    BENCH_SCENARIO: name,
    BENCH_STATE: JSON.stringify(state),
    // For baselines that send the very bytes the app sends (a rendered page).
    BENCH_APP_URL: `http://127.0.0.1:${appPort}`,
  });
  servers.push(baseline);
  await waitUntilReady(app, `http://127.0.0.1:${appPort}/api/health`, 120_000);
  for (const socket of memorySockets) await waitForProbe(socket);
  await waitUntilReady(baseline, `http://127.0.0.1:${baselinePort}${req.path}`, 30_000);

  const targets = [
    { label: "app", url: `http://127.0.0.1:${appPort}${req.path}` },
    { label: "baseline", url: `http://127.0.0.1:${baselinePort}${req.path}` },
  ];
  let appAnswered = 0;
  for (const t of targets) {
    const res = await fetch(t.url, {
      method: req.method ?? "GET",
      headers: req.headers,
      body: typeof req.body === "string" ? req.body : req.body && new Uint8Array(req.body),
      redirect: "manual",
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    const expected = req.expectStatus ? res.status === req.expectStatus : res.ok;
    if (t.label === "app" && expected) appAnswered++;
    if (!expected)
      throw new Error(
        `The ${t.label} answered ${res.status} to ${req.method ?? "GET"} ${req.path}: the scenario is broken`,
      );
    log(`${t.label}: ${res.status}, ${bytes} bytes`);
  }
  log(
    `\n${name}: ${scenario.description}; ${connections} connections, ${duration} s each after ${warmup} s of warm-up, ${rounds} round(s)`,
  );
  const appPid = await probedPid(memorySockets[0]);
  const settlePool = scenario.settled ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
  /** Waits for the app's work left after a run (see BenchScenario.settled): its time and CPU, none when the scenario leaves none. */
  const cpuNow = () => ({ at: Date.now(), app: processCpuMs(appPid), machine: machineCpuMs() });
  async function settle(runEnd = cpuNow()): Promise<Settling | null> {
    if (!scenario.settled || !settlePool) return null;
    const { at: started, app: appBefore, machine: machineBefore } = runEnd;
    while (!(await scenario.settled(settlePool, state, appAnswered))) {
      if (Date.now() - started > 120_000)
        throw new Error("The app had not finished its work of the run 120 s after it");
      await sleep(100);
    }
    // PostgreSQL's own work after those writes (autovacuum, checkpoint) would otherwise fall into the next run: done now, and counted.
    await settlePool.query("VACUUM ANALYZE");
    await settlePool.query("CHECKPOINT");
    return {
      ms: Date.now() - started,
      appCpuMs: processCpuMs(appPid) - appBefore,
      machineCpuMs: machineCpuMs() - machineBefore,
    };
  }
  for (const t of targets) {
    if (warmup > 0) {
      const warm = await measure(t.url, req, warmup, warmupConnections);
      if (t.label === "app") {
        appAnswered += answeredAsExpected(warm, req);
        await settle();
      }
    }
  }
  const runs: ReturnType<typeof summary>[][] = [[], []];
  const memory: ServerSample[][] = [[], []];
  const requests: number[][] = [[], []];
  const settling: (Settling | null)[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      // The server's memory just before, at its peak during (live: twice), and a second after the run.
      const sampling = await measureServer(memorySockets[i], scenario.liveMemory ? (duration * 1000) / 3 : null);
      const measured = await measure(targets[i].url, req, duration);
      if (i === 0) appAnswered += answeredAsExpected(measured, req);
      requests[i].push(measured.requests.total);
      const runEnd = cpuNow();
      const result = summary(targets[i].label, measured, req);
      memory[i].push(await sampling.stop());
      runs[i].push(result);
      if (i === 0) settling.push(await settle(runEnd));
    }
  }
  const rows = runs.map(averageOf);
  const [appRow, baseRow] = rows;
  const ratio = appRow.reqPerSec / baseRow.reqPerSec;
  const p99Delta = appRow.p99 - baseRow.p99;
  if (opts.json)
    console.log(
      JSON.stringify({
        scenario: name,
        connections,
        duration,
        rounds: runs,
        rows,
        ratio,
        p99DeltaMs: p99Delta,
        memory: { app: memory[0], baseline: memory[1] },
      }),
    );
  else {
    console.log();
    const roundRows = runs.flatMap((r) => r.map((row, i) => ({ ...row, label: `${row.label} (round ${i + 1})` })));
    printTable(rounds > 1 ? [...roundRows, ...rows.map((row) => ({ ...row, label: `${row.label} (mean)` }))] : rows);
    console.log(
      `\napp/baseline throughput: ${ratio.toFixed(2)}x   p99 delta: ${p99Delta >= 0 ? "+" : ""}${ms(p99Delta)} ms`,
    );
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const grew = (before: number, peak: number) =>
      `${mb(before)} before, peak ${mb(peak)}, growth ${mb(peak - before)}`;
    for (const [t, samples] of memory.entries()) {
      for (const [i, m] of samples.entries()) {
        const perRequest = (ms: number) => `${((ms * 1000) / Math.max(1, requests[t][i])).toFixed(1)} µs`;
        console.log(
          `${targets[t].label} server, round ${i + 1}: CPU ${perRequest(m.cpuMs)} per request (the whole machine ${perRequest(m.machineCpuMs)})`,
        );
        const left = t === 0 ? settling[i] : null;
        if (left) {
          console.log(
            `  after the run        ${(left.ms / 1000).toFixed(1)} s to finish its work left for later: CPU ${perRequest(left.appCpuMs)} per request (the whole machine ${perRequest(left.machineCpuMs)})`,
          );
        }
        console.log(`  RSS                  ${grew(m.rssBefore, m.rssPeak)}; ${mb(m.rssAfter)} 1 s after`);
        console.log(
          `  heap+external        ${grew(m.heapAndExternalBefore, m.heapAndExternalPeak)} (garbage included)`,
        );
        const during = m.livePeak === null ? "not read during the run" : grew(m.liveBefore, m.livePeak);
        console.log(`  live heap+external   ${during}; ${mb(m.liveAfter)} 1 s after (after a full collection)`);
      }
    }
  }
  if (rows.some((r) => r.non2xx || r.errors)) {
    console.error("Some requests failed (an unexpected status or errors): the numbers above are not comparable.");
    exitCode = 1;
  }
  await settlePool?.end();
  if (scenario.probe) {
    try {
      console.log(await scenario.probe({ app: targets[0].url, baseline: targets[1].url }, req, state));
    } catch (err) {
      console.error(`Probe after the runs failed: ${(err as Error).message}`);
      exitCode = 1;
    }
  }
  if (scenario.verify) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      console.log(await scenario.verify(pool, state, appAnswered));
    } catch (err) {
      console.error(`Check after the run failed: ${(err as Error).message}`);
      exitCode = 1;
    } finally {
      await pool.end();
    }
  }
} catch (err) {
  console.error((err as Error).message);
  exitCode = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  if (!opts["keep-db"] && !opts["reuse-db"])
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
