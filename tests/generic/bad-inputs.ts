import type { Contract } from "@/lib/api/contract";
import { paramNames } from "./route-table";
import { inputSchema } from "./samples";

/**
 * Inputs no route may answer with a 5xx (issue 21), generated from a contract: strings PostgreSQL
 * cannot store, wrong types, huge and deep values, bad percent-encoding and bad ids, for every
 * path param, query parameter and top-level body field. tests/generic/bad-input.test.ts sends them.
 */

export interface BadInput {
  why: string;
  /** Raw path segments by param name: sent as they are, percent-encoding and all. */
  params?: Record<string, string>;
  /** Raw query string (without `?`) appended to the valid query. */
  query?: string;
  /** A JSON text, unless `contentType` says otherwise. */
  body?: string;
  contentType?: string;
  /** What the answer must be beyond "not 5xx": an exact status, and the field 400's details name. */
  expect?: { status: number; field?: string };
}

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Path segments that name nothing a route can find: refused with 404 (bad encoding, NUL, lone surrogate) or a 4xx. */
const PARAM_VALUES: { why: string; raw: string; status?: number }[] = [
  { why: "NUL", raw: "a%00b", status: 404 },
  { why: "an encoded lone surrogate", raw: "%ED%A0%80", status: 404 },
  { why: "malformed percent-encoding", raw: "%E0%A4%A", status: 404 },
  { why: "a lone %", raw: "%", status: 404 },
  { why: "a 3000-character value", raw: "x".repeat(3000) },
  { why: "the nil uuid", raw: "00000000-0000-0000-0000-000000000000" },
  { why: "an unknown uuid", raw: "6b3c1c64-5f0e-4c2a-9a51-0d6f3b7c9e21" },
  { why: "a negative number", raw: "-1" },
  { why: "a huge number", raw: "1e999" },
  { why: "encoded dot segments", raw: "..%2F..%2Fadmin" },
  { why: "SQL", raw: "1'%20OR%20'1'%3D'1" },
];

export function badParams(c: Contract, valid: Record<string, string>): BadInput[] {
  return paramNames(c.path).flatMap((name) =>
    PARAM_VALUES.map(({ why, raw, status }) => ({
      why: `:${name} ${why}`,
      params: { ...encodeAll(valid), [name]: raw },
      expect: status ? { status } : undefined,
    })),
  );
}

export const encodeAll = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));

export function badQueries(c: Contract): BadInput[] {
  if (!c.query) return [];
  const names = Object.keys(inputSchema(c.query).properties ?? {});
  return names.flatMap((name) => [
    { why: `?${name} with NUL`, query: `${name}=a%00b`, expect: { status: 400, field: name } },
    { why: `?${name} malformed percent-encoding`, query: `${name}=%E0%A4%A` },
    { why: `?${name} an 8000-character value`, query: `${name}=${"9".repeat(8000)}` },
    { why: `?${name} repeated`, query: `${name}=1&${name}=2&${name}=3` },
    { why: `?${name} a huge number`, query: `${name}=1e309` },
    { why: `?${name} empty`, query: `${name}=` },
  ]);
}

/**
 * Per top-level field: values the string check refuses whatever the field's type (400 naming it),
 * and values of the wrong shape or size; `base` is a valid body. Only bodies the contract refuses
 * are kept among the latter (an accepted one is no bad input).
 */
export function badBodies(c: Contract, base: Record<string, unknown>): BadInput[] {
  if (c.consumes?.["multipart/form-data"]) return badMultipart();
  if (!c.body) return [];
  const schema = c.body;
  const names = Object.keys(inputSchema(schema).properties ?? {});
  const json = (value: unknown) => JSON.stringify(value);
  const refused: BadInput[] = [
    { why: "a 10,000-deep body", body: `${"[".repeat(10_000)}${"]".repeat(10_000)}`, expect: { status: 400 } },
    { why: "a key with NUL", body: json({ ...base, "k\u0000": 1 }), expect: { status: 400, field: "k\ufffd" } },
  ];
  const odd: BadInput[] = [];
  for (const name of names) {
    const at = (value: unknown) => json({ ...base, [name]: value });
    refused.push(
      { why: `${name} with NUL`, body: at("a\u0000b"), expect: { status: 400, field: name } },
      { why: `${name} a lone high surrogate`, body: at("a\ud800"), expect: { status: 400, field: name } },
      { why: `${name} a lone low surrogate`, body: at("\udc00b"), expect: { status: 400, field: name } },
      { why: `${name} a list holding NUL`, body: at(["ok", "\u0000"]), expect: { status: 400, field: `${name}.1` } },
      { why: `${name} 100 levels deep`, body: at(nested(100)), expect: { status: 400 } },
    );
    for (const [why, value] of [
      ["a 200,000-character string", "x".repeat(200_000)],
      ["a huge number", 1e308],
      ["a negative huge number", -1e308],
      ["an unsafe integer", 2 ** 53 + 1],
      ["a fraction", 0.5],
      ["a 10,000-item list", Array.from({ length: 10_000 }, (_, i) => i)],
      ["an object", { unexpected: { nested: true } }],
      ["null", null],
      ["an empty string", ""],
      ["a bad date", "2026-02-30T25:61:00Z"],
      ["a bad uuid", "not-a-uuid"],
    ] as const) {
      if (!schema.safeParse({ ...base, [name]: value }).success) odd.push({ why: `${name} ${why}`, body: at(value) });
    }
  }
  return [...refused, ...odd];
}

const BOUNDARY = "----reach-bad-input";
const FILE_PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;

/** Multipart bodies cut short or malformed: refused with 400, nothing thrown after the answer. */
function badMultipart(): BadInput[] {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    {
      why: "a multipart body cut in a file",
      body: `${FILE_PART}\x89PNG\r\n\x1a\npartial`,
      contentType: multipart,
      expect: { status: 400 },
    },
    {
      why: "a multipart body cut in a part header",
      body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      contentType: multipart,
      expect: { status: 400 },
    },
    {
      why: "a multipart body with no parts",
      body: `--${BOUNDARY}--\r\n`,
      contentType: multipart,
      expect: { status: 400 },
    },
    {
      why: "a multipart type without a boundary",
      body: FILE_PART,
      contentType: "multipart/form-data",
      expect: { status: 400 },
    },
    {
      why: "a field with NUL",
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="tags"\r\n\r\na\u0000b\r\n${FILE_PART}GIF89a\r\n--${BOUNDARY}--\r\n`,
      contentType: multipart,
      expect: { status: 400, field: "tags" },
    },
  ];
}
