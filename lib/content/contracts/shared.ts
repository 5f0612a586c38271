import { z } from "zod";
import { uuid } from "@/lib/api/schemas";
import { SOCIAL_PLATFORMS } from "../platforms";

/** Pieces shared by the blog post, social post and video script contracts (not re-exported by the index). */

export const trimmedLower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
export const trimmedUpper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

/** A social network id in either case, answered lower-case (decisions.md). */
export const platformInput = z.preprocess(
  trimmedLower,
  z.enum(SOCIAL_PLATFORMS, { message: `must be one of ${SOCIAL_PLATFORMS.join(", ")}` }),
);

export const unique = <T>(items: T[]) => [...new Set(items)];

/** A post's text: as long as the longest network takes (Facebook); per-network limits are a rule across fields. */
export const postContent = z
  .string()
  .max(63_206)
  .refine((s) => s.trim().length > 0, "must not be empty");

/**
 * The networks a post goes to, in either case; one network named twice ("Twitter", "twitter") is
 * one network. The social post and scheduled post bodies share it.
 */
export const postPlatforms = z
  .array(platformInput)
  .min(1, "must name at least one platform")
  .max(SOCIAL_PLATFORMS.length * 2)
  .transform(unique);

/** `host:port` pairs the outbound guard exempts (local test servers); read on the server only. */
const exemptHosts = () =>
  typeof window === "undefined" && typeof process !== "undefined"
    ? (process.env.OUTBOUND_ALLOW_HOSTS ?? "").split(",").map((h) => h.trim().toLowerCase())
    : [];

/**
 * A video for the networks that take videos (YouTube, TikTok): an https URL the server fetches at
 * publish time through the outbound guard. The media library keeps images only, so videos are
 * linked, not uploaded; networks without video publish the post without it. Plain http only for a
 * host OUTBOUND_ALLOW_HOSTS exempts (local test servers).
 */
export const videoUrlInput = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .refine((s) => {
    try {
      const url = new URL(s);
      if (url.username || url.password) return false;
      if (url.protocol === "https:") return true;
      return url.protocol === "http:" && exemptHosts().includes(`${url.hostname}:${url.port || "80"}`.toLowerCase());
    } catch {
      return false;
    }
  }, "must be an https URL of the video")
  .describe("An https URL of a video, fetched at publish time by networks that take videos (YouTube, TikTok)");

export const campaignLink = uuid
  .nullable()
  .optional()
  .describe("One of the caller's campaigns (another company's or an unknown id: 404); null unlinks");

export const title = z.string().trim().min(1, "must not be empty").max(300);
export const CONTENT_WRITE_ERRORS = [403, 404] as const;

/** A calendar day, YYYY-MM-DD, that exists (2027-02-30 does not). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((d) => {
    // Runs after a failed pattern too (zod goes on checking): an unreadable string is no date.
    const midnight = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(d);
  }, "must be a real date");

/** The day a draft is planned for on the content calendar; null clears it. Nothing publishes it then. */
export const plannedForInput = calendarDay
  .nullable()
  .optional()
  .describe(
    "The day the draft is planned for on the content calendar (YYYY-MM-DD); null clears it. Nothing publishes it.",
  );
export const plannedForDTO = z
  .string()
  .nullable()
  .describe("The day the draft is planned for on the content calendar (YYYY-MM-DD), or null");

/** `plannedFrom` and `plannedTo` (both days included): only what is planned for a day in between. */
export const plannedRangeQuery = {
  plannedFrom: calendarDay.optional().describe("Only items planned for this day or later (YYYY-MM-DD)"),
  plannedTo: calendarDay.optional().describe("Only items planned for this day or earlier (YYYY-MM-DD)"),
};
