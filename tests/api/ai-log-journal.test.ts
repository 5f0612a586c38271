import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearConfigCaches } from "@/lib/admin/config-cache";
import { clearAnswerCache } from "@/lib/ai/cache";
import { aiLogJournalDir, aiLogRecorder } from "@/lib/ai/log-journal";
import { storeAiLog } from "@/lib/ai/log-store-admin";
import { adminDb } from "@/lib/db";
import { replayOrphans } from "@/lib/journal/journal-files";
import { useOwnDatabase } from "../helpers/admin";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";
import { defaultReply, startFakeAi } from "../fakes/ai/server";

// The AI log journal (lib/ai/log-journal.ts), which the other tests turn off: each call's row is
// in the journal when its answer goes out and in the database once stored, and a process killed
// right after answering loses none.
process.env.AI_LOG_JOURNAL = "on";
await useOwnDatabase();
const fake = await startFakeAi({ apiKeys: ["sk-platform"] });
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

const refine = (token: string, fieldValue: string) =>
  api.post("/api/refine-field", { token, body: { fieldId: "tagline", fieldValue, instruction: "improve" } });
const logsOf = (companyId: string) => adminDb().aiUsageLog.findMany({ where: { companyId } });
const journaled = () =>
  fs
    .readdirSync(aiLogJournalDir())
    .map((f) => fs.readFileSync(path.join(aiLogJournalDir(), f), "utf8"))
    .join("");

beforeEach(async () => {
  fake.reply = defaultReply;
  clearAnswerCache();
  await clearConfigCaches();
});

describe("AI log journal", () => {
  it("an unlimited plan's call: its whole row journaled by the answer, stored by the drain", async () => {
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: "enterprise" } });
    await clearConfigCaches();
    expect((await refine(owner.token, "Journaled shoes")).status).toBe(200);
    expect(journaled()).toContain(owner.companyId);
    await aiLogRecorder().journal!.drain();
    const rows = await logsOf(owner.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, completed: true, credits: 1, cached: false, inputTokens: 120 });
    // A replay of what was stored already (a stop between storing and deleting the file) writes nothing twice.
    await storeAiLog(journaled());
    expect(await logsOf(owner.companyId)).toHaveLength(1);
  });

  it("a counted call: its credit written before the call, its outcome journaled; a failure gives the credit back", async () => {
    const owner = await signUp();
    expect((await refine(owner.token, "Counted shoes")).status).toBe(200);
    await aiLogRecorder().journal!.drain();
    expect(await logsOf(owner.companyId)).toEqual([
      expect.objectContaining({ success: true, completed: true, credits: 1 }),
    ]);
    fake.reply = () => ({ status: 500, message: "boom" });
    expect((await refine(owner.token, "Failing shoes")).status).toBe(502);
    await aiLogRecorder().journal!.drain();
    const failed = (await logsOf(owner.companyId)).find((r) => !r.success);
    expect(failed).toMatchObject({ completed: true, credits: 0 });
  });

  it("a process killed right after answering loses no row: the next start stores it", async () => {
    const owner = await signUp();
    await adminDb().company.update({ where: { id: owner.companyId }, data: { packageId: "enterprise" } });
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve("tests/api/ai-log-journal-child.ts"), owner.token],
      {
        env: { ...process.env, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const signal = await new Promise((resolve) => child.once("exit", (_code, sig) => resolve(sig)));
    expect(out).toContain("ANSWERED 200");
    expect(signal).toBe("SIGKILL");
    // What a start does (startAiLogRecorder): the dead process's file stored, then removed.
    const replayed = await replayOrphans(aiLogJournalDir(), storeAiLog, aiLogRecorder().journal!.ownFiles());
    expect(replayed).toBeGreaterThanOrEqual(1);
    expect(await logsOf(owner.companyId)).toEqual([
      expect.objectContaining({ success: true, completed: true, credits: 1, task: "field_refinement" }),
    ]);
  }, 60_000);
});
