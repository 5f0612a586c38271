import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectBaseClient } from "@/lib/db";
import { embeddedOwner, startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

/**
 * `npm run admin:grant` while the app runs on the embedded database: this process plays the app
 * (it owns DATA_DIR/pglite and serves it, as scripts/run.ts does), and the script, in its own
 * process, goes through that server instead of opening the directory a second time.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-admin-grant-"));
const pgliteDir = path.join(dataDir, "pglite");
let app: EmbeddedPostgres | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs the script as an operator would beside the app: same DATA_DIR, no DATABASE_URL, the default PGLITE_PORT unknown to it. */
async function adminGrant(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    DATABASE_URL: "",
    DATABASE_NAMED_STATEMENTS: "",
    DATA_DIR: dataDir,
    PGLITE_PORT: String(await freePort()),
  };
  try {
    const { stdout, stderr } = await promisify(execFile)("node_modules/.bin/tsx", ["scripts/admin-grant.ts", ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  app = await startEmbeddedPostgres({ dataDir: pgliteDir, port: await freePort() });
  await applyMigrations(app.url);
  Object.assign(process.env, app.env, {
    AUTH_SECRET: "admin-grant-secret-admin-grant-secret-01",
    AUTH_DEV_LOGIN: "1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
  });
  delete process.env.REDIS_URL;
}, 60_000);

afterAll(async () => {
  await disconnectBaseClient();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin:grant beside the app on the embedded database", () => {
  it("grants through the running app's server, which sees the change at once", async () => {
    const user = await signUp();
    const granted = await adminGrant(user.email);
    expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining(`${user.email} is now a Super Admin`) });
    expect((await api.get("/api/auth/me", { token: user.token })).body.isSuperAdmin).toBe(true);
  });

  it("keeps a second process from opening the directory the app owns", async () => {
    expect(embeddedOwner(pgliteDir)?.pid).toBe(process.pid);
    await expect(startEmbeddedPostgres({ dataDir: pgliteDir, port: await freePort() })).rejects.toThrow(
      new RegExp(`already open in process ${process.pid}`),
    );
  });

  it("opens the directory itself once the app has stopped", async () => {
    const user = await signUp();
    expect((await adminGrant(user.email)).code).toBe(0);
    await disconnectBaseClient();
    await app!.stop();
    app = undefined;
    expect(embeddedOwner(pgliteDir)).toBeUndefined();

    const revoked = await adminGrant("--revoke", user.email);
    expect(revoked).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${user.email} is no longer a Super Admin`),
    });
    expect(embeddedOwner(pgliteDir)).toBeUndefined();

    app = await startEmbeddedPostgres({ dataDir: pgliteDir, port: await freePort() });
    Object.assign(process.env, app.env);
    expect((await api.get("/api/auth/me", { token: user.token })).body.isSuperAdmin).toBe(false);
  });
});
