/** The content calendar's planned day (a DATE column) between the wire's YYYY-MM-DD and Prisma's Date at 00:00 UTC. */

const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day sent by a client as Prisma stores it; undefined (left out) stays undefined. */
export const plannedDate = (day: string | null | undefined) => (typeof day === "string" ? atMidnight(day) : day);

export const plannedDayOf = (date: Date | null): string | null => date?.toISOString().slice(0, 10) ?? null;

/** The filter for `plannedFrom`/`plannedTo` (both included); none when neither is given. */
export function plannedRange(query: { plannedFrom?: string; plannedTo?: string }) {
  if (!query.plannedFrom && !query.plannedTo) return {};
  return {
    plannedFor: {
      ...(query.plannedFrom ? { gte: atMidnight(query.plannedFrom) } : {}),
      ...(query.plannedTo ? { lte: atMidnight(query.plannedTo) } : {}),
    },
  };
}
