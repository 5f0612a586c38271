import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { tenantEvent } from "@/lib/jobs/events";
import { adminDb } from "@/lib/db";
import { signUp } from "../helpers/users";

/** A stand-in for Inngest's event API on this machine: records what it is sent. */
const received: { path: string; body: unknown }[] = [];
const fakeInngest = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    received.push({ path: req.url ?? "", body: JSON.parse(raw) });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ids: ["evt-1"], status: 200 }));
  });
});

beforeAll(() => new Promise<void>((resolve) => fakeInngest.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => fakeInngest.close(() => resolve())));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  received.length = 0;
});

async function sendEventWith(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  return (await import("@/inngest/outbox/send")).sendEvent;
}

const inngestEnv = () => ({
  INNGEST_EVENT_KEY: "test-event-key",
  INNGEST_SIGNING_KEY: `signkey-test-${"ab".repeat(32)}`,
  INNGEST_EVENT_API_BASE_URL: `http://127.0.0.1:${(fakeInngest.address() as AddressInfo).port}`,
});

describe("sendEvent", () => {
  it("without Inngest, writes an outbox row for the in-process runner, tagged with the event's company", async () => {
    const owner = await signUp();
    const noted = tenantEvent(`test/noted-${randomUUID()}`, { note: z.string() });
    const sendEvent = await sendEventWith({});
    await sendEvent({ event: noted, data: { companyId: owner.companyId, note: "hi" } });
    const rows = await adminDb().outbox.findMany({ where: { event: noted.name } });
    expect(rows).toEqual([
      expect.objectContaining({
        companyId: owner.companyId,
        payload: { companyId: owner.companyId, note: "hi" },
        status: "PENDING",
      }),
    ]);
    expect(received).toEqual([]);
  });

  it("with Inngest configured, sends the event to Inngest and writes no row", async () => {
    const owner = await signUp();
    const noted = tenantEvent(`test/noted-${randomUUID()}`, { note: z.string() });
    const sendEvent = await sendEventWith(inngestEnv());
    await sendEvent({ event: noted, data: { companyId: owner.companyId, note: "hi" } });
    expect(received).toEqual([
      {
        path: "/e/test-event-key",
        body: [expect.objectContaining({ name: noted.name, data: { companyId: owner.companyId, note: "hi" } })],
      },
    ]);
    expect(await adminDb().outbox.count({ where: { event: noted.name } })).toBe(0);
  });

  it("with Inngest configured, keeps an event due later in the outbox for the relay", async () => {
    const owner = await signUp();
    const noted = tenantEvent(`test/noted-${randomUUID()}`, { note: z.string() });
    const sendEvent = await sendEventWith(inngestEnv());
    const dueAt = new Date(Date.now() + 3_600_000);
    await sendEvent({ event: noted, data: { companyId: owner.companyId, note: "later" }, dueAt });
    expect(received).toEqual([]);
    const [row] = await adminDb().outbox.findMany({ where: { event: noted.name } });
    expect(row.dueAt.toISOString()).toBe(dueAt.toISOString());
  });
});
