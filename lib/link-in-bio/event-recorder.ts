import path from "node:path";
import { hash } from "node:crypto";
import { clientIp } from "@/lib/api/client-ip";
import { remembered } from "@/lib/cache/remembered";
import { dataDir } from "@/lib/env";
import { logger } from "@/lib/logger";
import { classifyAgent, referrerHost } from "./classify-agent";
import { EventJournal } from "@/lib/journal/event-journal";
import { eventLine, isoNow, type EventTarget, type JournalEvent } from "./event-line";
import { replayOrphans } from "@/lib/journal/journal-files";
import { storeEvents } from "./event-store-admin";
import { saltOfDay } from "./visitor-salt-admin";

/**
 * Views and clicks of public pages: written to this process's journal (lib/journal) before the
 * answer goes out, stored in the database in batches off the request path; or, with
 * LINK_IN_BIO_JOURNAL=off (a host without a disk of its own that outlives the process), stored in
 * the database before the answer.
 */
interface Recorder {
  /** Null with LINK_IN_BIO_JOURNAL=off. */
  journal: EventJournal | null;
  /** Resolves once the event's line is kept: in the journal, or in the database without one. */
  append(line: string): Promise<void>;
  started: Promise<void>;
  salt: Salt | null;
}

/** The day's salt: `value` until the database answers, then `ready` too, so a request need not wait on a promise. */
interface Salt {
  day: string;
  value: Promise<string>;
  ready: string | null;
}

const KEY = Symbol.for("reach.link-in-bio.recorder");

/**
 * LINK_IN_BIO_JOURNAL_ACK=sync answers a click only once its journal line is fdatasync'd (kept
 * through a crash of the machine too) rather than once written to the file (kept through any stop
 * of the process, the default): a disk flush in every redirect's time (see EventJournal's ackAfter).
 */
function journalAck(): "sync" | "write" {
  const value = process.env.LINK_IN_BIO_JOURNAL_ACK || "write";
  if (value !== "sync" && value !== "write")
    throw new Error(`LINK_IN_BIO_JOURNAL_ACK is "${value}": use write (the default) or sync`);
  return value;
}
const journalDir = () => path.join(dataDir, "link-in-bio-journal");

function journalOn(): boolean {
  const value = process.env.LINK_IN_BIO_JOURNAL || "on";
  if (value !== "on" && value !== "off")
    throw new Error(`LINK_IN_BIO_JOURNAL is "${value}": use on (the default) or off`);
  return value === "on";
}

/** The process's recorder, made once (shared by every copy of this module Next loads), replaying what an earlier run left. */
export function eventRecorder(): Recorder {
  const global = globalThis as Record<symbol, Recorder | undefined>;
  let recorder = global[KEY];
  if (!recorder && !journalOn())
    recorder = global[KEY] = { journal: null, append: storeEvents, started: Promise.resolve(), salt: null };
  if (!recorder) {
    const journal = new EventJournal(journalDir(), storeEvents, {
      ackAfter: journalAck(),
      onStoreError: (err) => logger.warn({ err }, "link-in-bio events not stored yet; kept in the journal, retrying"),
      onWriteError: (err) => logger.error({ err }, "link-in-bio journal write failed; storing its events directly"),
    });
    const started = replayOrphans(
      journal.dir,
      (jsonLines) => storeEvents(withAgentParsed(jsonLines)),
      journal.ownFiles(),
    ).then(
      (n) => void (n && logger.info({ events: n }, "link-in-bio events replayed from the journal")),
      (err: unknown) =>
        logger.error({ err }, "replaying the link-in-bio journal failed; the files stay for the next start"),
    );
    recorder = global[KEY] = { journal, append: (line) => journal.append(line), started, salt: null };
  }
  return recorder;
}

/** Lines journaled before events carried their parsed agent and referrer host (an older version's file): parsed here. */
function withAgentParsed(jsonLines: string): string {
  return jsonLines.replace(/^.+$/gm, (line) => {
    if (line.includes('"device":')) return line;
    const event = JSON.parse(line) as JournalEvent;
    return JSON.stringify({ ...event, ...classifyAgent(event.userAgent), referrerHost: referrerHost(event.referrer) });
  });
}

/** Called at server start: stores what a stopped process left in the journal. */
export function startEventRecorder(): Promise<void> {
  return eventRecorder().started;
}

/** What an event reads of its request: headers, from a Fetch Request or a Node request alike. */
export interface EventSource {
  header(name: string): string | null;
}

function saltOfToday(recorder: Recorder, day: string): Salt {
  if (recorder.salt?.day !== day) {
    const salt: Salt = { day, value: saltOfDay(day), ready: null };
    recorder.salt = salt;
    salt.value.then(
      (value) => void (salt.ready = value),
      () => void (recorder.salt === salt && (recorder.salt = null)),
    );
  }
  return recorder.salt!;
}

/**
 * The visitor's id for the day: a hash of the day's salt, address and agent (base64url). A visitor
 * comes back within minutes (a view, then clicks), so recent ones are remembered for their next event.
 */
const visitorHashOf = remembered((saltedVisitor: string) => hash("sha256", saltedVisitor, "base64url").slice(0, 32));
const visitorHash = (salt: string, req: EventSource) =>
  visitorHashOf(`${salt}|${clientIp((name) => req.header(name))}|${req.header("user-agent") ?? ""}`);

/**
 * The journal line of the event a request makes: when, from where (referrer, country header), who
 * (hashed, no address kept). Made at once, without a promise, once the day's salt is known (all
 * but a day's first requests).
 */
export function eventLineOf(
  req: EventSource,
  type: JournalEvent["type"],
  target: EventTarget,
): string | Promise<string> {
  const occurredAt = isoNow();
  const salt = saltOfToday(eventRecorder(), occurredAt.slice(0, 10));
  const country = req.header("x-vercel-ip-country");
  const referrer = req.header("referer");
  const userAgent = req.header("user-agent");
  const line = (saltValue: string) =>
    eventLine({ type, target, occurredAt, referrer, country, userAgent, visitorHash: visitorHash(saltValue, req) });
  return salt.ready === null ? salt.value.then(line) : line(salt.ready);
}

const append = (line: string) => eventRecorder().append(line);
const journaled = (line: string | Promise<string>) => (typeof line === "string" ? append(line) : line.then(append));

/**
 * A click: resolves once it is in the journal (as LINK_IN_BIO_JOURNAL_ACK says), or, should the
 * journal fail (disk full), in the database; so the redirect that follows is never answered for a
 * click that could be lost. `target` is made once per link (event-line.ts keeps its JSON with it).
 */
export function recordClick(req: EventSource, target: EventTarget & { linkId: string }): Promise<void> {
  return journaled(eventLineOf(req, "CLICK", target));
}

/** A view: journaled without holding the page back. */
export function recordView(req: EventSource, target: EventTarget): void {
  journaled(eventLineOf(req, "VIEW", target)).catch((err: unknown) =>
    logger.warn({ err }, "a link-in-bio view was not recorded"),
  );
}
