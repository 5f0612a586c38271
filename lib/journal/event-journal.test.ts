import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventJournal } from "./event-journal";
import type { JournalEvent } from "@/lib/link-in-bio/event-line";
import { replayOrphans } from "./journal-files";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bio-journal-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const line = (event: JournalEvent) => `${JSON.stringify(event)}\n`;
const event = (n: number): JournalEvent => ({
  id: randomUUID(),
  type: "CLICK",
  companyId: randomUUID(),
  pageId: randomUUID(),
  linkId: randomUUID(),
  occurredAt: new Date().toISOString(),
  referrer: `https://ref.example/${n}`,
  referrerHost: "ref.example",
  country: null,
  userAgent: "test",
  device: "desktop",
  browser: null,
  os: null,
  isBot: false,
  visitorHash: "h",
});
const parsed = (jsonLines: string) =>
  jsonLines
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as JournalEvent);
const journalLines = (dir: string) =>
  fs.readdirSync(dir).flatMap((f) =>
    fs
      .readFileSync(path.join(dir, f), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as JournalEvent),
  );

describe("EventJournal", () => {
  it("with ackAfter sync, has an event in its file by the time append resolves, before the database has it", async () => {
    const dir = tempDir();
    const journal = new EventJournal(dir, () => new Promise(() => undefined), {
      storeAfterMs: 60_000,
      ackAfter: "sync",
    });
    const events = Array.from({ length: 50 }, (_, i) => event(i));
    await Promise.all(events.map((e) => journal.append(line(e))));
    expect(
      journalLines(dir)
        .map((e) => e.id)
        .sort(),
    ).toEqual(events.map((e) => e.id).sort());
  });

  it("by default (ackAfter write), has an event in its file by the time append resolves, and stores it", async () => {
    const dir = tempDir();
    const stored: JournalEvent[] = [];
    const journal = new EventJournal(dir, async (batch) => void stored.push(...parsed(batch)), {
      storeAfterMs: 60_000,
    });
    const events = Array.from({ length: 30 }, (_, i) => event(i));
    await Promise.all(events.map((e) => journal.append(line(e))));
    expect(
      journalLines(dir)
        .map((e) => e.id)
        .sort(),
    ).toEqual(events.map((e) => e.id).sort());
    await journal.drain();
    expect(stored.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
  });

  it("stores events in batches of whole lines read back from its files, and deletes a file once all of its events are stored", async () => {
    const dir = tempDir();
    const stored: JournalEvent[][] = [];
    const journal = new EventJournal(dir, async (batch) => void stored.push(parsed(batch)), {
      storeAfterMs: 5,
      segmentBytes: 2_000,
      storeBytes: 1_000,
    });
    const events = Array.from({ length: 60 }, (_, i) => event(i));
    await Promise.all(events.map((e) => journal.append(line(e))));
    await journal.drain();
    expect(
      stored
        .flat()
        .map((e) => e.id)
        .sort(),
    ).toEqual(events.map((e) => e.id).sort());
    expect(stored.length).toBeLessThan(events.length);
    // Only the file still being written to is left (and, empty, the next one, opened ahead of need).
    const left = fs.readdirSync(dir).map((f) => fs.statSync(path.join(dir, f)).size);
    expect(left.filter((size) => size > 0).length).toBeLessThanOrEqual(1);
    expect(left.length).toBeLessThanOrEqual(2);
  });

  it("holds storing back while the process is busy, up to maxStoreLagMs, then stores", async () => {
    const dir = tempDir();
    const stored: string[] = [];
    let busy = true;
    const journal = new EventJournal(dir, async (batch) => void stored.push(...parsed(batch).map((e) => e.id)), {
      storeAfterMs: 10,
      maxStoreLagMs: 400,
      busy: () => busy,
    });
    const events = Array.from({ length: 20 }, (_, i) => event(i));
    await Promise.all(events.map((e) => journal.append(line(e))));
    await new Promise((r) => setTimeout(r, 150));
    expect(stored).toEqual([]);
    await vi.waitFor(() => expect(stored).toHaveLength(20), { timeout: 2_000, interval: 20 });

    busy = false;
    const later = event(99);
    await journal.append(line(later));
    await vi.waitFor(() => expect(stored).toContain(later.id), { timeout: 200, interval: 10 });
  });

  it("keeps events whose storing failed and stores them on a later try", async () => {
    const dir = tempDir();
    let fail = true;
    const stored: string[] = [];
    const journal = new EventJournal(
      dir,
      async (batch) => {
        if (fail) throw new Error("database down");
        stored.push(...parsed(batch).map((e) => e.id));
      },
      { storeAfterMs: 1 },
    );
    const e = event(1);
    await journal.append(line(e));
    await expect(journal.drain()).rejects.toThrow(/failed/);
    fail = false;
    await journal.drain();
    expect(stored).toEqual([e.id]);
  });
});

describe("EventJournal when its file fails", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stores a batch the file could not take before acknowledging it, and fails its appends when the database cannot take it either", async () => {
    const dir = tempDir();
    const stored: string[] = [];
    let databaseUp = true;
    const writeErrors: unknown[] = [];
    const journal = new EventJournal(
      dir,
      async (batch) => {
        if (!databaseUp) throw new Error("database down");
        stored.push(...parsed(batch).map((e) => e.id));
      },
      { storeAfterMs: 60_000, onWriteError: (err) => writeErrors.push(err) },
    );
    vi.spyOn(fs, "writeSync").mockImplementation(() => {
      throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    });
    const events = [event(1), event(2)];
    await Promise.all(events.map((e) => journal.append(line(e))));
    expect(stored.sort()).toEqual(events.map((e) => e.id).sort());
    expect(writeErrors).toHaveLength(1);

    databaseUp = false;
    await expect(journal.append(line(event(3)))).rejects.toThrow(/database down/);
    expect(stored).toHaveLength(2);
  });
});

describe("replayOrphans", () => {
  it("stores the files a dead process left, skips a torn last line, and deletes them", async () => {
    const dir = tempDir();
    const events = [event(1), event(2)];
    // pid 2^22 + 1 is above Linux's pid_max: no live process has it.
    const file = path.join(dir, `events-4194305-abc123.jsonl`);
    fs.writeFileSync(file, `${events.map((e) => JSON.stringify(e)).join("\n")}\n{"id":"torn`);
    fs.writeFileSync(path.join(dir, `events-${process.ppid}-def456.jsonl`), `${JSON.stringify(event(3))}\n`);
    const stored: JournalEvent[] = [];
    const n = await replayOrphans(dir, async (batch) => void stored.push(...parsed(batch)), new Set());
    expect(n).toBe(2);
    expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(fs.existsSync(file)).toBe(false);
    // A live process's file (here the test runner's parent) is left alone.
    expect(fs.readdirSync(dir)).toEqual([`events-${process.ppid}-def456.jsonl`]);
  });
});
