import type { z } from "zod";

/**
 * Validation messages a person can act on, for every route: "is required", "must be at most 100",
 * "must be a string, not a number". Zod's own defaults ("Invalid input: expected string, received
 * undefined") name its internals, not what to send. Messages a contract sets itself win over these.
 */

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "a list",
  tuple: "a list",
  set: "a list",
  date: "a date",
  null: "null",
  file: "a file",
};

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "number") return Number.isNaN(value) ? "not a number" : "a number";
  if (typeof value === "string") return "a string";
  if (typeof value === "boolean") return "true or false";
  if (typeof value === "object") return "an object";
  return typeof value;
}

const FORMATS: Record<string, string> = {
  uuid: "must be a UUID",
  guid: "must be a UUID",
  datetime: "must be an ISO 8601 date-time with a time zone, e.g. 2025-01-31T09:00:00Z",
  date: "must be a date as YYYY-MM-DD",
  time: "must be a time as HH:MM or HH:MM:SS",
  duration: "must be an ISO 8601 duration, e.g. P1D",
  email: "must be an e-mail address",
  url: "must be a URL",
  regex: "has the wrong format",
  base64: "must be base64",
  base64url: "must be base64url",
  json_string: "must be a JSON string",
};

function plural(n: number | bigint, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

/** "at most 100", "at most 5 characters", "at most 10 items": the bound stated the way the value is counted. */
function bound(origin: string, n: number | bigint): string {
  if (origin === "string") return plural(n, "character", "characters");
  if (origin === "array" || origin === "set") return plural(n, "item", "items");
  if (origin === "file") return plural(n, "byte", "bytes");
  if (origin === "date") return new Date(Number(n)).toISOString();
  return String(n);
}

function tooBig(issue: { origin: string; maximum: number | bigint; inclusive?: boolean; exact?: boolean }): string {
  const n = bound(issue.origin, issue.maximum);
  if (issue.exact)
    return issue.origin === "array" || issue.origin === "set" ? `must have exactly ${n}` : `must be exactly ${n}`;
  if (issue.origin === "date") return issue.inclusive ? `must be on or before ${n}` : `must be before ${n}`;
  if (issue.origin === "array" || issue.origin === "set")
    return issue.inclusive === false ? `must have fewer than ${n}` : `must have at most ${n}`;
  if (issue.origin === "string" || issue.origin === "file")
    return issue.inclusive === false ? `must be shorter than ${n}` : `must be at most ${n}`;
  return issue.inclusive === false ? `must be less than ${n}` : `must be at most ${n}`;
}

function tooSmall(issue: { origin: string; minimum: number | bigint; inclusive?: boolean; exact?: boolean }): string {
  const n = bound(issue.origin, issue.minimum);
  if (issue.exact)
    return issue.origin === "array" || issue.origin === "set" ? `must have exactly ${n}` : `must be exactly ${n}`;
  if (issue.origin === "string" && Number(issue.minimum) === 1 && issue.inclusive !== false) return "must not be empty";
  if ((issue.origin === "array" || issue.origin === "set") && Number(issue.minimum) === 1)
    return "must have at least one item";
  if (issue.origin === "date") return issue.inclusive ? `must be on or after ${n}` : `must be after ${n}`;
  const isNumber =
    issue.origin !== "string" && issue.origin !== "array" && issue.origin !== "set" && issue.origin !== "file";
  if (isNumber && issue.inclusive === false) return `must be greater than ${n}`;
  const verb = issue.origin === "array" || issue.origin === "set" ? "must have" : "must be";
  return `${verb} at least ${n}`;
}

function listValues(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
}

/** The branches of a union all failed: "must be a string or null", or the message of the branch that came closest. */
function unionMessage(errors: Issue[][]): string {
  const matchedType = errors.find((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
  if (matchedType) return `${matchedType[0].path.join(".")}: ${matchedType[0].message}`;
  const atRoot = errors.map((branch) => branch.filter((i) => i.path.length === 0));
  const closest = atRoot.flat().find((i) => i.code !== "invalid_type" && i.code !== "invalid_value");
  if (closest) return closest.message;
  const expected = atRoot
    .flat()
    .flatMap((i) =>
      i.code === "invalid_type"
        ? [TYPE_NAMES[i.expected] ?? i.expected]
        : i.code === "invalid_value"
          ? i.values.map((v) => JSON.stringify(v))
          : [],
    );
  return expected.length ? `must be ${[...new Set(expected)].join(" or ")}` : "is not valid";
}

/**
 * Zod error map (pass as `schema.safeParse(value, { error: plainIssueMessage })`): the message for an
 * issue the contract gave no message of its own. Sees the input, so a missing field says "is required".
 */
export function plainIssueMessage(issue: RawIssue): string {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case "invalid_type": {
      if (missing) return "is required";
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.expected === "int" && typeof issue.input === "number" && !Number.isNaN(issue.input))
        return "must be a whole number";
      if (issue.expected === "int" || (issue.expected === "number" && typeof issue.input === "number"))
        return `must be ${expected}`;
      return `must be ${expected}, not ${kindOf(issue.input)}`;
    }
    case "invalid_value":
      if (missing) return "is required";
      return issue.values.length === 1
        ? `must be ${listValues(issue.values)}`
        : `must be one of ${listValues(issue.values)}`;
    case "invalid_union":
      return missing ? "is required" : unionMessage(issue.errors);
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      if (issue.format === "starts_with") return `must start with "${issue.prefix}"`;
      if (issue.format === "ends_with") return `must end with "${issue.suffix}"`;
      if (issue.format === "includes") return `must contain "${issue.includes}"`;
      return FORMATS[issue.format] ?? `must be a valid ${issue.format}`;
    case "not_multiple_of":
      return `must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `has unknown ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}`;
    case "invalid_key":
      return "has a key that is not allowed";
    case "invalid_element":
      return "has a value that is not allowed";
    default:
      return "is not valid";
  }
}

/**
 * The message a 400's `details` carries for one issue. A bound is always stated by its number, even
 * where a contract's own message was meant for the type only (`z.coerce.number({ message })` hands
 * that message to its `.max()` too, which made `?limit=1000` answer "must be a number").
 */
export function fieldMessage(issue: Issue): string {
  if (issue.code === "too_big") return tooBig(issue);
  if (issue.code === "too_small") return tooSmall(issue);
  return issue.message;
}
