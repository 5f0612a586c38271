import { randomUUID } from "node:crypto";
import { eventType } from "inngest";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { inngest } from "@/inngest/client";
import { tenantEvent } from "@/lib/jobs/events";
import { purgeExpiredAccess } from "@/inngest/functions/maintenance/purge-expired-access";
import { BackgroundRunner } from "@/inngest/runner";
import { runnerStatus } from "@/lib/jobs/runners";
import { companyCtx, perCompany } from "@/inngest/tenant";
import { adminDb } from "@/lib/db";
import { claimDueRows, cronAddress, markDone, markFailed } from "@/inngest/outbox/claim";
import { enqueue } from "@/lib/jobs/enqueue";
import { signUp, uniqueEmail } from "../helpers/users";

/** A clock the test moves by hand: no test here sleeps. */
function manualClock(start: string | number) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (at: string | number) => void (now = new Date(at)),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

const tag = () => randomUUID().slice(0, 8);
const outboxRow = (id: string) => adminDb().outbox.findUniqueOrThrow({ where: { id } });

const runners: BackgroundRunner[] = [];
function runner(opts: ConstructorParameters<typeof BackgroundRunner>[0]) {
  const r = new BackgroundRunner(opts);
  runners.push(r);
  return r;
}
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

describe("in-process runner: cron functions", () => {
  it("runs a cron function when its slot comes, once per slot, with Inngest's timer event", async () => {
    const events: { name: string; data: unknown; ts?: number }[] = [];
    const daily = inngest.createFunction(
      { id: `daily-${tag()}`, triggers: [{ cron: "0 3 * * *" }] },
      async ({ event }) => {
        events.push(event);
      },
    );
    const clock = manualClock("2031-03-01T02:58:00Z");
    const r = runner({ functions: [daily], clock: clock.now });

    await r.tick();
    expect(events).toHaveLength(0);

    clock.set("2031-03-01T03:00:20Z");
    await r.tick();
    expect(events).toEqual([
      expect.objectContaining({
        name: "inngest/scheduled.timer",
        data: { cron: "0 3 * * *" },
        ts: Date.parse("2031-03-01T03:00:00Z"),
      }),
    ]);

    clock.set("2031-03-01T14:00:00Z");
    await r.tick();
    expect(events).toHaveLength(1);

    clock.set("2031-03-02T03:00:05Z");
    await r.tick();
    expect(events).toHaveLength(2);
  });

  it("catches up a slot missed while stopped exactly once when a new runner starts", async () => {
    let runs = 0;
    const daily = inngest.createFunction({ id: `catch-up-${tag()}`, triggers: [{ cron: "0 3 * * *" }] }, async () => {
      runs++;
    });
    const clock = manualClock("2031-06-01T01:00:00Z");
    const before = runner({ functions: [daily], clock: clock.now, tickMs: 60_000 });
    before.start();
    await before.stop();
    expect(runs).toBe(0);

    // Down for three days: three 03:00 slots pass with no runner.
    clock.set("2031-06-04T05:00:00Z");
    const after = runner({ functions: [daily], clock: clock.now, tickMs: 60_000 });
    await after.tick();
    await after.tick();
    expect(runs).toBe(1);
    const cronRun = await adminDb().cronRun.findUniqueOrThrow({ where: { functionId: daily.id() } });
    expect(cronRun.lastRunAt.toISOString()).toBe("2031-06-04T03:00:00.000Z");
  });

  it("runs the real purge function on its daily slot", async () => {
    const owner = await signUp();
    const role = await adminDb().role.findFirstOrThrow({ where: { companyId: owner.companyId } });
    const stale = await adminDb().invitation.create({
      data: {
        companyId: owner.companyId,
        email: uniqueEmail(),
        roleId: role.id,
        expiresAt: new Date(Date.now() - 10 * 86_400_000),
      },
    });
    const clock = manualClock("2032-01-01T02:59:00Z");
    const r = runner({ functions: [purgeExpiredAccess], clock: clock.now });
    await r.tick();
    expect(await adminDb().invitation.findUnique({ where: { id: stale.id } })).not.toBeNull();

    clock.set("2032-01-01T03:00:30Z");
    await r.tick();
    expect(await adminDb().invitation.findUnique({ where: { id: stale.id } })).toBeNull();
    const row = await adminDb().outbox.findFirstOrThrow({ where: { event: cronAddress("purge-expired-access") } });
    expect(row).toMatchObject({ status: "DONE", attempts: 1, lastError: null });
  });
});

