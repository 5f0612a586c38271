import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startSocialFakes } from "@/tests/fakes/social/index";
import { defineSelfDrivenScenario } from "../scenario";

// Issue 26's sync bench: the fake Bluesky serves --items (default 100,000) mention notifications,
// 100 a page; a newly connected account's first sync (its backfill) stores them all through the
// app's own code (syncAccountInbox, in this process, against PostgreSQL). Target: at least 2,000
// items stored a second, every one exactly once.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "reach_bench_inbox_sync";
const TARGET_PER_SECOND = 2_000;

const options = {
  items: { type: "string", default: "100000" },
  "keep-db": { type: "boolean", default: false },
} as const;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default defineSelfDrivenScenario({
  description: "Inbox sync throughput: a new Bluesky account's backfill of --items notifications from the fake",
  options,
  async run(opts) {
    const items = Number(opts.items);
    const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${DB_NAME}` }).toString();
    const fakes = await startSocialFakes(0);
    Object.assign(process.env, fakes.env, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "reach-bench-inbox-")),
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      LOG_LEVEL: "warn",
    });
    try {
      await onServer(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
      await onServer(`CREATE DATABASE "${DB_NAME}"`);
      const { applyMigrations } = await import("@/lib/db/migrations");
      await applyMigrations(databaseUrl);
      const { adminDb, tenantCtxFor, disconnectBaseClient } = await import("@/lib/db");
      const { network } = await import("@/lib/social/networks");
      const { storeConnection } = await import("@/lib/social/store-connection");
      const { syncAccountInbox } = await import("@/lib/inbox/sync-account");
      const company = await adminDb().company.create({ data: { name: "Inbox sync bench" }, select: { id: true } });
      const ctx = tenantCtxFor(company.id);
      const login = await (
        await network("bluesky")
      ).provider.connectWithCredentials!({
        identifier: fakes.logins.bluesky.identifier,
        password: fakes.logins.bluesky.appPassword,
      });
      const account = await storeConnection(ctx, { platform: "bluesky", connection: login });
      fakes.bluesky.addNotifications(items);

      const started = performance.now();
      const stored = await syncAccountInbox(ctx, account.id, { maxPages: Math.ceil(items / 100) + 1 });
      const seconds = (performance.now() - started) / 1000;
      const inDb = await adminDb().inboxItem.count({ where: { companyId: company.id } });
      const again = await syncAccountInbox(ctx, account.id);
      const perSecond = Math.round(stored / seconds);
      console.log(
        `inbox-sync: ${stored} items stored in ${seconds.toFixed(1)} s = ${perSecond} items/s ` +
          `(target ${TARGET_PER_SECOND}); ${inDb} rows; a second sync stored ${again}`,
      );
      await disconnectBaseClient();
      const ok = stored === items && inDb === items && again === 0 && perSecond >= TARGET_PER_SECOND;
      if (!ok) console.error("inbox-sync: target missed or items not stored exactly once");
      return ok ? 0 : 1;
    } finally {
      await fakes.close();
      if (!opts["keep-db"]) await onServer(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    }
  },
});
