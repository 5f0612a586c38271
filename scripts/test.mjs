// `npm test`: every check, in order, stopping at the first failure.
//   lint       prettier --check ., eslint . and tsc --noEmit
//   unit       vitest: unit + API integration tests on a fresh PostgreSQL database
//   embedded   the same migrations and queries on embedded PGlite, compared with PostgreSQL
//   e2e        next build into .next-test (not the .next that `npm run dev` uses), then Playwright
//              (e2e/) against `npm start` on that build in Debian's Chromium
// `npm test -- unit embedded` runs only the named steps.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const STEPS = ["lint", "unit", "embedded", "e2e"];
const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !STEPS.includes(s));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(", ")}; steps are: ${STEPS.join(", ")}`);
  process.exit(2);
}
const selected = requested.length ? STEPS.filter((s) => requested.includes(s)) : STEPS;

const bin = (name) => path.resolve("node_modules/.bin", name);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "reach-test-"));
const databaseServer =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The test build's own folder (playwright.config.ts serves the same), so building never disturbs a
// running `npm run dev`.
const distDir = process.env.NEXT_DIST_DIR || ".next-test";
const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function fail(message) {
  console.error(`\n✗ ${message}`);
  finish(1);
}

/** The background build's process group (startBuild), stopped when the run ends early. */
let buildProcess = null;

function finish(code) {
  if (buildProcess?.exitCode === null) {
    try {
      process.kill(-buildProcess.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
  const steps = timings.map(([name, ms]) => `${name} ${seconds(ms)} · `).join("");
  console.log(`\n${steps}total ${seconds(Date.now() - started)}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
  process.exit(code);
}

/**
 * Runs one step; `report` reads its results (passed and failed counts) whether it passed or not,
 * `alone` is the command that reruns just this step.
 */
function run(
  label,
  command,
  args,
  { env = {}, report, alone = [path.relative(".", command), ...args].join(" ") } = {},
) {
  console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(" ")}`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (err) => fail(`${label} could not start: ${err.message}`));
    child.on("exit", (code, signal) => {
      timings.push([label, Date.now() - t0]);
      report?.();
      if (code === 0) return resolve();
      fail(`${label} failed (${signal ?? `exit code ${code}`}). Run it alone: ${alone}`);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function countVitest(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

async function checkPostgres() {
  const client = new pg.Client({ connectionString: databaseServer, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    fail(
      `PostgreSQL is not reachable at ${new URL(databaseServer).host} (${err.message}). The tests need a server where they may ` +
        `create databases: start one, or set TEST_DATABASE_URL=postgresql://user@host:port/postgres.`,
    );
  }
}

/** The rate-limit tests share counters through Redis, as app instances do. */
async function checkRedis() {
  const url = new URL(process.env.REDIS_URL || "redis://127.0.0.1:6379");
  const reachable = await new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 5000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!reachable)
    fail(`Redis is not reachable at ${url.host}: start one (redis-server --daemonize yes), or set REDIS_URL.`);
}

process.on("SIGINT", () => fail("interrupted"));

// Fail before the long steps when something they need is missing.
if (selected.includes("unit") || selected.includes("embedded")) await checkPostgres();
if (selected.includes("unit")) await checkRedis();
if (selected.includes("e2e") && !fs.existsSync(chromium)) {
  fail(`No Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

// The build's environment: after this run's own tsc (lint step) it need not type-check again (next.config.ts).
const buildEnv = { NEXT_DIST_DIR: distDir, ...(selected.includes("lint") ? { REACH_BUILD_TYPECHECKED: "1" } : {}) };
const buildAlone = `NEXT_DIST_DIR=${distDir} npm run build`;

/**
 * The production build, started in the background while the vitest steps run: those mostly wait
 * on PostgreSQL, so on two cores the build costs the run little of its own time. Its output goes to
 * a file, printed if it fails.
 */
function startBuild() {
  const log = path.join(work, "build.log");
  const out = fs.openSync(log, "w");
  const t0 = Date.now();
  // `next build` alone: `npm run build` would first regenerate the Prisma client the tests are importing.
  console.log(`\n▶ build (in the background, output in ${log}): next build`);
  const child = spawn(bin("next"), ["build"], {
    stdio: ["ignore", out, out],
    env: { ...process.env, ...buildEnv },
    detached: true,
  });
  buildProcess = child;
  return new Promise((resolve) => {
    child.on("error", (err) => resolve({ code: 1, ms: Date.now() - t0, log, error: err.message }));
    child.on("exit", (code, signal) => resolve({ code: code ?? signal, ms: Date.now() - t0, log }));
  });
}

// The build points next-env.d.ts (not in git) at its folder's types: leave the one `npm run dev` wrote.
if (selected.includes("e2e")) {
  const nextEnv = fs.existsSync("next-env.d.ts") ? fs.readFileSync("next-env.d.ts", "utf8") : undefined;
  if (nextEnv !== undefined) process.once("exit", () => fs.writeFileSync("next-env.d.ts", nextEnv));
}

const buildsEarly = selected.includes("e2e") && (selected.includes("unit") || selected.includes("embedded"));
let backgroundBuild = null;

for (const step of selected) {
  if (buildsEarly && !backgroundBuild && (step === "unit" || step === "embedded")) backgroundBuild = startBuild();
  if (step === "lint") {
    await run("prettier", bin("prettier"), ["--check", "."], {
      alone: "npx prettier --check . (npm run format fixes it)",
    });
    await run("eslint", bin("eslint"), ["."]);
    await run("typecheck", bin("tsc"), ["--noEmit"]);
  }
  if (step === "unit") {
    const out = path.join(work, "unit.json");
    await run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], {
      report: () => countVitest(out),
      alone: "npx vitest run [files]",
    });
  }
  if (step === "embedded") {
    const out = path.join(work, "embedded.json");
    const config = "tests/embedded/vitest.config.ts";
    await run(
      "embedded",
      bin("vitest"),
      ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
      {
        report: () => countVitest(out),
        alone: "npm run test:embedded",
      },
    );
  }
  if (step === "e2e") {
    if (backgroundBuild) {
      const build = await backgroundBuild;
      timings.push(["build (background)", build.ms]);
      if (build.code !== 0) {
        process.stdout.write(fs.readFileSync(build.log, "utf8"));
        fail(`build failed (${build.error ?? `exit code ${build.code}`}). Run it alone: ${buildAlone}`);
      }
      console.log(`\n✓ build finished in the background in ${seconds(build.ms)}`);
    } else {
      await run("build", "npm", ["run", "build"], { env: buildEnv, alone: buildAlone });
    }
    const out = path.join(work, "e2e.json");
    await run("playwright", bin("playwright"), ["test", "--reporter=list,json"], {
      env: { NEXT_DIST_DIR: distDir, PLAYWRIGHT_JSON_OUTPUT_FILE: out, E2E_DATA_DIR: path.join(work, "e2e-data") },
      report: () => countPlaywright(out),
      alone: `npm run test:e2e [files] (on the build in ${distDir})`,
    });
  }
}
finish(0);
