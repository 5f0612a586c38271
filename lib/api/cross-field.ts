import type { z } from "zod";

/**
 * `when` for a rule that spans fields: `.refine(rule, { path, message, when: fieldsParsed("startsAt", "endsAt") })`.
 * By default zod skips an object's refinements once any field fails, so a body with a missing name
 * and endsAt before startsAt reported only the name. The rule runs whenever the fields it reads
 * parsed cleanly, so one 400 lists every problem.
 */
export function fieldsParsed(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}
