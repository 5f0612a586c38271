import { z } from "zod";

/** Shared building blocks for contracts. Query values arrive as strings (or repeated keys). */
export const uuid = z.uuid();
export const idParams = z.object({ id: uuid });
export const isoDateTime = z.iso.datetime({ offset: true });
/** Accepts an ISO date-time and hands the service a Date. */
export const dateTimeInput = isoDateTime.transform((s) => new Date(s));
/** Wire format of every timestamp we send. */
export const timestamp = z.string().describe("ISO 8601 date-time");

export const queryBoolean = z
  .enum(["true", "false", "1", "0"], {
    error: (issue) => (issue.input === undefined ? undefined : "must be true or false"),
  })
  .transform((v) => v === "true" || v === "1");

/**
 * A whole number from the query string; its messages ("must be at most 100") come from
 * validation-messages. The bounds come before int(): only the first message of a field is shown,
 * and int()'s own bound (the largest safe integer) would otherwise name a huge value's maximum.
 */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce.number().min(min).max(max).int().default(fallback);

/** `?status=A` or `?status=A&status=B` or `?status=A,B`, case-insensitive against an enum. */
export function queryEnumList<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(values));
  return z.preprocess((v) => (typeof v === "string" ? v.split(",") : v), z.array(item).min(1));
}

export const pageQuery = z.object({
  limit: queryInt(1, 100, 50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
