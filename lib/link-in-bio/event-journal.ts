import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

/** A view or click as the request saw it, with what its user agent and referrer say (parsed once per agent, not per event). */
export interface JournalEvent {
  id: string;
  type: "VIEW" | "CLICK";
  companyId: string;
  pageId: string;
  linkId: string | null;
  occurredAt: string;
  referrer: string | null;
  referrerHost: string | null;
  country: string | null;
  userAgent: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  isBot: boolean;
  visitorHash: string;
}

/** Stores events given as the journal has them, the JSON of one event per line: no object is rebuilt or serialized again to store it. */
export type StoreEvents = (jsonLines: string) => Promise<void>;

interface Segment {
  file: string;
  handle: fs.promises.FileHandle;
  bytes: number;
  /** Events written to this file and not yet in the database. */
  unstored: number;
  /** Batches written to this file whose fdatasync has not finished. */
  syncing: number;
  /** With ackAfter "write": the fdatasync under way, and the one queued behind it for batches written meanwhile. */
  flushing?: Promise<void> | null;
  queued?: Promise<void> | null;
  lastSyncAt?: number;
  retired: boolean;
}

/** The events appended during one turn of the event loop: written with one write, acknowledged with one promise. */
interface Batch {
  text: string;
  count: number;
  done: Promise<void>;
  settle(err?: unknown): void;
}

/** A batch in its file, not yet in the database: its text as written, one string rather than an object per event. */
interface Unstored {
  text: string;
  count: number;
  segment: Segment;
}

export interface JournalOptions {
  /** How long stored-to-disk events wait before going to the database in one batch. */
  storeAfterMs?: number;
  storeBatch?: number;
  segmentBytes?: number;
  /**
   * When append resolves. "write" (default): once in the file (the kernel's page cache), which any
   * stop of the process keeps (kill -9, a crash, out of memory); fdatasync follows in the
   * background, so a crash of the machine itself loses at most the last `syncEveryMs` of events.
   * "sync": once fdatasync'd, so not even a machine crash loses the event, at the price of a disk
   * flush in every answer's time.
   */
  ackAfter?: "sync" | "write";
  /** With ackAfter "write": the longest a machine crash can take back (one fdatasync per this many ms at most, not one per batch). */
  syncEveryMs?: number;
  onStoreError?(err: unknown): void;
}

/** fdatasyncs under way at once; more would only queue in libuv's thread pool (4 threads). */
const MAX_IN_FLIGHT = 3;
const FILE = /^events-(\d+)-[0-9a-f]+\.jsonl$/;
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * An append-only, fsync'd local journal of events in front of the database: `append` resolves
 * once the event is on disk (group commit: every event that arrives while one write is in flight
 * goes out in the next write, with one fdatasync for all), and a background loop stores batches in
 * the database and deletes files whose events are all stored. A process that stops at any point
 * leaves its file behind; the next start (`replayOrphans`) stores it. Storing is idempotent (the
 * event id is the primary key), so an event stored and then replayed is written once.
 */
export class EventJournal {
  private current: Segment | null = null;
  private pending: Batch | null = null;
  private kicked = false;
  private inFlight = 0;
  /** Batches acknowledged (ackAfter "write") whose flush has not finished: not yet on their way to the database. */
  private flushing = 0;
  /** Writes (and segment changes) happen one after the other; their fdatasyncs may overlap. */
  private writes: Promise<unknown> = Promise.resolve();
  private unstored: Unstored[] = [];
  private unstoredCount = 0;
  private storing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private readonly storeAfterMs: number;
  private readonly storeBatch: number;
  private readonly segmentBytes: number;
  private readonly ackAfter: "sync" | "write";
  private readonly syncEveryMs: number;

