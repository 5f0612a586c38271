import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startSocialFakes, type SocialFakes } from "@/tests/fakes/social/index";
import { MASTODON_FAKE_USER } from "@/tests/fakes/social/mastodon/server";
import { defineSelfDrivenScenario } from "../scenario";
import { startServer, waitUntilReady, type Server } from "../processes";

// Issue 12's publish-lag bench: --occurrences (default 1,000) occurrences over --companies (10)
// companies, all due in the same second, half to Mastodon and half to Bluesky (one post to both
// per pair), each company with its own connected account on each fake network. The rows are
// written straight into the database well before their time (the way posts scheduled days ago
// wait); then the app publishes them with its in-process runner. Lag = when the fake network
// received the post minus its scheduled time, and when it was saved PUBLISHED. Every occurrence
// must reach its network exactly once.
//
// --process app (default): the production app server (`scripts/run.ts start`, the build in
// NEXT_DIST_DIR or .next; --build rebuilds it). --process runner: only the same runner in a bare
// Node process (bench/background-runner.ts), no build needed.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "reach_bench_publish_lag";
// Written this long before their time (plus 1 ms per occurrence for the writing itself): longer than
// the runner's longest sleep (its 5 s tick), so it has seen them before they come due, as it would
// for posts scheduled in advance.
const LEAD_MS = 8_000;
const PLATFORMS = ["mastodon", "bluesky"] as const;

const options = {
  occurrences: { type: "string", default: "1000" },
  companies: { type: "string", default: "10" },
  process: { type: "string", default: "app" },
  build: { type: "boolean", default: false },
  port: { type: "string", default: process.env.BENCH_PORT ?? "3350" },
  "timeout-seconds": { type: "string" },
  "keep-db": { type: "boolean", default: false },
  // A folder for V8 CPU profiles of the app's process (node --cpu-prof), written when it stops.
  "cpu-prof": { type: "string" },
  json: { type: "boolean", default: false },
} as const;

interface Company {
  id: string;
  accounts: Record<(typeof PLATFORMS)[number], string>;
}

interface Occurrence {
  id: string;
  companyId: string;
  postId: string;
  platform: (typeof PLATFORMS)[number];
  accountId: string;
  content: string;
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Companies, each with a Mastodon account (a token the fake issued, through the app registered on
 * the instance as a connect keeps it) and a Bluesky one (logged in with the app password), stored
 * by the app's own code.
 */
async function seedCompanies(fakes: SocialFakes, count: number): Promise<Company[]> {
  const { adminDb, tenantCtxFor } = await import("@/lib/db");
  const { network } = await import("@/lib/social/networks");
  const { storeConnection } = await import("@/lib/social/store-connection");
  const { keepMastodonApp } = await import("@/lib/social/mastodon-apps-admin");
  const bluesky = (await network("bluesky")).provider;
  const redirectUri = "http://127.0.0.1/api/social/mastodon/callback";
  const registered = await fetch(`${fakes.mastodon.url}/api/v1/apps`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Reach bench", redirect_uris: redirectUri, scopes: "read write" }),
  });
  const app = (await registered.json()) as { client_id: string; client_secret: string };
  const mastodonApp = await keepMastodonApp(fakes.mastodon.url, {
    clientId: app.client_id,
    clientSecret: app.client_secret,
    redirectUri,
    scopes: ["read", "write"],
  });
  const companies: Company[] = [];
  for (let i = 0; i < count; i++) {
    const company = await adminDb().company.create({
      data: { name: `Publish bench ${i + 1}`, timeZone: "Europe/Berlin" },
      select: { id: true },
    });
    const ctx = tenantCtxFor(company.id);
    const issued = fakes.mastodon.tokens.issue({ userId: MASTODON_FAKE_USER.id, scopes: ["read", "write"] });
    const mastodon = await storeConnection(ctx, {
      platform: "mastodon",
      connection: {
        tokens: { accessToken: issued.accessToken, refreshToken: null, expiresAt: null, scopes: ["read", "write"] },
        profile: {
          id: MASTODON_FAKE_USER.id,
          username: `${MASTODON_FAKE_USER.username}@${new URL(fakes.mastodon.url).host}`,
          displayName: MASTODON_FAKE_USER.display_name,
          avatarUrl: null,
          profileUrl: null,
        },
        instanceUrl: fakes.mastodon.url,
      },
      mastodonAppId: mastodonApp.id,
    });
    const login = await bluesky.connectWithCredentials!({
      identifier: fakes.logins.bluesky.identifier,
      password: fakes.logins.bluesky.appPassword,
    });
    const sky = await storeConnection(ctx, { platform: "bluesky", connection: login });
    companies.push({ id: company.id, accounts: { mastodon: mastodon.id, bluesky: sky.id } });
  }
  return companies;
}

