import { countPendingRows } from "@/lib/jobs/outbox-admin";
import { runnerStatus } from "@/lib/jobs/runners";
import { pingDatabase } from "@/lib/db";

export async function readHealth() {
  let database: { ok: boolean; latencyMs: number | null; error?: string };
  let pendingOutbox: number | null = null;
  try {
    database = { ok: true, latencyMs: await pingDatabase() };
    pendingOutbox = await countPendingRows();
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
