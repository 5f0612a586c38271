import { randomUUID } from "node:crypto";
import { eventType } from "inngest";
import { describe, expect, it } from "vitest";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { api } from "../helpers/app";

describe("GET /api/health", () => {
  it("reports the database and a stopped runner as degraded, without a token", async () => {
    const res = await api.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "degraded",
      database: { ok: true, latencyMs: expect.any(Number) },
      backgroundRunner: { mode: "in-process", running: false, lastTickAt: null, pendingOutbox: expect.any(Number) },
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("is ok once the in-process runner has started and ticked, and counts pending outbox rows", async () => {
    await enqueue(adminDb(), { event: eventType(`test/health-${randomUUID()}`), data: {} });
    const runner = new BackgroundRunner({ functions: [], tickMs: 60_000 });
    runner.start();
    try {
      await runner.tick();
      const res = await api.get("/api/health");
      expect(res.body.status).toBe("ok");
      expect(res.body.backgroundRunner).toEqual({
        mode: "in-process",
        running: true,
        lastTickAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        pendingOutbox: expect.any(Number),
      });
      expect(res.body.backgroundRunner.pendingOutbox).toBeGreaterThanOrEqual(1);
    } finally {
      await runner.stop();
    }
    expect((await api.get("/api/health")).body.backgroundRunner.running).toBe(false);
  });
});