/** One post to both networks per pair of occurrences, companies in turn; texts are unique so the networks' copies can be matched back. */
function planOccurrences(companies: Company[], total: number): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (let p = 0; occurrences.length < total; p++) {
    const company = companies[p % companies.length];
    const postId = randomUUID();
    for (const platform of PLATFORMS.slice(0, Math.min(PLATFORMS.length, total - occurrences.length))) {
      occurrences.push({
        id: randomUUID(),
        companyId: company.id,
        postId,
        platform,
        accountId: company.accounts[platform],
        content: `Publish bench post ${p + 1} on ${platform}`,
      });
    }
  }
  return occurrences;
}

/** Posts, occurrences and their due outbox rows, as the scheduling service leaves them, in one transaction. */
async function writeSchedule(pool: pg.Pool, occurrences: Occurrence[], dueAt: Date): Promise<void> {
  const posts = [...new Map(occurrences.map((o) => [o.postId, o])).values()];
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "SocialPost" ("id", "companyId", "content", "platforms", "status", "scheduledAt", "updatedAt")
       SELECT id, "companyId", content, ARRAY['mastodon', 'bluesky'], 'SCHEDULED', $3, now() FROM unnest($1::uuid[], $2::uuid[], $4::text[]) AS t(id, "companyId", content)`,
      [
        posts.map((p) => p.postId),
        posts.map((p) => p.companyId),
        dueAt,
        posts.map((p) => p.content.replace(/ on \w+$/, "")),
      ],
    );
    await client.query(
      `INSERT INTO "PostOccurrence" ("id", "companyId", "sourcePostId", "platform", "socialAccountId", "scheduledAt", "content", "idempotencyKey", "updatedAt")
       SELECT id, "companyId", "postId", platform, "accountId", $6, content, gen_random_uuid()::text, now()
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $7::text[]) AS t(id, "companyId", "postId", platform, "accountId", content)`,
      [
        occurrences.map((o) => o.id),
        occurrences.map((o) => o.companyId),
        occurrences.map((o) => o.postId),
        occurrences.map((o) => o.platform),
        occurrences.map((o) => o.accountId),
        dueAt,
        occurrences.map((o) => o.content),
      ],
    );
    await client.query(
      `INSERT INTO "Outbox" ("id", "companyId", "event", "payload", "dueAt")
       SELECT gen_random_uuid(), "companyId", 'scheduling/occurrence.due', jsonb_build_object('companyId', "companyId", 'occurrenceId', id), $3
       FROM unnest($1::uuid[], $2::uuid[]) AS t(id, "companyId")`,
      [occurrences.map((o) => o.id), occurrences.map((o) => o.companyId), dueAt],
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    client.release();
  }
}

/** The text of every post each fake network received (first request per text) and holds now. */
function networkRecords(fakes: SocialFakes) {
  const received = new Map<string, Date>();
  const note = (text: string | undefined, at: Date) => {
    if (text && !received.has(text)) received.set(text, at);
  };
  for (const r of fakes.mastodon.server.received("publish")) note(JSON.parse(r.body.toString()).status, r.at);
  for (const r of fakes.bluesky.server.received("publish")) note(JSON.parse(r.body.toString()).record?.text, r.at);
  const held = [...fakes.mastodon.statuses.values()]
    .map((s) => s.text)
    .concat([...fakes.bluesky.posts.values()].map((p) => p.record.text));
  return { received, held };
}

/** CPU time (user + system) of every process in the group the bench started, in ms (Linux /proc; 100 clock ticks a second). */
function groupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

async function committedTransactions(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0].n);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function distribution(lags: number[]) {
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

function startProcess(kind: string, port: number, env: NodeJS.ProcessEnv, profileDir: string | undefined): Server {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  if (kind === "runner")
    return startServer("background runner", tsx, [...profiling, "bench/background-runner.ts"], env);
  return startServer("app", tsx, [...profiling, "scripts/run.ts", "start"], { ...env, PORT: String(port) });
}

async function waitForLine(server: Server, line: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output.includes(line)) {
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The ${server.label} did not start. Its last output:\n${server.output.join("\n")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function ensureBuild(rebuild: boolean): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!rebuild && fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`Using the existing production build in ${distDir} (--build rebuilds it)`);
    return Promise.resolve();
  }
  console.log("Building the app (npm run build)...");
  const build = startServer("build", "npm", ["run", "build"], process.env);
  return new Promise((resolve, reject) =>
    build.child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed:\n${build.output.join("\n")}`)),
    ),
  );
}

