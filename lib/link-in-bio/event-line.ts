import { randomUUID } from "node:crypto";
import { remembered } from "@/lib/cache/remembered";
import { classifyAgent, referrerHost } from "./classify-agent";

/** A view or click as the request saw it, with what its user agent and referrer say: one line of the journal, as JSON. */
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

/** The page (and for a click, the link) an event is recorded on. */
export interface EventTarget {
  companyId: string;
  pageId: string;
  linkId?: string;
}

/** What varies per event; the rest comes from pieces made once per target, user agent and referrer. */
export interface EventFacts {
  type: JournalEvent["type"];
  target: EventTarget;
  occurredAt: string;
  referrer: string | null;
  country: string | null;
  userAgent: string | null;
  /** base64url, so written without escaping. */
  visitorHash: string;
}

/** The JSON members of an object, without its braces: a piece of a line. */
const members = (value: object) => JSON.stringify(value).slice(1, -1);

const agentMembers = remembered((userAgent: string | null) => members({ userAgent, ...classifyAgent(userAgent) }));
const referrerMembers = remembered((referrer: string | null) =>
  members({ referrer, referrerHost: referrerHost(referrer) }),
);
/** Targets are made once per cached page and link (see public-page.ts), so their piece is kept with them. */
const targetPieces = new WeakMap<EventTarget, string>();
function targetMembers(target: EventTarget): string {
  let piece = targetPieces.get(target);
  if (piece === undefined) {
    piece = members({ companyId: target.companyId, pageId: target.pageId, linkId: target.linkId ?? null });
    targetPieces.set(target, piece);
  }
  return piece;
}

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * The event's journal line: the JSON of a JournalEvent (members in its order) and a newline, put
 * together from pieces rather than an object serialized per event, the cost that counts on a
 * click's path.
 */
export function eventLine(facts: EventFacts): string {
  const country = facts.country && COUNTRY.test(facts.country) ? `"${facts.country.toUpperCase()}"` : "null";
  return `{"id":"${randomUUID()}","type":"${facts.type}",${targetMembers(facts.target)},"occurredAt":"${facts.occurredAt}",${referrerMembers(facts.referrer)},"country":${country},${agentMembers(facts.userAgent)},"visitorHash":"${facts.visitorHash}"}\n`;
}

let lastMs = -1;
let lastIso = "";
/** Now as an ISO string, made once per millisecond however many events share it. */
export function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