describe("in-process runner: outbox events", () => {
  it("delivers an event written in a transaction once, to a function scoped to its company", async () => {
    const pinged = tenantEvent(`test/pinged-${tag()}`, { note: z.string() });
    const seen: { note: string; companyName: string | undefined }[] = [];
    const onPing = inngest.createFunction(
      { id: `on-ping-${tag()}`, triggers: [pinged], concurrency: perCompany() },
      async ({ event, step }) => {
        const company = await step.run("load-company", () =>
          companyCtx(event).db.company.findFirst({ select: { name: true } }),
        );
        seen.push({ note: event.data.note, companyName: company?.name });
      },
    );
    const owner = await signUp({ companyName: "Ping Co" });
    const { id } = await adminDb().$transaction((tx) =>
      enqueue(tx, { event: pinged, data: { companyId: owner.companyId, note: "hello" } }),
    );
    expect((await outboxRow(id)).companyId).toBe(owner.companyId);

    const r = runner({ functions: [onPing] });
    await r.tick();
    await r.tick();
    expect(seen).toEqual([{ note: "hello", companyName: "Ping Co" }]);
    expect(await outboxRow(id)).toMatchObject({
      status: "DONE",
      attempts: 1,
      processedAt: expect.any(Date),
      lockedUntil: null,
    });
  });

  it("runs a company's rows at most its concurrency limit at once, other companies' beside them, and a slow row holds up no one else", async () => {
    const name = `test/lanes-${tag()}`;
    const [a, b, slow] = [randomUUID(), randomUUID(), randomUUID()];
    const active = new Map<string, number>();
    const most = new Map<string, number>();
    const finished: string[] = [];
    const fn = inngest.createFunction(
      { id: `lanes-${tag()}`, triggers: [{ event: name }], concurrency: perCompany(2) },
      async ({ event }) => {
        const company = event.data.companyId as string;
        active.set(company, (active.get(company) ?? 0) + 1);
        most.set(company, Math.max(most.get(company) ?? 0, active.get(company)!));
        await new Promise((r) => setTimeout(r, company === slow ? 4_000 : 40));
        active.set(company, active.get(company)! - 1);
        finished.push(company);
      },
    );
    const ids: string[] = [];
    const add = async (companyId: string, n: number) => {
      for (let i = 0; i < n; i++)
        ids.push((await enqueue(adminDb(), { event: eventType(name), data: { companyId, i } })).id);
    };
    await add(slow, 1);
    await add(a, 6);
    await add(b, 6);

    await runner({ functions: [fn], maxInFlight: 6 }).tick();
    expect(most.get(a)).toBe(2);
    expect(most.get(b)).toBe(2);
    expect(finished).toHaveLength(13);
    // The slow row was claimed with the first ones; twelve quick rows went through meanwhile.
    expect(finished.at(-1)).toBe(slow);
    const rows = await adminDb().outbox.findMany({ where: { id: { in: ids } } });
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ["DONE", 1]));
  });

  it("refuses to enqueue data that breaks the event's schema", async () => {
    const pinged = tenantEvent(`test/pinged-${tag()}`, { note: z.string() });
    await expect(enqueue(adminDb(), { event: pinged, data: { companyId: "not-a-uuid", note: "x" } })).rejects.toThrow(
      /invalid data.*companyId/,
    );
  });

  it("holds an event until it is due", async () => {
    const name = `test/later-${tag()}`;
    let runs = 0;
    const fn = inngest.createFunction({ id: `later-${tag()}`, triggers: [{ event: name }] }, async () => {
      runs++;
    });
    const clock = manualClock(Date.now());
    const { id } = await enqueue(adminDb(), {
      event: eventType(name),
      data: {},
      dueAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const r = runner({ functions: [fn], clock: clock.now });
    await r.tick();
    expect(runs).toBe(0);
    clock.advance(3_600_000 + 1_000);
    await r.tick();
    expect(runs).toBe(1);
    expect((await outboxRow(id)).status).toBe("DONE");
  });

  it("retries a failing function with backoff, then marks the row FAILED with the error", async () => {
    const name = `test/fails-${tag()}`;
    let calls = 0;
    const failing = inngest.createFunction(
      { id: `fails-${tag()}`, retries: 2, triggers: [{ event: name }] },
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    );
    const { id } = await enqueue(adminDb(), { event: eventType(name), data: {} });
    const clock = manualClock(Date.now() + 1_000);
    const r = runner({ functions: [failing], clock: clock.now });

    await r.tick();
    expect(calls).toBe(1);
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: "PENDING", attempts: 1, lastError: "boom 1", lockedUntil: null });
    expect(afterFirst.dueAt.getTime()).toBe(clock.now().getTime() + 15_000);

    await r.tick();
    expect(calls).toBe(1);
    clock.advance(15_000);
    await r.tick();
    expect(calls).toBe(2);
    clock.advance(30_000);
    await r.tick();
    expect(calls).toBe(3);
    expect(await outboxRow(id)).toMatchObject({
      status: "FAILED",
      attempts: 3,
      lastError: "boom 3",
      processedAt: expect.any(Date),
    });

    clock.advance(3_600_000);
    await r.tick();
    expect(calls).toBe(3);
  });

  it("fails at once, with a clear reason, a function that tries to sleep in-process", async () => {
    const name = `test/sleeps-${tag()}`;
    const sleeper = inngest.createFunction({ id: `sleeps-${tag()}`, triggers: [{ event: name }] }, async ({ step }) => {
      await step.sleepUntil("wait", new Date(Date.now() + 60_000));
    });
    const { id } = await enqueue(adminDb(), { event: eventType(name), data: {} });
    await runner({ functions: [sleeper] }).tick();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "FAILED", attempts: 1 });
    expect(row.lastError).toMatch(/step\.sleepUntil is not available.*enqueue\(\{ dueAt \}\)/);
  });

  it("leaves rows no function of this runner listens to untouched", async () => {
    const { id } = await enqueue(adminDb(), { event: eventType(`test/nobody-${tag()}`), data: {} });
    const fn = inngest.createFunction(
      { id: `other-${tag()}`, triggers: [{ event: `test/other-${tag()}` }] },
      async () => undefined,
    );
    await runner({ functions: [fn] }).tick();
    expect(await outboxRow(id)).toMatchObject({ status: "PENDING", attempts: 0, lockedUntil: null });
  });
});

