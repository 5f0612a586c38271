import { minuteOfDay } from "./calendar-time";

/** How long an item looks on the hour grid: posts have no duration, but a chip needs room to read. */
export const BLOCK_MINUTES = 30;

export interface PlacedItem<T> {
  item: T;
  /** Minutes past local midnight: where the item's top sits. */
  minute: number;
  /** Its column among the items it overlaps (0 first) and how many columns they share. */
  lane: number;
  lanes: number;
}

/**
 * One day's items on the hour grid: each at its local time, items whose blocks overlap side by side.
 * Overlapping items form a cluster sharing one lane count; each takes the first lane free at its time.
 */
export function layoutDay<T extends { scheduledAt: string }>(items: readonly T[], timeZone: string): PlacedItem<T>[] {
  const sorted = items
    .map((item) => ({ item, minute: minuteOfDay(item.scheduledAt, timeZone) }))
    .sort((a, b) => a.minute - b.minute);
  const placed: PlacedItem<T>[] = [];
  let cluster: PlacedItem<T>[] = [];
  let laneEnds: number[] = [];
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const { item, minute } of sorted) {
    if (cluster.length && laneEnds.every((end) => end <= minute)) closeCluster();
    const free = laneEnds.findIndex((end) => end <= minute);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = minute + BLOCK_MINUTES;
    const p = { item, minute, lane, lanes: 1 };
    cluster.push(p);
    placed.push(p);
  }
  closeCluster();
  return placed;
}
