import type { OccurrenceDTO } from "@/lib/social/contracts";

/** One post's occurrences on one day: a split's members (one splitGroupId) or a post sent to several networks at one time. */
export interface DayEntry {
  key: string;
  occurrences: OccurrenceDTO[];
  /** A split: the post goes out at a different time per network. */
  split: boolean;
}

/** A day's occurrences (in time order) as entries, each post's together, in order of their first time. */
export function dayEntries(occurrences: readonly OccurrenceDTO[]): DayEntry[] {
  const entries = new Map<string, DayEntry>();
  for (const o of occurrences) {
    const key = o.splitGroupId ?? o.sourcePostId;
    const entry = entries.get(key);
    if (entry) entry.occurrences.push(o);
    else entries.set(key, { key, occurrences: [o], split: o.splitGroupId !== null });
  }
  return [...entries.values()];
}

/** The other members of an occurrence's split group among the loaded ones, in time order. */
export function splitSiblings(occurrence: OccurrenceDTO, loaded: readonly OccurrenceDTO[]): OccurrenceDTO[] {
  if (!occurrence.splitGroupId) return [];
  return loaded
    .filter((o) => o.splitGroupId === occurrence.splitGroupId && o.occurrenceId !== occurrence.occurrenceId)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}
