import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageQuery, queryBoolean, uuid } from "./schemas";
import { fieldMessage, plainIssueMessage } from "./validation-messages";

/** The messages a 400's details carry, field by field, as handle() builds them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: plainIssueMessage });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), fieldMessage(issue)]));
}

describe("validation messages", () => {
  it("states a query number's bounds instead of calling it not a number", () => {
    expect(messages(pageQuery, { limit: "1000" })).toEqual({ limit: "must be at most 100" });
    expect(messages(pageQuery, { limit: "0" })).toEqual({ limit: "must be at least 1" });
    expect(messages(pageQuery, { limit: "ten" })).toEqual({ limit: "must be a number" });
    expect(messages(pageQuery, { limit: "2.5" })).toEqual({ limit: "must be a whole number" });
    expect(messages(pageQuery, { offset: "-1" })).toEqual({ offset: "must be at least 0" });
    expect(messages(pageQuery, { limit: "100", offset: "3" })).toEqual({});
  });

  it("a bound wins over a message a contract meant for the type only", () => {
    const limit = z.object({ limit: z.coerce.number({ message: "must be a number" }).int().min(1).max(100) });
    expect(messages(limit, { limit: "1000" })).toEqual({ limit: "must be at most 100" });
    expect(messages(limit, { limit: "x" })).toEqual({ limit: "must be a number" });
  });

  it("a missing field is required, whatever its type", () => {
    const body = z.object({
      name: z.string(),
      count: z.number(),
      kind: z.enum(["a", "b"]),
      id: uuid,
      tags: z.array(z.string()),
      flag: z.boolean(),
      either: z.union([z.string(), z.number()]),
      nested: z.object({ x: z.string() }),
    });
    expect(messages(body, {})).toEqual({
      name: "is required",
      count: "is required",
      kind: "is required",
      id: "is required",
      tags: "is required",
      flag: "is required",
      either: "is required",
      nested: "is required",
    });
    expect(messages(body, { nested: {} })).toMatchObject({ "nested.x": "is required" });
    expect(messages(body, undefined)).toEqual({ "": "is required" });
  });

  it("a wrong type says what was expected and what came, in plain words", () => {
    const body = z.object({
      name: z.string(),
      count: z.number(),
      flag: z.boolean(),
      tags: z.array(z.string()),
      meta: z.object({}),
    });
    expect(messages(body, { name: 3, count: "3", flag: "yes", tags: "a", meta: [] })).toEqual({
      name: "must be a string, not a number",
      count: "must be a number, not a string",
      flag: "must be true or false, not a string",
      tags: "must be a list, not a string",
      meta: "must be an object, not a list",
    });
    expect(messages(z.object({ name: z.string() }), { name: null })).toEqual({ name: "must be a string, not null" });
    expect(messages(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual({ n: "must be a whole number" });
  });

  it("an unknown enum value lists the allowed ones", () => {
    expect(messages(z.object({ kind: z.enum(["draft", "published"]) }), { kind: "archived" })).toEqual({
      kind: "must be one of draft, published",
    });
    expect(messages(z.object({ kind: z.literal("x") }), { kind: "y" })).toEqual({ kind: "must be x" });
  });

  it("lengths, counts, formats and ranges name the limit", () => {
    const body = z.object({
      title: z.string().min(1).max(5),
      items: z.array(z.string()).min(1).max(2),
      at: z.iso.datetime({ offset: true }),
      day: z.iso.date(),
      site: z.url(),
      email: z.email(),
      score: z.number().positive().lt(10),
      step: z.number().multipleOf(5),
    });
    expect(
      messages(body, { title: "", items: [], at: "soon", day: "monday", site: "x", email: "x", score: 0, step: 3 }),
    ).toEqual({
      title: "must not be empty",
      items: "must have at least one item",
      at: "must be an ISO 8601 date-time with a time zone, e.g. 2025-01-31T09:00:00Z",
      day: "must be a date as YYYY-MM-DD",
      site: "must be a URL",
      email: "must be an e-mail address",
      score: "must be greater than 0",
      step: "must be a multiple of 5",
    });
    expect(
      messages(body.pick({ title: true, items: true, score: true }), {
        title: "toolong",
        items: ["a", "b", "c"],
        score: 10,
      }),
    ).toEqual({
      title: "must be at most 5 characters",
      items: "must have at most 2 items",
      score: "must be less than 10",
    });
  });

  it("a union names its options, or the message of the option that came closest", () => {
    expect(messages(z.object({ v: z.union([z.string(), z.null()]) }), { v: 5 })).toEqual({
      v: "must be a string or null",
    });
    const site = z.object({ v: z.union([z.literal(""), z.url({ message: "must be an http(s) URL" })]) });
    expect(messages(site, { v: "nope" })).toEqual({ v: "must be an http(s) URL" });
  });

  it("a contract's own message is kept", () => {
    expect(messages(z.object({ a: z.string().refine((s) => s === "ok", "must be ok") }), { a: "no" })).toEqual({
      a: "must be ok",
    });
    expect(messages(z.object({ flag: queryBoolean }), { flag: "maybe" })).toEqual({ flag: "must be true or false" });
  });
});
