import { adminDb } from "@/lib/db";
import { runnerStatus } from "@/inngest/runner";

export async function readHealth() {
  const started = Date.now();
  let database: { ok: boolean; latencyMs: number | null; error?: string };
  let pendingOutbox: number | null = null;
  try {
    await adminDb().$queryRaw`SELECT 1`;
    database = { ok: true, latencyMs: Date.now() - started };
    pendingOutbox = await adminDb().outbox.count({ where: { status: "PENDING" } });
  } catch {
    database = { ok: false, latencyMs: null, error: "Database unreachable" };
  }
  const runner = runnerStatus();
  return {
    status: database.ok && runner.running ? ("ok" as const) : ("degraded" as const),
    database,
    backgroundRunner: { ...runner, pendingOutbox },
    time: new Date().toISOString(),
  };
}