export default defineSelfDrivenScenario({
  description:
    "occurrences across companies all due in the same second, published by the in-process runner to the fake networks",
  options,
  async run(opts) {
    const total = Number(opts.occurrences);
    const companyCount = Number(opts.companies);
    if (!Number.isInteger(total) || total < 1 || !Number.isInteger(companyCount) || companyCount < 1)
      throw new Error("--occurrences and --companies must be positive integers");
    if (opts.process !== "app" && opts.process !== "runner")
      throw new Error(`--process is "${opts.process}": use app or runner`);
    const timeoutMs = opts["timeout-seconds"] ? Number(opts["timeout-seconds"]) * 1000 : 120_000 + total * 60;
    const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${DB_NAME}` }).toString();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-bench-publish-"));
    const fakes = await startSocialFakes(0);
    // The app (and this process, which stores the accounts) reaches the fakes and this database; tokens are sealed with this secret.
    Object.assign(process.env, fakes.env, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      LOG_LEVEL: "warn",
    });
    let server: Server | null = null;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      if (opts.process === "app") await ensureBuild(Boolean(opts.build));
      await onServer(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
      await onServer(`CREATE DATABASE "${DB_NAME}"`);
      const { applyMigrations } = await import("@/lib/db/migrations");
      await applyMigrations(databaseUrl);
      const companies = await seedCompanies(fakes, companyCount);
      const { disconnectBaseClient } = await import("@/lib/db");
      await disconnectBaseClient();

      server = startProcess(opts.process, Number(opts.port), { ...process.env, HOST: "127.0.0.1" }, opts["cpu-prof"]);
      if (opts.process === "app") await waitUntilReady(server, `http://127.0.0.1:${opts.port}/api/health`, 180_000);
      else await waitForLine(server, "background runner started", 180_000);
      const occurrences = planOccurrences(companies, total);
      const dueAt = new Date(Math.ceil((Date.now() + LEAD_MS + total) / 1000) * 1000);
      await writeSchedule(pool, occurrences, dueAt);
      await pool.query("ANALYZE");
      if (Date.now() > dueAt.getTime() - 5_000)
        console.warn("Writing the schedule took longer than planned: the runner may have seen it late.");
      if (!opts.json)
        console.log(
          `${total} occurrences over ${companyCount} companies due at ${dueAt.toISOString()}; publishing with the ${opts.process === "app" ? "app server's" : "bare"} in-process runner...`,
        );

      const cpuBefore = groupCpuMs(server.child.pid!);
      const commitsBefore = await committedTransactions(pool);
      const deadline = dueAt.getTime() + timeoutMs;
      let published = 0;
      // The bench's own statements commit too: counted, to leave them out.
      let benchStatements = 1;
      while (Date.now() < deadline && server.child.exitCode === null) {
        await new Promise((r) => setTimeout(r, 500));
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "PostOccurrence" WHERE "status" = 'PUBLISHED'`,
        );
        benchStatements++;
        published = rows[0].n;
        if (published === total) break;
      }
      if (server.child.exitCode !== null)
        throw new Error(`The ${server.label} exited with code ${server.child.exitCode}`);
      const cpuMs = groupCpuMs(server.child.pid!) - cpuBefore;
      // A late duplicate (a second runner pass, the minute sweep) would show up here.
      await new Promise((r) => setTimeout(r, 2_000));

      benchStatements++;
      const { rows } = await pool.query<{
        content: string;
        publishedAt: Date | null;
        status: string;
        attempts: number;
      }>(`SELECT "content", "publishedAt", "status", "attempts" FROM "PostOccurrence"`);
      const { received, held } = networkRecords(fakes);
      const copies = new Map<string, number>();
      for (const text of held) copies.set(text, (copies.get(text) ?? 0) + 1);
      const missing = occurrences.filter((o) => !copies.has(o.content)).length;
      const duplicated = occurrences.filter((o) => (copies.get(o.content) ?? 0) > 1).length;
      const texts = new Set(occurrences.map((o) => o.content));
      const strangers = held.filter((text) => !texts.has(text)).length;
      const byStatus: Record<string, number> = {};
      for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      const due = dueAt.getTime();
      const receivedLag = distribution(
        occurrences.flatMap((o) => (received.has(o.content) ? [received.get(o.content)!.getTime() - due] : [])),
      );
      const savedLag = distribution(
        rows.flatMap((r) => (r.publishedAt ? [new Date(r.publishedAt).getTime() - due] : [])),
      );
      const retried = rows.filter((r) => r.attempts > 1).length;
      // The database's own counters lag a little behind.
      await new Promise((r) => setTimeout(r, 1_000));
      const commits = (await committedTransactions(pool)) - commitsBefore - benchStatements;
      const perOccurrence = {
        processCpuMs: Math.round((cpuMs / total) * 100) / 100,
        databaseCommits: Math.round((commits / total) * 100) / 100,
      };
      const result = {
        occurrences: total,
        companies: companyCount,
        process: opts.process,
        receivedLagMs: receivedLag,
        publishedLagMs: savedLag,
        perOccurrence,
        byStatus,
        remotePosts: held.length,
        missing,
        duplicated,
        unexpectedRemote: strangers,
        retried,
      };

      if (opts.json) console.log(JSON.stringify(result));
      else {
        const row = (label: string, d: ReturnType<typeof distribution>) =>
          console.log(
            `${label.padEnd(28)}${[d.count, d.p50, d.p95, d.p99, d.max].map((v) => String(v).padStart(9)).join("")}`,
          );
        console.log(
          `\n${"lag after the due time (ms)".padEnd(28)}${["count", "p50", "p95", "p99", "max"].map((h) => h.padStart(9)).join("")}`,
        );
        row("received by the network", receivedLag);
        row("saved as PUBLISHED", savedLag);
        console.log(
          `\nper occurrence: ${perOccurrence.processCpuMs} ms of CPU in the ${server.label} process, ${perOccurrence.databaseCommits} database commits`,
        );
        console.log(`occurrences by status: ${JSON.stringify(byStatus)}; retried: ${retried}`);
        console.log(
          `remote posts: ${held.length} for ${total} occurrences; missing ${missing}, duplicated ${duplicated}, unexpected ${strangers}`,
        );
        console.log(`p99 target 5000 ms: ${receivedLag.p99 <= 5000 && savedLag.p99 <= 5000 ? "met" : "NOT met"}`);
      }
      if (missing || duplicated || strangers) {
        console.error("Not exactly one remote post per occurrence.");
        return 1;
      }
      return 0;
    } catch (err) {
      console.error((err as Error).message);
      if (server) console.error(server.output.join("\n"));
      return 1;
    } finally {
      await server?.stop();
      await pool.end();
      await fakes.close();
      if (!opts["keep-db"]) await onServer(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
