import path from "node:path";
import { hash, randomUUID } from "node:crypto";
import { dataDir } from "@/lib/env";
import { logger } from "@/lib/logger";
import { classifyAgent, referrerHost } from "./classify-agent";
import { EventJournal, type JournalEvent } from "./event-journal";
import { replayOrphans } from "./journal-files";
import { storeEvents } from "./event-store-admin";
import { saltOfDay } from "./visitor-salt-admin";

/**
 * Views and clicks of public pages: written to this process's journal (event-journal.ts) before
 * the answer goes out, stored in the database in batches off the request path.
 */
interface Recorder {
  journal: EventJournal;
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
  if (value !== "sync" && value !== "write") throw new Error(`LINK_IN_BIO_JOURNAL_ACK is "${value}": use write (the default) or sync`);
  return value;
}
const journalDir = () => path.join(dataDir, "link-in-bio-journal");

/** The process's recorder, made once (shared by every copy of this module Next loads), replaying what an earlier run left. */
export function eventRecorder(): Recorder {
  const global = globalThis as Record<symbol, Recorder | undefined>;
  let recorder = global[KEY];
  if (!recorder) {
    const journal = new EventJournal(journalDir(), storeEvents, {
      ackAfter: journalAck(),
      onStoreError: (err) => logger.warn({ err }, "link-in-bio events not stored yet; kept in the journal, retrying"),
    });
    const started = replayOrphans(journal.dir, (jsonLines) => storeEvents(withAgentParsed(jsonLines)), journal.ownFiles()).then(
      (n) => void (n && logger.info({ events: n }, "link-in-bio events replayed from the journal")),
      (err: unknown) => logger.error({ err }, "replaying the link-in-bio journal failed; the files stay for the next start"),
    );
    recorder = global[KEY] = { journal, started, salt: null };
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

function clientAddress(req: EventSource): string {
  const forwarded = req.header("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || req.header("x-real-ip") || "unknown";
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

const visitorHash = (salt: string, req: EventSource) =>
  hash("sha256", `${salt}|${clientAddress(req)}|${req.header("user-agent") ?? ""}`, "base64url").slice(0, 32);

const COUNTRY = /^[A-Za-z]{2}$/;

export interface EventTarget {
  companyId: string;
  pageId: string;
  linkId?: string;
}

/**
 * The event a request makes: when, from where (referrer, country header), who (hashed, no address
 * kept). Made at once, without a promise, once the day's salt is known (all but a day's first requests).
 */
export function eventOf(req: EventSource, type: JournalEvent["type"], target: EventTarget): JournalEvent | Promise<JournalEvent> {
  const occurredAt = new Date().toISOString();
  const salt = saltOfToday(eventRecorder(), occurredAt.slice(0, 10));
  const country = req.header("x-vercel-ip-country");
  const referrer = req.header("referer");
  const userAgent = req.header("user-agent");
  const agent = classifyAgent(userAgent);
  const event = (saltValue: string): JournalEvent => ({
    id: randomUUID(),
    type,
    companyId: target.companyId,
    pageId: target.pageId,
    linkId: target.linkId ?? null,
    occurredAt,
    referrer,
    referrerHost: referrerHost(referrer),
    country: country && COUNTRY.test(country) ? country.toUpperCase() : null,
    userAgent,
    device: agent.device,
    browser: agent.browser,
    os: agent.os,
    isBot: agent.isBot,
    visitorHash: visitorHash(saltValue, req),
  });
  return salt.ready === null ? salt.value.then(event) : event(salt.ready);
}

/**
 * A click: resolves once it is in the journal (as LINK_IN_BIO_JOURNAL_ACK says), so the redirect
 * that follows is never answered for a click that could be lost. Should the journal fail (disk
 * full), the click goes to the database directly before the answer.
 */
export function recordClick(req: EventSource, target: EventTarget & { linkId: string }): Promise<void> {
  const event = eventOf(req, "CLICK", target);
  return event instanceof Promise ? event.then(journalClick) : journalClick(event);
}

function journalClick(event: JournalEvent): Promise<void> {
  return eventRecorder().journal.append(event).catch(async (err: unknown) => {
    logger.error({ err }, "link-in-bio journal write failed; storing the click directly");
    await storeEvents(JSON.stringify(event));
  });
}

/** A view: journaled without holding the page back. */
export function recordView(req: EventSource, target: EventTarget): void {
  const journalView = (event: JournalEvent) => eventRecorder().journal.append(event);
  const event = eventOf(req, "VIEW", target);
  (event instanceof Promise ? event.then(journalView) : journalView(event)).catch((err: unknown) => logger.warn({ err }, "a link-in-bio view was not recorded"));
}
