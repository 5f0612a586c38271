import path from "node:path";
import { dataDir } from "@/lib/env";
import { EventJournal } from "@/lib/journal/event-journal";
import { replayOrphans } from "@/lib/journal/journal-files";
import { logger } from "@/lib/logger";
import { storeAiLog, type AiLogLine } from "./log-store-admin";

/**
 * AI calls' log rows off the answer's path, never lost: a row is appended to this process's
 * journal (lib/journal, under DATA_DIR) before the answer goes out, which any stop of the process
 * keeps (the file is in the page cache once written; fdatasync follows within 50 ms), and stored in
 * the database in batches a moment later; a start stores what a stopped process left. The
 * journal's assumptions (one long-lived process with a disk of its own that outlives it) are
 * lib/journal/event-journal.ts's; where they do not hold, AI_LOG_JOURNAL=off writes each row
 * before its answer, one statement each.
 *
 * What reads the log sees a row once stored: usually within 250 ms, at most ~1 s after its call
 * while the process is saturated (maxStoreLagMs). The platform's budgets (budget-admin.ts) can
 * therefore be overshot by about that much more spend; credits are unaffected (a counted action's
 * credit row is written under its lock before the call: limits.ts).
 */
interface AiLogRecorder {
  journal: EventJournal | null;
  append(line: string): Promise<void>;
  started: Promise<void>;
}

const KEY = Symbol.for("reach.ai.log-recorder");

function journalOn(): boolean {
  const value = process.env.AI_LOG_JOURNAL || "on";
  if (value !== "on" && value !== "off") throw new Error(`AI_LOG_JOURNAL is "${value}": use on (the default) or off`);
  return value === "on";
}

export const aiLogJournalDir = () => path.join(dataDir, "ai-log-journal");

/** The process's recorder, made once (shared by every copy of this module Next loads), storing what an earlier run left. */
export function aiLogRecorder(): AiLogRecorder {
  const global = globalThis as Record<symbol, AiLogRecorder | undefined>;
  let recorder = global[KEY];
  if (recorder) return recorder;
  if (!journalOn()) {
    recorder = { journal: null, append: storeAiLog, started: Promise.resolve() };
  } else {
    const journal = new EventJournal(aiLogJournalDir(), storeAiLog, {
      maxStoreLagMs: 1000,
      onStoreError: (err) => logger.warn({ err }, "AI log rows not stored yet; kept in the journal, retrying"),
      onWriteError: (err) => logger.error({ err }, "AI log journal write failed; storing its rows directly"),
    });
    const started = replayOrphans(journal.dir, storeAiLog, journal.ownFiles()).then(
      (n) => void (n && logger.info({ rows: n }, "AI log rows replayed from the journal")),
      (err: unknown) => logger.error({ err }, "replaying the AI log journal failed; the files stay for the next start"),
    );
    recorder = { journal, append: (line) => journal.append(line), started };
  }
  global[KEY] = recorder;
  return recorder;
}

/** Called at server start: stores the rows a stopped process had journaled. */
export function startAiLogRecorder(): Promise<void> {
  return aiLogRecorder().started;
}

/** Resolves once the row is kept: in the journal, or (AI_LOG_JOURNAL=off, or the file failing) in the database. */
export function recordAiLog(line: AiLogLine): Promise<void> {
  return aiLogRecorder().append(`${JSON.stringify(line)}\n`);
}
