import { z } from "zod";

/** Pieces shared by the admin contract files (not re-exported by the index). */

/** Every Super Admin route: 403 for anyone else, 100 requests a minute per IP (the reference's admin limit). */
export const superAdmin = { tag: "Admin", access: "superAdmin", rateLimit: "admin", errors: [403, 429] } as const;

export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** A secret in a body: a new value, the masked value it was shown (kept as is), or null / "" to clear it. */
export const secretInput = z
  .string()
  .max(4000, "must be at most 4000 characters")
  .nullable()
  .describe('New value; the masked value (starting ****) leaves the stored one unchanged; null or "" clears it');

export const maskedSecret = z
  .string()
  .nullable()
  .describe("Masked: **** and the last 4 characters (or only **** for short values)");

/** snake_case ids of code-defined records (flags, features, templates). */
export const codeId = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100, "must be at most 100 characters")
  .regex(
    /^[a-z][a-z0-9_.]*$/,
    "must be snake_case: lower-case letters, digits, underscores (and dots), starting with a letter",
  );

export const stringList = (max: number) =>
  z
    .array(z.string().trim().min(1, "must not be empty").max(320, "must be at most 320 characters"))
    .max(max, `must have at most ${max} entries`);