  constructor(
    readonly dir: string,
    private readonly store: StoreEvents,
    private readonly opts: JournalOptions = {},
  ) {
    this.storeAfterMs = opts.storeAfterMs ?? 250;
    this.storeBatch = opts.storeBatch ?? 500;
    this.segmentBytes = opts.segmentBytes ?? 8 * 1024 * 1024;
    this.ackAfter = opts.ackAfter ?? "write";
    this.syncEveryMs = opts.syncEveryMs ?? 50;
    fs.mkdirSync(dir, { recursive: true });
  }

  /** Resolves when the event is on disk as `ackAfter` says (not yet in the database). */
  append(event: JournalEvent): Promise<void> {
    const batch = (this.pending ??= newBatch());
    batch.text += `${JSON.stringify(event)}\n`;
    batch.count++;
    this.kick();
    return batch.done;
  }

  /**
   * Starts a group commit on the next turn unless MAX_IN_FLIGHT are under way. Commits overlap:
   * the next batch is written while the previous one's fdatasync waits on the disk, so a click
   * waits about one disk flush rather than up to two.
   */
  private kick(): void {
    if (this.kicked || !this.pending || this.inFlight >= MAX_IN_FLIGHT) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      void this.commit();
    });
  }

  private async commit(): Promise<void> {
    const batch = this.pending;
    if (!batch || this.inFlight >= MAX_IN_FLIGHT) return;
    this.pending = null;
    this.inFlight++;
    const bytes = Buffer.from(batch.text);
    const written = this.writes.then(async () => {
      const segment = await this.segment();
      segment.syncing++;
      try {
        // Into the page cache, which takes microseconds: done here rather than as a trip through
        // libuv's thread pool, whose threads the fdatasyncs need. From here a process stop loses nothing.
        for (let at = 0; at < bytes.length; ) at += fs.writeSync(segment.handle.fd, bytes, at, bytes.length - at);
      } catch (err) {
        segment.syncing--;
        throw err;
      }
      segment.bytes += bytes.length;
      return segment;
    });
    this.writes = written.catch(() => undefined);
    let released = false;
    try {
      const segment = await written;
      if (this.ackAfter === "write") {
        batch.settle();
        // The next batch need not wait for this one's flush: they share the next one.
        released = true;
        this.flushing++;
        this.inFlight--;
        this.kick();
      }
      try {
        // fdatasync covers every byte written to the file before it started, this batch's included.
        await (this.ackAfter === "write" ? sharedSync(segment, this.syncEveryMs) : segment.handle.datasync());
      } catch (err) {
        // Acknowledged already: the events are in the file for the database all the same.
        if (this.ackAfter === "sync") throw err;
        this.opts.onStoreError?.(err);
      } finally {
        segment.syncing--;
      }
      segment.unstored += batch.count;
      this.unstored.push({ text: batch.text, count: batch.count, segment });
      this.unstoredCount += batch.count;
      if (this.ackAfter === "sync") batch.settle();
      this.scheduleStore();
    } catch (err) {
      batch.settle(err);
    } finally {
      if (released) this.flushing--;
      else {
        this.inFlight--;
        this.kick();
      }
    }
  }

  private async segment(): Promise<Segment> {
    if (this.current && this.current.bytes >= this.segmentBytes) {
      this.current.retired = true;
      await this.removeIfDone(this.current);
      this.current = null;
    }
    if (!this.current) {
      const file = path.join(this.dir, `events-${process.pid}-${Date.now().toString(16)}${randomBytes(4).toString("hex")}.jsonl`);
      this.current = { file, handle: await fs.promises.open(file, "a"), bytes: 0, unstored: 0, syncing: 0, retired: false };
      await syncDir(this.dir);
    }
    return this.current;
  }

  private async removeIfDone(segment: Segment): Promise<void> {
    if (!segment.retired || segment.unstored > 0 || segment.syncing > 0) return;
    await segment.handle.close().catch(() => undefined);
    await fs.promises.rm(segment.file, { force: true });
  }

  private scheduleStore(): void {
    if (this.storing || this.timer) return;
    const wait = this.unstoredCount >= this.storeBatch ? 0 : this.failures ? Math.min(30_000, 500 * 2 ** this.failures) : this.storeAfterMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.storing = this.storeSome().finally(() => {
        this.storing = null;
        if (this.unstored.length) this.scheduleStore();
      });
    }, wait);
    this.timer.unref();
  }

  private async storeSome(): Promise<void> {
    let taken = 0;
    let count = 0;
    while (taken < this.unstored.length && (taken === 0 || count + this.unstored[taken].count <= this.storeBatch)) count += this.unstored[taken++].count;
    const batch = this.unstored.slice(0, taken);
    try {
      await this.store(batch.length === 1 ? batch[0].text : batch.map((b) => b.text).join(""));
      this.failures = 0;
    } catch (err) {
      // Kept on disk and in memory: tried again with backoff, and after a restart from the file.
      this.failures++;
      this.opts.onStoreError?.(err);
      return;
    }
    this.unstored.splice(0, taken);
    this.unstoredCount -= count;
    const touched = new Set<Segment>();
    for (const b of batch) {
      b.segment.unstored -= b.count;
      touched.add(b.segment);
    }
    for (const segment of touched) await this.removeIfDone(segment);
  }

  /** Stores everything written so far (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight || this.flushing || this.pending || this.unstored.length || this.storing) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
      if (this.storing) await this.storing;
      else if (this.unstored.length) {
        this.storing = this.storeSome().finally(() => (this.storing = null));
        await this.storing;
        if (this.failures) throw new Error("Storing journaled events failed");
      } else await new Promise((r) => setImmediate(r));
    }
  }

  /** Files of this process, for replayOrphans to leave alone. */
  ownFiles(): Set<string> {
    return new Set(this.current ? [this.current.file] : []);
  }
}

