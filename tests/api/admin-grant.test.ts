import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, uniqueEmail } from "../helpers/users";

const run = promisify(execFile);
/** Each run starts tsx and the Prisma client in a fresh process: seconds, not milliseconds. */
const SCRIPT_TEST_TIMEOUT_MS = 120_000;
/** The actor cache's default age (2 s) and a margin. */
const CHANGE_SEEN_WITHIN_MS = 4_000;

/** Runs `npm run admin:grant` the way an operator would, against the test database unless `env` says otherwise. */
async function adminGrantWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", ["scripts/admin-grant.ts", ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const adminGrant = (...args: string[]) => adminGrantWith({}, ...args);

describe("npm run admin:grant", () => {
  it(
    "makes an existing user a Super Admin, and --revoke takes it back",
    async () => {
      const user = await signUp();
      expect((await api.get("/api/auth/me", { token: user.token })).body.isSuperAdmin).toBe(false);

      const granted = await adminGrant(user.email.toUpperCase());
      expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining("is now a Super Admin") });
      // A change made outside the app reaches it within AUTH_CACHE_MS (2 s): a script quicker than
      // that finds the caller still remembered as they were (lib/auth/actor-cache.ts).
      const superAdmin = async () => (await api.get("/api/auth/me", { token: user.token })).body.isSuperAdmin;
      await expect.poll(superAdmin, { timeout: CHANGE_SEEN_WITHIN_MS }).toBe(true);

      expect((await adminGrant("--revoke", user.email)).code).toBe(0);
      await expect.poll(superAdmin, { timeout: CHANGE_SEEN_WITHIN_MS }).toBe(false);
    },
    SCRIPT_TEST_TIMEOUT_MS,
  );

  it(
    "explains an unknown e-mail and bad usage with a non-zero exit",
    async () => {
      const missing = await adminGrant(uniqueEmail("nobody"));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("No user with e-mail");
      const usage = await adminGrant();
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain("usage:");
    },
    SCRIPT_TEST_TIMEOUT_MS,
  );

  it(
    "on the embedded database, says what to do when no app owns DATA_DIR and its port is taken, e-mail included",
    async () => {
      // Something that is not the app listens on the embedded database's port.
      const squatter = net.createServer();
      await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
      const port = (squatter.address() as net.AddressInfo).port;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-admin-grant-"));
      try {
        const result = await adminGrantWith(
          { DATABASE_URL: "", DATA_DIR: dataDir, PGLITE_PORT: String(port) },
          "ada@example.test",
        );
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`Port ${port} is already in use`);
        expect(result.stderr).toContain("DATA_DIR=<the app's DATA_DIR> npm run admin:grant -- ada@example.test\n");
        expect(result.stderr).toContain("PGLITE_PORT=<free port> npm run admin:grant -- ada@example.test\n");
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        squatter.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SCRIPT_TEST_TIMEOUT_MS,
  );
});
