/**
 * A local append-only journal in front of the database, for events answered faster than one insert
 * each (link-in-bio views and clicks: lib/link-in-bio/event-recorder.ts).
 *
 * What it assumes:
 * - one long-lived process per journal directory, which owns the files it writes (their names carry
 *   its pid; another start stores the files of a process that is gone, `replayOrphans`);
 * - a disk of its own that outlives the process (DATA_DIR): an event answered is on that disk
 *   until stored, so a host whose disk goes away with the process (serverless functions, an
 *   ephemeral container without a volume) would lose what was not stored yet.
 * Without those, run without the journal (LINK_IN_BIO_JOURNAL=off): each event is then stored in
 * the database before its answer, one insert per event.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { journalFileName } from "./journal-files";

/** Stores events given as the journal has them, the JSON of one event per line: no object is rebuilt or serialized again to store it. */
export type StoreEvents = (jsonLines: string) => Promise<void>;

interface Segment {
  file: string;
  handle: fs.promises.FileHandle;
  /** Bytes written to the file. */
  bytes: number;
  /** Bytes whose batches are on disk as ackAfter says (written and flushed): from here on the database may have them. */
  ready: number;
  /** Bytes stored in the database: the file is read from here on. */
  stored: number;
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
  done: Promise<void>;
  settle(err?: unknown): void;
}

export interface JournalOptions {
  /** How long events on disk wait before going to the database, so that they go in batches. */
  storeAfterMs?: number;
  /** The most bytes of the file stored in one statement. */
  storeBytes?: number;
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
  /**
   * While the process is saturated (`busy`), storing waits, up to this long behind the newest
   * event: a burst of traffic is answered first and stored right after it, and a sustained one is
   * stored at most this late. The events wait in the file, not in memory.
   */
  maxStoreLagMs?: number;
  /** Whether the process has no time to spare now (default: its event loop was busy over 70 % of the time since the last check). */
  busy?(): boolean;
  onStoreError?(err: unknown): void;
  /** The file could not take a batch (which then goes to the database directly). */
  onWriteError?(err: unknown): void;
}

/** fdatasyncs under way at once; more would only queue in libuv's thread pool (4 threads). */
const MAX_IN_FLIGHT = 3;
/**
 * The event loop's utilization since the previous call: above 0.7 the process is under pressure
 * (on a machine short of CPU, a saturated process shows less, its thread waiting to run).
 */
function eventLoopBusy(): () => boolean {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization > 0.7;
    last = now;
    return busy;
  };
}

/**
 * An append-only local journal of events in front of the database: `append` resolves once the
 * event is in the file as `ackAfter` says (group commit: every event appended in one turn of the
 * event loop goes out in one write), and a background loop reads the file back, stores its lines
 * in the database in batches and deletes files whose events are all stored. Nothing per event is
 * kept in memory once written, however far storing is behind. A process that stops at any point
 * leaves its file behind; the next start (`replayOrphans`) stores it. Storing is idempotent (the
 * event id is the primary key), so an event stored and then replayed is written once.
 */
export class EventJournal {
  /** Files with events not yet stored, oldest first; the last one is written to. */
  private segments: Segment[] = [];
  private nextSegment: Promise<Segment> | null = null;
  private pending: Batch | null = null;
  private kicked = false;
  private inFlight = 0;
  /** Batches acknowledged (ackAfter "write") whose flush has not finished: not yet on their way to the database. */
  private flushing = 0;
  /** Writes (and segment changes) happen one after the other; their fdatasyncs may overlap. */
  private writes: Promise<unknown> = Promise.resolve();
  private storing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  /** When the oldest event not yet stored was ready to be (null: none waiting). */
  private waitingSince: number | null = null;
  private readonly storeAfterMs: number;
  private readonly storeBytes: number;
  private readonly segmentBytes: number;
  private readonly ackAfter: "sync" | "write";
  private readonly syncEveryMs: number;
  private readonly maxStoreLagMs: number;
  private readonly busy: () => boolean;

  constructor(
    readonly dir: string,
    private readonly store: StoreEvents,
    private readonly opts: JournalOptions = {},
  ) {
    this.storeAfterMs = opts.storeAfterMs ?? 250;
    this.storeBytes = opts.storeBytes ?? 256 * 1024;
    this.segmentBytes = opts.segmentBytes ?? 8 * 1024 * 1024;
    this.ackAfter = opts.ackAfter ?? "write";
    this.syncEveryMs = opts.syncEveryMs ?? 50;
    this.maxStoreLagMs = opts.maxStoreLagMs ?? 60_000;
    this.busy = opts.busy ?? eventLoopBusy();
    fs.mkdirSync(dir, { recursive: true });
  }

