// Creates a migration from schema changes without Prisma's native schema engine (it cannot be
// downloaded here): drives @prisma/schema-engine-wasm through @prisma/adapter-pg against a scratch
// PostgreSQL database, then writes prisma/migrations/<timestamp>_<name>/migration.sql.
// Usage: npm run db:migrate:dev -- --name <name> [--create-only]
// Target: MIGRATE_DEV_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/reach_migrate_dev).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import pg from "pg";

const SCHEMA = path.resolve("prisma/schema.prisma");
const MIGRATIONS = path.resolve("prisma/migrations");
const url = process.env.MIGRATE_DEV_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/reach_migrate_dev";
const filters = { externalTables: [], externalEnums: [] };

async function admin(sql: string) {
  const u = new URL(url);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function migrationsList() {
  const read = (p: string) => (fs.existsSync(p) ? fs.readFileSync(p, "utf8") : null);
  const dirs = fs.existsSync(MIGRATIONS)
    ? fs
        .readdirSync(MIGRATIONS, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: MIGRATIONS,
    shadowDbInitScript: "",
    lockfile: { path: "migration_lock.toml", content: read(path.join(MIGRATIONS, "migration_lock.toml")) },
    migrationDirectories: dirs.map((name) => {
      const sql = read(path.join(MIGRATIONS, name, "migration.sql"));
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content:
            sql === null
              ? { tag: "error" as const, value: "missing migration.sql" }
              : { tag: "ok" as const, value: sql },
        },
      };
    }),
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- patching adapter internals the engine relies on */
// adapter-pg cannot read Postgres' internal "char" type (OID 18) that the engine's describe queries
// return, and its executeScript splits on ';' (breaks $$ bodies): pass "char" as text, send scripts whole.
function patchAdapter<T extends object>(a: T): T {
  const charCols = new WeakMap<object, number[]>();
  const io = (a as any).performIO.bind(a);
  const qr = (a as any).queryRaw.bind(a);
  (a as any).performIO = async (q: object) => {
    const r = await io(q);
    const idx: number[] = [];
    r.fields.forEach((f: any, i: number) => {
      if (f.dataTypeID === 18) {
        f.dataTypeID = 25;
        idx.push(i);
      }
    });
    charCols.set(q, idx);
    return r;
  };
  (a as any).queryRaw = async (q: object) => {
    const r = await qr(q);
    for (const i of charCols.get(q) ?? []) r.columnTypes[i] = ColumnTypeEnum.Character;
    return r;
  };
  (a as any).executeScript = async (sql: string) => {
    try {
      await (a as any).client.query(sql);
    } catch (e) {
      (a as any).onError(e);
    }
  };
  return a;
}

async function engine() {
  (globalThis as any).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (m: string) => console.error("schema-engine wasm panic:", m),
  };
  const dir = path.dirname(createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm"));
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")), {
    "./schema_engine_bg.js": bg as any,
  });
  (bg as any).__wbg_set_wasm(instance.exports);
  (instance.exports as any).__wbindgen_start?.();
  const main = new PrismaPg({ connectionString: url });
  // PrismaPg.connectToShadowDb ignores the database override with a URL: make our own scratch database.
  const factory = {
    provider: "postgres" as const,
    adapterName: main.adapterName,
    connect: async () => patchAdapter(await main.connect()),
    async connectToShadowDb() {
      const db = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
      await admin(`CREATE DATABASE "${db}"`);
      const u = new URL(url);
      u.pathname = "/" + db;
      const adapter = patchAdapter(await new PrismaPg({ connectionString: u.toString() }).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
      };
      return adapter;
    },
  };
  const content = fs.readFileSync(SCHEMA, "utf8");
  const eng = await (bg as any).SchemaEngine.new(
    { datamodels: [[SCHEMA, content]] },
    (m: string) => process.env.DEBUG && console.error(m),
    bindMigrationAwareSqlAdapterFactory(factory as any),
  );
  return { eng, schema: { files: [{ path: SCHEMA, content }] } };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const args = process.argv.slice(2);
const name = args.includes("--name") ? args[args.indexOf("--name") + 1] : "migration";
const dbName = new URL(url).pathname.slice(1);
await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await admin(`CREATE DATABASE "${dbName}"`);
const { eng, schema } = await engine();
await eng.applyMigrations({ migrationsList: migrationsList(), filters });
// devDiagnostic fills the shadow-database cache createMigration needs in the wasm build.
const diag = await eng.devDiagnostic({ migrationsList: migrationsList(), filters });
if (diag.action.tag === "reset") throw new Error("Drift detected: " + diag.action.reason);
const out = await eng.createMigration({
  draft: true,
  migrationName: name,
  migrationsList: migrationsList(),
  schema,
  filters,
});
if (out.migrationScript === null) {
  console.log("Already in sync, no migration created.");
} else {
  fs.mkdirSync(path.join(MIGRATIONS, out.generatedMigrationName), { recursive: true });
  fs.writeFileSync(
    path.join(MIGRATIONS, out.generatedMigrationName, `migration.${out.extension}`),
    out.migrationScript,
  );
  fs.writeFileSync(
    path.join(MIGRATIONS, "migration_lock.toml"),
    `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${out.connectorType}"\n`,
  );
  console.log("created", out.generatedMigrationName);
}
await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
process.exit(0);
