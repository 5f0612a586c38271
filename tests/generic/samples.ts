import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * Values generated from a contract's zod schemas, so every route gets validation checks without a
 * hand-written test: a valid example (checked against the schema itself) and, from it, bodies
 * that must be refused (a wrong type, a missing required field, an unknown enum value).
 */
type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export function inputSchema(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;
}

/** Tried in order against the pattern and length; the suffix keeps names unique per company. */
const stringCandidates = () => {
  const suffix = randomUUID().slice(0, 8);
  return [
    `fixture-${suffix}`,
    `fixture${suffix}`,
    `Fixture ${suffix}`,
    "#336699",
    "10:00",
    "https://example.com/fixture",
    "en",
  ];
};

function stringSample(s: Schema): string {
  switch (s.format) {
    case "uuid":
      return randomUUID();
    case "email":
      return `fixture-${randomUUID().slice(0, 8)}@example.test`;
    case "date-time":
      return new Date(Date.now() + 7 * 86_400_000).toISOString();
    case "date":
      return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    case "uri":
    case "url":
      return "https://example.com/fixture";
  }
  const fits = (v: string) =>
    (!s.pattern || new RegExp(s.pattern).test(v)) &&
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity);
  const found = stringCandidates().find(fits);
  if (found) return found;
  return "x".repeat(Math.max(1, s.minLength ?? 1));
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== "null");
  return s.type;
}

/** One value the schema should accept; `full` fills optional properties too. */
export function sample(s: Schema, full = false): unknown {
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return sample(alternatives.find((a) => a.type !== "null") ?? alternatives[0], full);
  if (s.allOf?.length) return sample(Object.assign({}, ...s.allOf), full);
  switch (typeOf(s)) {
    case "string":
      return stringSample(s);
    case "integer":
    case "number":
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : Math.min(1, s.maximum ?? 1));
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return Array.from({ length: s.minItems ?? (full ? 1 : 0) }, () => sample(s.items ?? {}, full));
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (full || s.required?.includes(key)) out[key] = sample(prop, full);
      }
      return out;
    }
    default:
      return "fixture";
  }
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** A value `schema` accepts, or undefined when neither the minimal nor the full guess passes. */
export function validSample(schema: z.ZodType): unknown {
  const json = inputSchema(schema);
  for (const full of [false, true]) {
    const candidate = sample(json, full);
    if (accepts(schema, candidate)) return candidate;
  }
  return undefined;
}

const WRONG_TYPE: Record<string, unknown> = {
  string: 12345,
  integer: "not-a-number",
  number: "not-a-number",
  boolean: "not-a-boolean",
  array: "not-an-array",
  object: "not-an-object",
};

export interface BadBody {
  why: string;
  body: unknown;
}

/**
 * Bodies `schema` refuses, built from `base` (a valid body when one could be generated). Only
 * variants the schema itself rejects are kept, so the server must answer each with 400.
 */
export function badBodies(schema: z.ZodType, base: Record<string, unknown>): BadBody[] {
  const json = inputSchema(schema);
  const out: BadBody[] = [
    { why: "a JSON array instead of an object", body: [1, 2, 3] },
    { why: "a bare string", body: "text" },
  ];
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const t = typeOf(prop) ?? typeOf(prop.anyOf?.find((a) => a.type !== "null") ?? {});
    if (t)
      out.push({ why: `${key} of the wrong type`, body: { ...base, [key]: WRONG_TYPE[t] ?? { unexpected: true } } });
    if (json.required?.includes(key)) {
      const { [key]: _dropped, ...rest } = base;
      out.push({ why: `required ${key} missing`, body: rest });
    }
    const enumSchema = prop.enum ? prop : prop.items?.enum ? prop.items : prop.anyOf?.find((a) => a.enum);
    if (enumSchema) {
      const bad = "NOT_A_KNOWN_VALUE";
      out.push({ why: `${key} with an unknown enum value`, body: { ...base, [key]: prop.items?.enum ? [bad] : bad } });
    }
  }
  return out.filter((b) => !accepts(schema, b.body));
}