  /**
   * Resolves when the line (one event's JSON and a newline) is in the file as `ackAfter` says, not
   * yet in the database; or, should the file fail (disk full), once stored in the database directly.
   */
  append(line: string): Promise<void> {
    const batch = (this.pending ??= newBatch());
    batch.text += line;
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
        for (let at = 0; at < bytes.length;) at += fs.writeSync(segment.handle.fd, bytes, at, bytes.length - at);
      } catch (err) {
        segment.syncing--;
        throw err;
      }
      segment.bytes += bytes.length;
      return { segment, end: segment.bytes };
    });
    this.writes = written.catch(() => undefined);
    let released = false;
    try {
      const { segment, end } = await written;
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
      // Flushes finish in the order of writes, and each covers the bytes before it.
      segment.ready = Math.max(segment.ready, end);
      this.waitingSince ??= Date.now();
      if (this.ackAfter === "sync") batch.settle();
      this.scheduleStore();
    } catch (err) {
      // The write (or with ackAfter sync, its flush) failed before the batch was acknowledged.
      if (!released) await this.storeInstead(batch, err);
    } finally {
      if (released) this.flushing--;
      else {
        this.inFlight--;
        this.kick();
      }
    }
  }

  /** A batch the file failed to take, stored before it is acknowledged (storing is idempotent: a line written after all is stored once). */
  private async storeInstead(batch: Batch, err: unknown): Promise<void> {
    this.opts.onWriteError?.(err);
    try {
      await this.store(batch.text);
      batch.settle();
    } catch (storeErr) {
      batch.settle(storeErr);
    }
  }

  /**
   * The file to write to. The next one is opened (and its name made durable) while the current one
   * is half full, so that moving on to it holds no write back behind an open and a directory fsync.
   */
  private async segment(): Promise<Segment> {
    let current = this.segments.at(-1);
    if (current && !current.retired && current.bytes >= this.segmentBytes / 2 && !this.nextSegment) {
      this.nextSegment = this.openSegment();
      this.nextSegment.catch(() => undefined);
    }
    if (current && current.bytes >= this.segmentBytes) {
      current.retired = true;
      void this.removeIfDone(current).catch((err: unknown) => this.opts.onStoreError?.(err));
      current = undefined;
    }
    if (!current || current.retired) {
      const next = this.nextSegment ?? this.openSegment();
      this.nextSegment = null;
      current = await next;
      this.segments.push(current);
    }
    return current;
  }

  private async openSegment(): Promise<Segment> {
    const file = path.join(this.dir, journalFileName());
    const segment: Segment = {
      file,
      handle: await fs.promises.open(file, "a+"),
      bytes: 0,
      ready: 0,
      stored: 0,
      syncing: 0,
      retired: false,
    };
    await syncDir(this.dir);
    return segment;
  }

  private async removeIfDone(segment: Segment): Promise<void> {
    if (!segment.retired || segment.stored < segment.bytes || segment.syncing > 0) return;
    this.segments.splice(this.segments.indexOf(segment), 1);
    await segment.handle.close().catch(() => undefined);
    await fs.promises.rm(segment.file, { force: true });
  }

  /** The oldest file with events ready and not stored. */
  private unstored(): Segment | undefined {
    return this.segments.find((s) => s.stored < s.ready);
  }

  private scheduleStore(): void {
    if (this.storing || this.timer || !this.unstored()) return;
    const backlog = this.segments.reduce((sum, s) => sum + s.ready - s.stored, 0);
    const wait = this.failures
      ? Math.min(30_000, 500 * 2 ** this.failures)
      : backlog >= this.storeBytes
        ? 0
        : this.storeAfterMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      const lag = Date.now() - (this.waitingSince ?? Date.now());
      if (this.busy() && lag < this.maxStoreLagMs) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.scheduleStore();
        }, this.storeAfterMs).unref();
        return;
      }
      this.storing = this.storeSome().finally(() => {
        this.storing = null;
        this.scheduleStore();
      });
    }, wait);
    this.timer.unref();
  }

  /** Stores the next whole lines of the oldest file with events waiting, read back from the file (the page cache). */
  private async storeSome(): Promise<void> {
    const segment = this.unstored();
    if (!segment) return;
    let text: string;
    try {
      text = await readLines(segment, this.storeBytes);
      if (!text) throw new Error(`${segment.file} could not be read back from byte ${segment.stored}`);
      await this.store(text);
      this.failures = 0;
    } catch (err) {
      // Kept in the file: tried again with backoff, and after a restart from the file.
      this.failures++;
      this.opts.onStoreError?.(err);
      return;
    }
    segment.stored += Buffer.byteLength(text);
    if (!this.segments.some((s) => s.stored < s.ready)) this.waitingSince = null;
    await this.removeIfDone(segment);
  }

  /** Stores everything written so far, busy or not (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight || this.flushing || this.pending || this.unstored() || this.storing) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
      if (this.storing) await this.storing;
      else if (this.unstored()) {
        this.storing = this.storeSome().finally(() => (this.storing = null));
        await this.storing;
        if (this.failures) throw new Error("Storing journaled events failed");
      } else await new Promise((r) => setImmediate(r));
    }
  }

  /** Files of this process, for replayOrphans to leave alone. */
  ownFiles(): Set<string> {
    return new Set(this.segments.map((s) => s.file));
  }
}

/** Whole lines from where storing is up to: about `bytes` of them, more when one line alone is longer. */
async function readLines(segment: Segment, bytes: number): Promise<string> {
  for (
    let length = Math.min(segment.ready - segment.stored, bytes);
    ;
    length = Math.min(segment.ready - segment.stored, length * 2)
  ) {
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await segment.handle.read(buffer, 0, length, segment.stored);
    const end = buffer.lastIndexOf(10, bytesRead - 1) + 1;
    // `ready` ends where a batch, and so a line, ends: the whole rest always has one.
    if (end > 0 || length >= segment.ready - segment.stored) return buffer.toString("utf8", 0, end);
  }
}

function newBatch(): Batch {
  let settle!: Batch["settle"];
  const done = new Promise<void>((resolve, reject) => (settle = (err) => (err ? reject(err) : resolve())));
  return { text: "", done, settle };
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
