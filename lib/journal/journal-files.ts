import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { StoreEvents } from "./event-journal";

/** A journal file's name carries the pid of the process writing it, so another start can tell whether it is left over. */
const FILE = /^events-(\d+)-[0-9a-f]+\.jsonl$/;

export const journalFileName = () =>
  `events-${process.pid}-${Date.now().toString(16)}${randomBytes(4).toString("hex")}.jsonl`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Stores the events of journal files no live process is writing (this one's earlier life, or an
 * instance that stopped), then deletes them. A torn last line was never acknowledged: skipped.
 */
export async function replayOrphans(
  dir: string,
  store: StoreEvents,
  own: Set<string>,
  batchSize = 2_000,
): Promise<number> {
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
