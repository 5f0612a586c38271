import { InngestTestEngine } from "@inngest/test";
import { eventType } from "inngest";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayOutboxToInngest } from "@/inngest/functions/outbox/relay-to-inngest";
import { adminDb, disconnectBaseClient } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { cronAddress } from "@/inngest/outbox/claim";
import { enqueue, writeOutboxRow } from "@/lib/jobs/enqueue";

// The relay forwards every due event row, so it gets a database of its own: in the shared test
// database it would take other test files' rows.
const server = new URL(process.env.DATABASE_URL!);
const name = `reach_relay_${process.pid}_${Date.now().toString(36)}`;

async function onServer(sql: string) {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(server), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE "${name}"`);
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  await applyMigrations(url);
  process.env.DATABASE_URL = url;
});

afterAll(async () => {
  await disconnectBaseClient();
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe("outbox relay (Inngest mode)", () => {
  it("forwards due event rows to Inngest with the row id as event id, once", async () => {
    const created = eventType("test/thing.created");
    const due = await enqueue(adminDb(), { event: created, data: { n: 1 } });
    const later = await enqueue(adminDb(), { event: created, data: { n: 2 }, dueAt: new Date(Date.now() + 3_600_000) });
    const cronRun = await writeOutboxRow(adminDb(), {
      event: cronAddress("some-function"),
      payload: { cron: "0 3 * * *" },
    });

    // Inngest itself would receive the events; here the step is mocked and its input checked.
    const engine = () =>
      new InngestTestEngine({
        function: relayOutboxToInngest,
        events: [{ name: "inngest/scheduled.timer", data: { cron: "* * * * *" } }],
        steps: [{ id: "forward-events", handler: () => ({ ids: [] }) }],
      });
    const first = await engine().execute();
    expect(first.result).toEqual({ forwarded: 1 });
    expect(first.ctx.step.sendEvent).toHaveBeenCalledWith("forward-events", [
      { id: due.id, name: "test/thing.created", data: { n: 1 } },
    ]);

    const rows = await adminDb().outbox.findMany({ where: { id: { in: [due.id, later.id, cronRun.id] } } });
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [due.id]: "DONE", [later.id]: "PENDING", [cronRun.id]: "PENDING" });

    const second = await engine().execute();
    expect(second.result).toEqual({ forwarded: 0 });
    expect(second.ctx.step.sendEvent).not.toHaveBeenCalled();
  });
});
