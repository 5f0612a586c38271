import { afterEach, describe, expect, it } from "vitest";
import { adminDb, Prisma } from "@/lib/db";
import { parseTimestamptz } from "./prepared";

afterEach(() => {
  delete process.env.DATABASE_NAMED_STATEMENTS;
});

describe("$rows", () => {
  const query = (n: number) => Prisma.sql`
    SELECT ${n}::int AS n, ARRAY['a', 'b'] AS tags, '{"tone": "Bold"}'::jsonb AS overrides, NULL::text AS nothing,
           '2026-11-22 02:21:13.568+00'::timestamptz AS at, '2026-11-22 02:21:13.568'::timestamp AS "localAt"`;
  const expected = (n: number) => ({
    n,
    tags: ["a", "b"],
    overrides: { tone: "Bold" },
    nothing: null,
    at: new Date("2026-11-22T02:21:13.568Z"),
    localAt: new Date("2026-11-22T02:21:13.568Z"),
  });

  it("reads rows with JS types, reusing the prepared statement across calls and connections", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => adminDb().$rows(query(i))));
    expect(results.map((rows) => rows[0])).toEqual(Array.from({ length: 30 }, (_, i) => expected(i)));
  });

  it("runs the same SQL unnamed where prepared statements are off (the embedded database)", async () => {
    process.env.DATABASE_NAMED_STATEMENTS = "off";
    expect((await adminDb().$rows(query(7)))[0]).toEqual(expected(7));
  });
});

describe("parseTimestamptz", () => {
  it("reads PostgreSQL's ISO output in any offset, to the millisecond", () => {
    expect(parseTimestamptz("2026-11-22 02:21:13.568+00")).toEqual(new Date("2026-11-22T02:21:13.568Z"));
    expect(parseTimestamptz("2026-11-22 07:51:13+05:30")).toEqual(new Date("2026-11-22T02:21:13Z"));
    expect(parseTimestamptz("2026-11-21 18:21:13.5-08")).toEqual(new Date("2026-11-22T02:21:13.500Z"));
    expect(parseTimestamptz("2026-11-22 02:21:13.123456+00")).toEqual(new Date("2026-11-22T02:21:13.123Z"));
  });

  it("leaves unusual values to pg's parser", () => {
    expect(parseTimestamptz("infinity")).toBe(Infinity);
    expect((parseTimestamptz("0044-03-15 12:00:00+00 BC") as Date).getUTCFullYear()).toBe(-43);
  });
});
