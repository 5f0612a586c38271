import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, disconnectBaseClient, forCompany, Prisma, tenantSql, transactionOnFirstWrite } from "@/lib/db";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { api } from "../helpers/app";
import { roomyFreePackage } from "../helpers/free-package";
import { signUp, uniqueEmail } from "../helpers/users";

/**
 * On embedded PGlite one transaction holds the single session until it ends, so a write that runs
 * in handle()'s audited transaction must do every query on that transaction's connection: a query
 * on another connection would wait for the transaction, which waits for the query.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reach-tenant-writes-"));
let embedded: EmbeddedPostgres;

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

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pglite"), port: await freePort() });
  await applyMigrations(embedded.url);
  // signUp() companies are on the free package (one seat), and the invite below adds a member.
  await roomyFreePackage(embedded.url);
  Object.assign(process.env, embedded.env, {
    AUTH_SECRET: "tenant-writes-secret-tenant-writes-0123",
    AUTH_DEV_LOGIN: "1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
  });
  delete process.env.REDIS_URL;
}, 60_000);

afterAll(async () => {
  await disconnectBaseClient();
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("audited writes on embedded PGlite", () => {
  it("invite (a cross-company e-mail lookup and a mail after commit) and resume (raw SQL in a service transaction) complete", async () => {
    const owner = await signUp();
    const started = Date.now();
    const invite = await api.post("/api/team/invite", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "viewer" },
    });
    expect(invite.status).toBe(201);
    expect(invite.body.emailSent).toBe(true);

    const campaign = await api.post("/api/campaigns", { token: owner.token, body: { name: "Embedded" } });
    const id = campaign.body.id as string;
    expect((await api.put(`/api/campaigns/${id}`, { token: owner.token, body: { status: "ACTIVE" } })).status).toBe(
      200,
    );
    expect((await api.put(`/api/campaigns/${id}`, { token: owner.token, body: { status: "PAUSED" } })).status).toBe(
      200,
    );
    await adminDb().socialPost.create({
      data: {
        companyId: owner.companyId,
        campaignId: id,
        content: "Later",
        status: "SCHEDULED",
        scheduledAt: new Date(Date.now() + 86_400_000),
      },
    });
    const resume = await api.post(`/api/campaigns/${id}/resume`, {
      token: owner.token,
      body: { strategy: "shift_calendar" },
    });
    expect(resume.status).toBe(200);
    // Well under the transaction's own limits: nothing waited for a second connection.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await adminDb().auditLog.count({ where: { companyId: owner.companyId } })).toBe(5);
  });

  it("a unit of work holds the session only from its first write: other connections answer before it", async () => {
    const owner = await signUp();
    const { db, finish } = transactionOnFirstWrite(owner.companyId);
    await db.campaign.count();
    const started = Date.now();
    expect(await adminDb().company.count({ where: { id: owner.companyId } })).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    await db.campaign.create({ data: { companyId: owner.companyId, name: "Now in a transaction" } });
    await finish(true);
    expect(await adminDb().campaign.count({ where: { companyId: owner.companyId } })).toBe(1);
  });

  it("after the first write, every client the work uses runs on the transaction: nothing waits for it", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const unit = transactionOnFirstWrite(owner.companyId);
    const started = Date.now();
    const seen = await unit.run(async () => {
      await unit.db.campaign.create({ data: { companyId: owner.companyId, name: "Written first" } });
      return {
        companies: await adminDb().company.count({ where: { id: { in: [owner.companyId, other.companyId] } } }),
        mine: await forCompany(owner.companyId).campaign.count(),
        theirs: await forCompany(other.companyId).campaign.count(),
        sql: await tenantSql<{ n: number }>(
          { db: forCompany(owner.companyId) },
          (companyId) => Prisma.sql`SELECT count(*)::int AS n FROM "Campaign" WHERE "companyId" = ${companyId}::uuid`,
        ),
      };
    });
    await unit.finish(true);
    expect(seen).toEqual({ companies: 2, mine: 1, theirs: 0, sql: [{ n: 1 }] });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("concurrent writes of two companies and reads beside them all answer", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const calls = Array.from({ length: 12 }, (_, i) => {
      const user = i % 2 ? a : b;
      return i % 3 === 0
        ? api.get("/api/campaigns", { token: user.token })
        : api.post("/api/campaigns", { token: user.token, body: { name: `Concurrent ${i}` } });
    });
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(await adminDb().campaign.count({ where: { companyId: { in: [a.companyId, b.companyId] } } })).toBe(8);
  });
});
