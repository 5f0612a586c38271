import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { ConnectionPinningQueue } from "./pglite-queue";

/**
 * Embedded PostgreSQL (PGlite) served over TCP, so the app reaches it through the same
 * @prisma/adapter-pg path as a real server. Exactly one process owns the data directory: two
 * in-process PGlite instances on one directory lose writes silently. The owner records itself
 * beside the directory (`<dir>.owner.json`), so a second process refuses to open it and command-line
 * scripts connect to the owner's server instead.
 */
export interface EmbeddedPostgres {
  url: string;
  /**
   * What a process needs in its environment to use this database: the URL, and no named prepared
   * statements (PGlite serves every connection from one session, where one connection's prepared
   * statement already exists when the next prepares it), and no remembered callers (AUTH_CACHE_MS
   * 0: a lookup shared by concurrent requests waits behind whichever transaction holds that one
   * session, and writes then time out waiting for each other).
   */
  env: { DATABASE_URL: string; DATABASE_NAMED_STATEMENTS: "off"; AUTH_CACHE_MS: "0" };
  stop(): Promise<void>;
}

/** Who owns a data directory: the process and where its server listens. */
export interface EmbeddedOwner {
  pid: number;
  host: string;
  port: number;
}

function ownerFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner.json`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process that owns `dataDir`, if any (a record left by a process that died is ignored). */
export function embeddedOwner(dataDir: string): EmbeddedOwner | undefined {
  let owner: EmbeddedOwner;
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), "utf8")) as EmbeddedOwner;
  } catch {
    return undefined;
  }
  return isAlive(owner.pid) ? owner : undefined;
}

function connection(host: string, port: number): Pick<EmbeddedPostgres, "url" | "env"> {
  const url = `postgresql://postgres@${host}:${port}/postgres?sslmode=disable`;
  return { url, env: { DATABASE_URL: url, DATABASE_NAMED_STATEMENTS: "off", AUTH_CACHE_MS: "0" } };
}

/** Connection settings for the server of the process that owns `dataDir`, once it accepts connections. */
export async function connectToOwner(owner: EmbeddedOwner): Promise<Pick<EmbeddedPostgres, "url" | "env"> | undefined> {
  return (await portInUse(owner.port, owner.host)) ? connection(owner.host, owner.port) : undefined;
}

async function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  host?: string;
}): Promise<EmbeddedPostgres> {
  const host = opts.host ?? "127.0.0.1";
  const dir = path.resolve(opts.dataDir);
  const owner = embeddedOwner(dir);
  if (owner) {
    throw new Error(
      `The embedded database at ${dir} is already open in process ${owner.pid} (port ${owner.port}): stop that ` +
        `process first. If it is not the app, delete ${ownerFile(dir)}.`,
    );
  }
  if (await portInUse(opts.port, host)) {
    throw new Error(
      `Port ${opts.port} is already in use: another copy of the app may own the embedded database. ` +
        `Stop it, or set PGLITE_PORT, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  // Recorded before opening, so nobody else opens the directory while this process initialises it.
  fs.writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.pid, host, port: opts.port } satisfies EmbeddedOwner));
  const release = () => fs.rmSync(ownerFile(dir), { force: true });
  try {
    const db = await PGlite.create(dir);
    // Room for the app's pool (DATABASE_POOL_MAX, 10) plus CLI scripts run beside it; PGlite serializes them.
    const server = new PGLiteSocketServer({ db, port: opts.port, host, maxConnections: 20 });
    // Replace the server's message-by-message queue (it mixes connections' statements; see pglite-queue.ts).
    // Handlers pick the queue up from the server when a connection arrives, so this must happen before start().
    (server as unknown as { queryQueue: ConnectionPinningQueue }).queryQueue = new ConnectionPinningQueue(db);
    await server.start();
    return {
      ...connection(host, opts.port),
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
