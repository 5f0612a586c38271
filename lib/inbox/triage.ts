import Sentiment from "sentiment";
import type { InboxType } from "./contracts";

/**
 * Triage of an incoming item, written down once (the OpenAPI description of GET /api/inbox says
 * the same, TRIAGE_RULES): sentiment from the AFINN word list of the `sentiment` package, which
 * reads English only, so other text stays neutral; requiresAction and priority from the rules below.
 */

export interface Triage {
  sentiment: "positive" | "neutral" | "negative";
  sentimentScore: number;
  requiresAction: boolean;
  priority: number;
}

const analyzer = new Sentiment();

/** Common English words: text of three words or more with fewer than one in five of them among these is not read as English. */
const ENGLISH_WORDS = new Set(
  (
    "the a an and or but is are was were be been am i you he she it we they me my your our their this that " +
    "these those to of in on at for with from by not no yes do does did have has had can could will would " +
    "should what why how when where who which there here so if just very please thanks thank " +
    "need want get got about all any some more been"
  ).split(" "),
);

const WORD = /[\p{L}']+/gu;

export function looksEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((c) => /[A-Za-z]/.test(c)).length;
  if (latin / letters.length < 0.5) return false;
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length < 3) return true;
  const common = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return common * 5 >= words.length;
}

/**
 * Handles and links name things, they say nothing of the mood: "@reach.bsky.fake do you
 * ship to Canada?" would otherwise read negative from the word "fake" in the handle.
 */
const NOT_WORDS = /(?:^|\s)@[\p{L}\p{N}_.:-]+|https?:\/\/\S+/gu;

function wordsOf(text: string): string {
  return text.replace(NOT_WORDS, " ").trim();
}

/** -1..1: AFINN's total squashed so a single strong word reads about ±0.6. */
export function sentimentOf(text: string): Pick<Triage, "sentiment" | "sentimentScore"> {
  const words = wordsOf(text);
  if (!looksEnglish(words)) return { sentiment: "neutral", sentimentScore: 0 };
  const score = Math.round(Math.tanh(analyzer.analyze(words).score / 4) * 100) / 100;
  return { sentiment: score > 0.2 ? "positive" : score < -0.2 ? "negative" : "neutral", sentimentScore: score };
}

const TYPE_PRIORITY: Record<InboxType, number> = { DM: 40, REVIEW: 35, MENTION: 30, COMMENT: 20, QUOTE: 15 };

function reachPriority(followers: number | null): number {
  if (followers === null) return 0;
  if (followers >= 100_000) return 15;
  if (followers >= 10_000) return 10;
  if (followers >= 1_000) return 5;
  return 0;
}

export function triage(item: { type: InboxType; content: string; authorFollowers: number | null }): Triage {
  const mood = sentimentOf(item.content);
  const question = item.content.includes("?");
  const negative = mood.sentiment === "negative";
  const requiresAction =
    item.type === "DM" || item.type === "REVIEW" || item.type === "MENTION" || question || negative;
  const priority =
    TYPE_PRIORITY[item.type] +
    (question ? 20 : 0) +
    (negative ? 20 + Math.round(10 * Math.abs(mood.sentimentScore)) : 0) +
    reachPriority(item.authorFollowers);
  return { ...mood, requiresAction, priority: Math.min(100, priority) };
}