describe("in-process runner: delivering a row twice does no harm", () => {
  it("two runners ticking at once deliver each row exactly once", async () => {
    const name = `test/once-${tag()}`;
    const delivered: string[] = [];
    const fn = inngest.createFunction({ id: `once-${tag()}`, triggers: [{ event: name }] }, async ({ event }) => {
      delivered.push(event.id as string);
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await enqueue(adminDb(), { event: eventType(name), data: { i } })).id);
    const a = runner({ functions: [fn], maxInFlight: 2 });
    const b = runner({ functions: [fn], maxInFlight: 2 });
    await Promise.all([a.tick(), b.tick()]);
    expect([...delivered].sort()).toEqual([...ids].sort());
  });

  it("a claimer whose lease ran out cannot overwrite the outcome of the runner that took the row over", async () => {
    const name = `test/lease-${tag()}`;
    let runs = 0;
    const fn = inngest.createFunction({ id: `lease-${tag()}`, triggers: [{ event: name }] }, async () => {
      runs++;
    });
    const { id } = await enqueue(adminDb(), { event: eventType(name), data: {} });
    const clock = manualClock(Date.now() + 1_000);
    const [stale] = await claimDueRows({ now: clock.now(), limit: 1, leaseMs: 60_000, events: [name] });
    expect(stale.id).toBe(id);

    const r = runner({ functions: [fn], clock: clock.now });
    await r.tick();
    expect(runs).toBe(0);
    clock.advance(61_000);
    await r.tick();
    expect(runs).toBe(1);

    expect(await markFailed(stale, "crashed claimer woke up", clock.now())).toBe(false);
    expect(await outboxRow(id)).toMatchObject({ status: "DONE", attempts: 2, lastError: null });
  });

  it("only the current lease holder settles a row that is still being worked on", async () => {
    const name = `test/takeover-${tag()}`;
    const { id } = await enqueue(adminDb(), { event: eventType(name), data: {} });
    const clock = manualClock(Date.now() + 1_000);
    const [stale] = await claimDueRows({ now: clock.now(), limit: 1, leaseMs: 60_000, events: [name] });
    expect(await claimDueRows({ now: clock.now(), limit: 1, leaseMs: 60_000, events: [name] })).toEqual([]);
    clock.advance(61_000);
    const [current] = await claimDueRows({ now: clock.now(), limit: 1, leaseMs: 60_000, events: [name] });
    expect(current).toMatchObject({ id, attempts: 2 });

    expect(await markDone([stale], clock.now())).toBe(0);
    expect(await outboxRow(id)).toMatchObject({ status: "PENDING", lockedUntil: current.lockedUntil });
    expect(await markDone([current], clock.now())).toBe(1);
    expect((await outboxRow(id)).status).toBe("DONE");
  });
});

describe("in-process runner: lifecycle and configuration", () => {
  it("reports running and the last tick while started", async () => {
    const clock = manualClock("2031-09-09T09:09:00Z");
    const r = runner({ functions: [], clock: clock.now, tickMs: 60_000 });
    r.start();
    expect(runnerStatus().running).toBe(true);
    await r.tick();
    expect(runnerStatus()).toEqual({ mode: "in-process", running: true, lastTickAt: "2031-09-09T09:09:00.000Z" });
    await r.stop();
    expect(runnerStatus().running).toBe(false);
  });

  it("a tick requested while one runs joins it instead of overlapping", async () => {
    const r = runner({ functions: [] });
    const first = r.tick();
    expect(r.tick()).toBe(first);
    await first;
  });

  it("refuses functions it cannot run faithfully", () => {
    const id = `bad-${tag()}`;
    const conditional = inngest.createFunction(
      { id, triggers: [{ event: "test/x", if: "event.data.ok" }] },
      async () => undefined,
    );
    expect(() => new BackgroundRunner({ functions: [conditional] })).toThrow(/"if"/);
    const badCron = inngest.createFunction({ id, triggers: [{ cron: "0 3 * *" }] }, async () => undefined);
    expect(() => new BackgroundRunner({ functions: [badCron] })).toThrow(/5 fields/);
    const twin = inngest.createFunction({ id, triggers: [{ event: "test/y" }] }, async () => undefined);
    expect(() => new BackgroundRunner({ functions: [twin, twin] })).toThrow(/Two functions/);
  });
});
