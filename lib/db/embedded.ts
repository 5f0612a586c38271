import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { ConnectionPinningQueue } from "./pglite-queue";

/**
 * Embedded PostgreSQL (PGlite) served over TCP, so the app reaches it through the same
 * @prisma/adapter-pg path as a real server. Exactly one process owns the data directory: two
 * in-process PGlite instances on one directory lose writes silently.
 */
export interface EmbeddedPostgres {
  url: string;
  /**
   * What a process needs in its environment to use this database: the URL, and no named prepared
   * statements (PGlite serves every connection from one session, where one connection's prepared
   * statement already exists when the next prepares it).
   */
  env: { DATABASE_URL: string; DATABASE_NAMED_STATEMENTS: "off" };
  stop(): Promise<void>;
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

export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; host?: string }): Promise<EmbeddedPostgres> {
  const host = opts.host ?? "127.0.0.1";
  if (await portInUse(opts.port, host)) {
    throw new Error(
      `Port ${opts.port} is already in use: another copy of the app may own the embedded database. ` +
        `Stop it, or set PGLITE_PORT, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  const dir = path.resolve(opts.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  // Room for the app's pool (DATABASE_POOL_MAX, 10) plus CLI scripts run beside it; PGlite serializes them.
  const server = new PGLiteSocketServer({ db, port: opts.port, host, maxConnections: 20 });
  // Replace the server's message-by-message queue (it mixes connections' statements; see pglite-queue.ts).
  // Handlers pick the queue up from the server when a connection arrives, so this must happen before start().
  (server as unknown as { queryQueue: ConnectionPinningQueue }).queryQueue = new ConnectionPinningQueue(db);
  await server.start();
  const url = `postgresql://postgres@${host}:${opts.port}/postgres?sslmode=disable`;
  return {
    url,
    env: { DATABASE_URL: url, DATABASE_NAMED_STATEMENTS: "off" },
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