function newBatch(): Batch {
  let settle!: Batch["settle"];
  const done = new Promise<void>((resolve, reject) => (settle = (err) => (err ? reject(err) : resolve())));
  return { text: "", count: 0, done, settle };
}

/**
 * An fdatasync that starts after this call: queued behind the one under way, and shared by every
 * caller meanwhile. It starts no sooner than `everyMs` after the previous one did: under a stream
 * of events one flush covers that many milliseconds of them, instead of flushes back to back.
 */
function sharedSync(segment: Segment, everyMs: number): Promise<void> {
  segment.queued ??= (async () => {
    await segment.flushing?.catch(() => undefined);
    const wait = (segment.lastSyncAt ?? 0) + everyMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    segment.queued = null;
    segment.lastSyncAt = Date.now();
    const flush = segment.handle.datasync();
    segment.flushing = flush;
    try {
      await flush;
    } finally {
      if (segment.flushing === flush) segment.flushing = null;
    }
  })();
  return segment.queued;
}

async function syncDir(dir: string): Promise<void> {
  // The file's name must survive a crash too, or its fsync'd contents are unreachable.
  const handle = await fs.promises.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Stores the events of journal files no live process is writing (this one's earlier life, or an
 * instance that stopped), then deletes them. A torn last line was never acknowledged: skipped.
 */
export async function replayOrphans(dir: string, store: StoreEvents, own: Set<string>, batchSize = 2_000): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  let replayed = 0;
  for (const name of names) {
    const match = FILE.exec(name);
    const file = path.join(dir, name);
    if (!match || own.has(file)) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && isAlive(pid)) continue;
    const lines = (await fs.promises.readFile(file, "utf8")).split("\n").filter(isWholeLine);
    for (let i = 0; i < lines.length; i += batchSize) await store(`${lines.slice(i, i + batchSize).join("\n")}\n`);
    await fs.promises.rm(file, { force: true });
    replayed += lines.length;
  }
  return replayed;
}

function isWholeLine(line: string): boolean {
  if (!line) return false;
  try {
    JSON.parse(line);
    return true;
  } catch {
    // a write cut short by the stop: its request was never answered
    return false;
  }
}
