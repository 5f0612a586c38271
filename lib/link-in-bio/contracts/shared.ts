import { z } from "zod";
import { LINK_URL_MAX, linkUrlProblem, normalizedLinkUrl, slugProblem, THEMES } from "../rules";

/** Pieces shared by the link-in-bio contract files (not re-exported by the index). */

export const TAG = "Link in bio";

/** A slug as typed: trimmed and lower-cased, then checked against decisions.md's rules. */
export const slugInput = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .describe(
    "3-40 characters of a-z, 0-9 and -; unique across all companies; reserved words (api, admin, l, login, ...) refused",
  );

/** The :slug of a path: any text, so an unknown one answers 404 rather than 400. */
export const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(200) });

export const themeInput = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(THEMES, { message: `must be one of ${THEMES.join(", ")}` }),
);

export const linkUrl = z
  .string()
  .trim()
  .max(LINK_URL_MAX)
  .superRefine((url, ctx) => {
    const problem = linkUrlProblem(url);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normalizedLinkUrl)
  .describe(
    "An http(s) URL; javascript:, data: and other schemes, and control characters, are refused. Stored normalised: an international host in its IDNA (xn--) form, the rest percent-encoded.",
  );

export const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c")
  .transform((c) => c.toLowerCase())
  .nullable()
  .optional();

export const WRITE = { tag: TAG, permission: "content:create" } as const;
